set -eu
# No GIT_* variable of the test runner may point these commands at another repository.
for name in $(env | sed -n 's/^\(GIT_[A-Za-z_]*\)=.*/\1/p'); do unset "$name"; done
g() { git -c user.name=Listshot -c user.email=listshot@example.invalid -c init.defaultBranch=main -c commit.gpgsign=false "$@"; }
g init -q
g add Cat
g commit -q -m base
# A commit whose catalog holds café.yaml twice: precomposed (NFC) and decomposed (NFD).
spec=$(git hash-object -w Cat/a/one.yaml)
two=$(git hash-object -w Cat/a/two.yaml)
theme=$(git hash-object -w Cat/Themes/brand.json)
themes=$(printf '100644 blob %s\tbrand.json\n' "$theme" | git mktree)
a=$(printf '100644 blob %s\tcaf\303\251.yaml\n100644 blob %s\tcafe\314\201.yaml\n100644 blob %s\tone.yaml\n100644 blob %s\ttwo.yaml\n' "$spec" "$spec" "$spec" "$two" | git mktree)
cat=$(printf '040000 tree %s\ta\n040000 tree %s\tThemes\n' "$a" "$themes" | git mktree)
root=$(printf '040000 tree %s\tCat\n' "$cat" | git mktree)
commit=$(g commit-tree "$root" -p HEAD -m twins)
git update-ref refs/heads/twins "$commit"

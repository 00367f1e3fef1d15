set -eu
# No GIT_* variable of the test runner may point these commands at another repository.
for name in $(env | sed -n 's/^\(GIT_[A-Za-z_]*\)=.*/\1/p'); do unset "$name"; done
g() { git -c user.name=Listshot -c user.email=listshot@example.invalid -c init.defaultBranch=main -c commit.gpgsign=false "$@"; }
g init -q
g add Cat
g commit -q -m base
spec=$(git hash-object -w Cat/a/one.yaml)
two=$(git hash-object -w Cat/a/two.yaml)
theme=$(git hash-object -w Cat/Themes/brand.json)
link=$(printf '/etc/passwd' | git hash-object -w --stdin)
themes=$(printf '100644 blob %s\tbrand.json\n' "$theme" | git mktree)
a=$(printf '100644 blob %s\ttwo.yaml\n100644 blob %s\tone.yaml\n100644 blob %s\tbad\001name.yaml\n120000 blob %s\tlink.yaml\n100644 blob %s\t..\n' "$two" "$spec" "$spec" "$link" "$spec" | git mktree)
cat=$(printf '040000 tree %s\ta\n040000 tree %s\tThemes\n' "$a" "$themes" | git mktree)
root=$(printf '040000 tree %s\tCat\n' "$cat" | git mktree)
commit=$(g commit-tree "$root" -p HEAD -m crafted)
git update-ref refs/heads/crafted "$commit"

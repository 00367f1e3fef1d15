set -eu
# No GIT_* variable of the test runner may point these commands at another repository.
for name in $(env | sed -n 's/^\(GIT_[A-Za-z_]*\)=.*/\1/p'); do unset "$name"; done
# Fixed dates and names: the base commit's id is the one case.json names.
export GIT_AUTHOR_DATE='2024-01-01T00:00:00Z' GIT_COMMITTER_DATE='2024-01-01T00:00:00Z'
g() { git -c user.name=Listshot -c user.email=listshot@example.invalid -c init.defaultBranch=main -c commit.gpgsign=false "$@"; }
g init -q
g add Cat
g commit -q -m base
base=$(git rev-parse HEAD)
# The pull request changes one spec ...
g checkout -q -b pr
sed 's/Hello/Hello from the pull request/' Cat/a/one.yaml > one.tmp && mv one.tmp Cat/a/one.yaml
# ... and a commit whose catalog is the changed one stands ready to replace the base.
g add Cat/a/one.yaml
fake=$(g commit-tree "$(git write-tree)" -p "$base" -m "looks like the base")
# Planted in the catalog: a repository layout whose objects/info/alternates borrows the real
# objects (so the base's id resolves there) and whose refs/replace/BASE names the fake commit.
mkdir -p Cat/objects/info Cat/refs/heads Cat/refs/replace
printf 'ref: refs/heads/main\n' > Cat/HEAD
printf '[core]\n\trepositoryformatversion = 0\n\tbare = false\n\tworktree = .\n' > Cat/config
printf '%s/.git/objects\n' "$(pwd)" > Cat/objects/info/alternates
printf '%s\n' "$base" > Cat/refs/heads/main
# The planted work tree is the catalog itself, so its replacement holds the catalog at its top.
fakecat=$(g commit-tree "$(git rev-parse "$fake:Cat")" -m "looks like the base")
printf '%s\n' "$fakecat" > "Cat/refs/replace/$base"
g add Cat
g commit -q -m "pull request"
# A replace ref in the real repository too (as a fetch of refs/replace/* would bring).
g replace "$base" "$fake"

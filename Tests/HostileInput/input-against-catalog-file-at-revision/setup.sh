set -eu
# No GIT_* variable of the test runner may point these commands at another repository.
for name in $(env | sed -n 's/^\(GIT_[A-Za-z_]*\)=.*/\1/p'); do unset "$name"; done
g() { git -c user.name=Listshot -c user.email=listshot@example.invalid -c init.defaultBranch=main -c commit.gpgsign=false "$@"; }
# At main, Cat is a file; the pull request makes it the catalog's folder.
mv Cat Cat.folder
printf 'not a folder\n' > Cat
g init -q
g add Cat
g commit -q -m base
g checkout -q -b pr
g rm -q Cat
mv Cat.folder Cat
g add Cat
g commit -q -m catalog

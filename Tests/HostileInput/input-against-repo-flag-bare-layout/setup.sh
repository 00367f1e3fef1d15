set -eu
# No GIT_* variable of the test runner may point these commands at another repository.
for name in $(env | sed -n 's/^\(GIT_[A-Za-z_]*\)=.*/\1/p'); do unset "$name"; done
g() { git -c user.name=Listshot -c user.email=listshot@example.invalid -c init.defaultBranch=main -c commit.gpgsign=false "$@"; }
# The real repository: main holds the catalog Outer/Cat as it was.
g init -q
g add Outer
g commit -q -m base
# The pull request changes one spec ...
g checkout -q -b pr
sed 's/Hello/Hello from the pull request/' Outer/Cat/a/one.yaml > one.tmp && mv one.tmp Outer/Cat/a/one.yaml
# ... and commits, in Outer/ (between the catalog and the repository's top), plain files laid
# out like a repository whose work tree is Outer/ and whose "main" holds the changed catalog.
g init -q --bare plant
GIT_DIR=plant GIT_WORK_TREE=Outer g add -A
GIT_DIR=plant GIT_WORK_TREE=Outer g commit -q -m planted
printf '[core]\n\trepositoryformatversion = 0\n\tbare = false\n\tworktree = .\n' > plant/config
cp -R plant/HEAD plant/config plant/objects plant/refs Outer/
rm -rf plant
g add Outer
g commit -q -m "pull request"

set -eu
# No GIT_* variable of the test runner may point these commands at another repository.
for name in $(env | sed -n 's/^\(GIT_[A-Za-z_]*\)=.*/\1/p'); do unset "$name"; done
g() { git -c user.name=Listshot -c user.email=listshot@example.invalid -c init.defaultBranch=main -c commit.gpgsign=false "$@"; }
# At main the catalog also holds a spec that does not parse; the pull request deletes it.
printf 'title: [unclosed\ncontent: {\n' > Cat/a/broken.yaml
g init -q
g add Cat
g commit -q -m base
g checkout -q -b pr
g rm -q Cat/a/broken.yaml
g commit -q -m "remove the broken spec"

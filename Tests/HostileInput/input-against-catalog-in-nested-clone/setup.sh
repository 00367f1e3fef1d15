set -eu
# No GIT_* variable of the test runner may point these commands at another repository.
for name in $(env | sed -n 's/^\(GIT_[A-Za-z_]*\)=.*/\1/p'); do unset "$name"; done
g() { git -c user.name=Listshot -c user.email=listshot@example.invalid -c init.defaultBranch=main -c commit.gpgsign=false "$@"; }
g init -q
g add Cat
g commit -q -m base
sed 's/Hello/Hello again/' Cat/a/one.yaml > one.tmp && mv one.tmp Cat/a/one.yaml
g commit -q -a -m second
g clone -q --depth=1 "file://$(pwd)" clone

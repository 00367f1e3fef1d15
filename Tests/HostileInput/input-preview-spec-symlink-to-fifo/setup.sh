set -eu
mkfifo pipe
ln -s pipe link.yaml

set -eu
mkfifo screen.yaml

set -eu
mkfifo spec.yaml

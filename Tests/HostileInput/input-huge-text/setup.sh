set -eu
{ printf "content:\n  - list:\n      cells:\n        - title: "; head -c 20000 /dev/zero | tr "\0" x; echo; } > spec.yaml

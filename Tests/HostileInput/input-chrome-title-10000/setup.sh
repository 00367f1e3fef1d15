set -eu
{ printf 'device: iphone15\nnavigationBar:\n  title: '; head -c 10000 /dev/zero | tr "\0" x
  printf '\n  display: inline\ncontent:\n  - list:\n      cells:\n        - title: Hello\n'; } > spec.yaml

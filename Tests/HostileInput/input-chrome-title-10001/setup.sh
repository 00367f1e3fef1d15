set -eu
{ printf 'device: iphone15\nnavigationBar:\n  title: '; head -c 10001 /dev/zero | tr "\0" x
  printf '\ncontent:\n  - list:\n      cells:\n        - title: Hello\n'; } > spec.yaml

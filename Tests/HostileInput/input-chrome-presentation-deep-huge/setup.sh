set -eu
# A background nested 190 lists deep (under the parser's 200-level bound) and a caption title
# that is a list of 30 000 items.
{ printf 'device: iphone15\npresentation:\n  background: '
  head -c 190 /dev/zero | tr "\0" "["; printf '"#FFFFFF"'; head -c 190 /dev/zero | tr "\0" "]"
  printf '\n  caption:\n    title: ['
  i=0; while [ $i -lt 30000 ]; do printf 'x,'; i=$((i + 1)); done
  printf 'x]\ncontent:\n  - list:\n      cells:\n        - title: Hello\n'; } > spec.yaml

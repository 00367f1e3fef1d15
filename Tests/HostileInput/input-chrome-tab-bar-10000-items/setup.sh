set -eu
# A tab bar of 10 000 items in one flow list on one line (about 300 kB).
{
  printf 'device: iphone15\ntabBar: {items: ['
  i=0
  while [ $i -lt 10000 ]; do
    [ $i -eq 0 ] || printf ', '
    printf '{icon: home, label: T%d}' $i
    i=$((i + 1))
  done
  printf ']}\ncontent:\n  - list:\n      cells:\n        - title: Hello\n'
} > spec.yaml

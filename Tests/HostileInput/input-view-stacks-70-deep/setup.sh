set -eu
# vstack inside vstack 70 times: the YAML nests 141 levels (the parser allows 200), the views 70 (the limit is 64)
{ printf 'content:\n  - view: '; i=0; while [ $i -lt 70 ]; do printf '{vstack: ['; i=$((i+1)); done; printf '{text: x}'
  i=0; while [ $i -lt 70 ]; do printf ']}'; i=$((i+1)); done; echo; } > spec.yaml

set -eu
# one view, vstack inside vstack 200 times, in flow style
{ printf 'content:\n  - view: '; i=0; while [ $i -lt 200 ]; do printf '{vstack: ['; i=$((i+1)); done; printf '{text: x}'
  i=0; while [ $i -lt 200 ]; do printf ']}'; i=$((i+1)); done; echo; } > spec.yaml

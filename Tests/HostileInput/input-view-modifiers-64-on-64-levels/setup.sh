set -eu
# The worst chain the limits allow: vstacks 63 deep, each with 64 modifiers, around a text with 64: 64 × 65 layers of
# layout, drawn without exhausting the stack.
mods() { i=0; while [ $i -lt 64 ]; do printf '{padding: 0}, '; i=$((i+1)); done; }
{ printf 'appearances: [day]\ncontent:\n  - view: '
  i=0; while [ $i -lt 63 ]; do printf '{modifiers: ['; mods; printf '], vstack: ['; i=$((i+1)); done
  printf '{text: deep, modifiers: ['; mods; printf ']}'
  i=0; while [ $i -lt 63 ]; do printf ']}'; i=$((i+1)); done; echo; } > spec.yaml

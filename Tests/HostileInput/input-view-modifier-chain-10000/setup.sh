set -eu
# One text with 10,000 modifiers in the `modifiers:` list (140 kB): the layout used to recurse once per modifier and
# end in SIGSEGV; the reader now refuses the chain at its 65th item.
{ printf 'content:\n  - view: {text: x, modifiers: ['; i=0; while [ $i -lt 10000 ]; do printf '{padding: 0}, '; i=$((i+1)); done; echo ']}'; } > spec.yaml

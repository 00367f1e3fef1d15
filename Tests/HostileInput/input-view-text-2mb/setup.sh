set -eu
# one text view of 2 000 000 bytes
{ printf 'content:\n  - view: {text: '; head -c 2000000 /dev/zero | tr '\0' x; printf '}\n'; } > spec.yaml

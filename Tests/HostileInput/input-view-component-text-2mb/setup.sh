set -eu
# a component file whose text default is 2 000 000 bytes
mkdir -p Components
{ printf 'parameters:\n  note: {type: text, default: '; head -c 2000000 /dev/zero | tr '\0' x; printf '}\nbody: {text: {param: note}}\n'; } > Components/Note.yaml

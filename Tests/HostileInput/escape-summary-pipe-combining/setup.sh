set -eu
d="cat/$(printf 'a |\314\270 extra cell |\314\270 b')"
mkdir -p "$d"
mv spec.yaml "$d/s.yaml"

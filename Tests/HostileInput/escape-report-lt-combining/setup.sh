set -eu
d="cat/$(printf 'a<\314\270img src=x onerror=alert(1)>')"
mkdir -p "$d"
mv spec.yaml "$d/s.yaml"

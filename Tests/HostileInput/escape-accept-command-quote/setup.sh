set -eu
d="cat/$(printf "q'\314\270; touch pwned; '")"
mkdir -p "$d"
mv spec.yaml "$d/s.yaml"

set -eu
mkdir -p "cat/$(printf "a\nb")"
mv spec.yaml "cat/$(printf "a\nb")/s.yaml"

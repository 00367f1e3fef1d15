set -eu
mkdir -p "cat/$(printf "x\033[31m")"
mv spec.yaml "cat/$(printf "x\033[31m")/s.yaml"

set -eu
mkdir -p "cat/a\\b"
mv spec.yaml "cat/a\\b/s.yaml"

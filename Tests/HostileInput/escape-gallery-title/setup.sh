set -eu
mkdir cat
mv spec.yaml cat/s.yaml

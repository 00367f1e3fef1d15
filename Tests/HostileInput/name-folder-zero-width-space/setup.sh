set -eu
mkdir -p "cat/lists$(printf "\342\200\213")"
mv spec.yaml "cat/lists$(printf "\342\200\213")/s.yaml"

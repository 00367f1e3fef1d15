set -eu
mkdir -p "cat/lists$(printf "\342\200\256")gnp"
mv spec.yaml "cat/lists$(printf "\342\200\256")gnp/s.yaml"

set -eu
mkdir cat
cp spec.yaml "cat/caf$(printf "\303\251").yaml"
mv spec.yaml "cat/cafe$(printf "\314\201").yaml"

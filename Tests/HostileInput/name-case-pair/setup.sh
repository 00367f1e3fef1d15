set -eu
mkdir cat
cp spec.yaml cat/Hello.yaml
mv spec.yaml cat/hello.yaml

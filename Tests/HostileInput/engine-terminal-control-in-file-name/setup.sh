set -eu
mkdir specs
mv spec.yaml "specs/$(printf  "x\033]0;owned\007\033[2J")y.yaml"

set -eu
# U+202E (right-to-left override), U+2066 (left-to-right isolate) and `|` + U+200D (zero-width
# joiner, one Character with the pipe) in a folder name.
d="cat/$(printf 'b\342\200\256evil\342\201\246|\342\200\215x')"
mkdir -p "$d"
mv spec.yaml "$d/s.yaml"

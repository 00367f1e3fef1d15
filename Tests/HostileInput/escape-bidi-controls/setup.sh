set -eu
# Folder names with bidirectional controls are refused (name-folder-bidi-override), so the
# controls come in through spec text: a title recorded as "Hello", then changed to U+202E (right-
# to-left override), U+2066 (left-to-right isolate) and `|` + U+200D (zero-width joiner, one
# Character with the pipe), so the change line reaches the terminal and summary.md's table.
mkdir -p cat/s
mv spec.yaml cat/s/s.yaml
XDG_CACHE_HOME="$LISTSHOT_CACHE" "$LISTSHOT" record cat > /dev/null
t="$(printf 'b\342\200\256evil\342\201\246|\342\200\215x')"
sed -i "s/title: Hello/title: \"$t\"/" cat/s/s.yaml

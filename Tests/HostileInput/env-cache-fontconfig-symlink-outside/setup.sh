# A real cache folder whose fontconfig folder is a symlink to a folder outside (the sentinel tree).
set -e
mkdir -p "$LISTSHOT_CACHE/listshot"
ln -s "$LISTSHOT_CACHE/../sentinel/victim" "$LISTSHOT_CACHE/listshot/fontconfig"

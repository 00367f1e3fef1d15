# The cache folder itself is a symlink to a folder outside (the harness's sentinel tree).
set -e
mkdir -p "$LISTSHOT_CACHE"
ln -s "$LISTSHOT_CACHE/../sentinel/victim" "$LISTSHOT_CACHE/listshot"

# The cache folder is a symlink to / (as root, the old binary made /fontconfig/sets there).
set -e
mkdir -p "$LISTSHOT_CACHE"
ln -s / "$LISTSHOT_CACHE/listshot"

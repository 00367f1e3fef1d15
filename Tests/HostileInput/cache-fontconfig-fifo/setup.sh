# Warm the private fontconfig cache, then put a FIFO in place of its cache file: opening it blocks.
set -e
XDG_CACHE_HOME="$LISTSHOT_CACHE" "$LISTSHOT" render spec.yaml --out warm >/dev/null
f=$(ls "$LISTSHOT_CACHE"/listshot/fontconfig/cache/*.cache-*)
rm "$f"
mkfifo "$f"

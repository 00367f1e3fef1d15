# Warm the private fontconfig cache, then replace its cache file by a symlink to a damaged copy in
# the work folder: fontconfig followed the link and mapped the copy.
set -e
XDG_CACHE_HOME="$LISTSHOT_CACHE" "$LISTSHOT" render spec.yaml --out warm >/dev/null
f=$(ls "$LISTSHOT_CACHE"/listshot/fontconfig/cache/*.cache-*)
cp "$f" damaged.cache
rm "$f"
ln -s "$PWD/damaged.cache" "$f"
f=damaged.cache
off=$(od -A d -t d8 -v -w8 "$f" | awk 'NR > 8 { if (prev == 3 && $2 % 2 == 1 && $2 > 0 && $2 < 4096) { n++; if (n == 2) { print $1 + 4; exit } } prev = $2 }')
[ -n "$off" ]
printf '\377' | dd of="$f" bs=1 seek="$off" conv=notrunc 2>/dev/null

# Warm the private fontconfig cache, damage its cache file, and replace the seal beside it by
# garbage with one 2 MB line (the seal is read with a size cap and must simply not match).
set -e
XDG_CACHE_HOME="$LISTSHOT_CACHE" "$LISTSHOT" render spec.yaml --out warm >/dev/null
f=$(ls "$LISTSHOT_CACHE"/listshot/fontconfig/cache/*.cache-*)
off=$(od -A d -t d8 -v -w8 "$f" | awk 'NR > 8 { if (prev == 3 && $2 % 2 == 1 && $2 > 0 && $2 < 4096) { n++; if (n == 2) { print $1 + 4; exit } } prev = $2 }')
[ -n "$off" ]
printf '\377' | dd of="$f" bs=1 seek="$off" conv=notrunc 2>/dev/null
head -c 2000000 /dev/zero | tr '\0' 'x' > "$LISTSHOT_CACHE/listshot/fontconfig/cache.seal"

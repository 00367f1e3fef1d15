# A catalog whose theme brings a brand font, recorded; then one byte of the font's last table
# padding changes in place, same size, old modification time (touch -r).
set -e
mkdir -p Themes/fonts
cp /usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf Themes/fonts/
XDG_CACHE_HOME="$LISTSHOT_CACHE" "$LISTSHOT" record catalog --themes Themes >/dev/null
f=Themes/fonts/NotoSerif-Regular.ttf
touch -r "$f" times
size=$(wc -c < "$f")
printf 'X' | dd of="$f" bs=1 seek=$((size - 1)) conv=notrunc 2>/dev/null
touch -r times "$f"

# A catalog whose theme brings a brand font (docs/examples/brand-fonts), recorded, then verified
# with --report: the report's fingerprint must name the brand font as the manifest's does.
set -e
mkdir -p Themes/fonts
cp /usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf Themes/fonts/
XDG_CACHE_HOME="$LISTSHOT_CACHE" "$LISTSHOT" record catalog --themes Themes >/dev/null
XDG_CACHE_HOME="$LISTSHOT_CACHE" "$LISTSHOT" verify catalog --themes Themes --report report >/dev/null

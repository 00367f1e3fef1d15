set -eu
# A spec named café spelled decomposed (NFD) on disk, recorded here; then its manifest key is
# rewritten precomposed (NFC), as a manifest written on macOS spells it.
mkdir cat
mv spec.yaml "cat/cafe$(printf '\314\201').yaml"
XDG_CACHE_HOME="$LISTSHOT_CACHE" "$LISTSHOT" record cat > /dev/null
LC_ALL=C sed -i "s/cafe$(printf '\314\201')\.day/caf$(printf '\303\251').day/" cat/.listshot/manifest.json
grep -q "caf$(printf '\303\251').day" cat/.listshot/manifest.json

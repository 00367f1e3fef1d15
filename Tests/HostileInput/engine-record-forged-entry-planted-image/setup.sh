set -eu
# Record, then plant the night image over the day one and forge the day entry's digest to match
# the planted file: the manifest now claims the planted file holds the day render's pixels.
"$LISTSHOT" record cat --compression fast > /dev/null
cp cat/s/a.night.png cat/s/a.day.png
python3 - <<'PY'
import hashlib, json
path = "cat/.listshot/manifest.json"
manifest = json.load(open(path))
manifest["references"]["s/a.day"]["pngSHA256"] = hashlib.sha256(open("cat/s/a.day.png", "rb").read()).hexdigest()
json.dump(manifest, open(path, "w"))
PY

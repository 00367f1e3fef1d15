set -eu
# A report that changes both cases; the catalog is then re-recorded (so the references already
# hold the report's pixels), and the day reference is replaced by the night image under a manifest
# entry forged to match its digest. accept must write the day case, and may keep the night one.
"$LISTSHOT" record cat --compression fast > /dev/null
printf 'content: [{list: {cells: [{title: After}]}}]\n' > cat/s/a.yaml
"$LISTSHOT" verify cat --report report > /dev/null || true
"$LISTSHOT" record cat --mode all > /dev/null
cp cat/s/a.night.png cat/s/a.day.png
python3 - <<'PY'
import hashlib, json
path = "cat/.listshot/manifest.json"
manifest = json.load(open(path))
manifest["references"]["s/a.day"]["pngSHA256"] = hashlib.sha256(open("cat/s/a.day.png", "rb").read()).hexdigest()
json.dump(manifest, open(path, "w"))
PY

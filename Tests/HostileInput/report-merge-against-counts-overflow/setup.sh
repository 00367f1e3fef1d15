set -eu
# Two specs recorded, then both changed, verified as two shards: r1 (a.yaml) and r2 (b.yaml), each with a FAIL.
mkdir -p Cat
for s in a b; do printf "appearances: [day]\ncontent:\n  - view: {text: Before}\n" > Cat/$s.yaml; done
"$LISTSHOT" record Cat > /dev/null
for s in a b; do printf "appearances: [day]\ncontent:\n  - view: {text: After}\n" > Cat/$s.yaml; done
"$LISTSHOT" verify Cat --shard 1/2 --report r1 > /dev/null || true
"$LISTSHOT" verify Cat --shard 2/2 --report r2 > /dev/null || true

python3 - <<'PY'
import json
report = json.load(open("r1/report.json"))
report["against"] = {"revision": "main", "commit": "0" * 40, "variants": 9223372036854775807, "changed": 9223372036854775807,
                     "added": 1, "removed": 0, "renamed": 0, "unchanged": 0, "notRendered": 0, "drawn": 0}
json.dump(report, open("r1/report.json", "w"))
PY

set -eu
# Two specs recorded, then both changed, verified as two shards: r1 (a.yaml) and r2 (b.yaml), each with a FAIL.
mkdir -p Cat
for s in a b; do printf "appearances: [day]\ncontent:\n  - view: {text: Before}\n" > Cat/$s.yaml; done
"$LISTSHOT" record Cat > /dev/null
for s in a b; do printf "appearances: [day]\ncontent:\n  - view: {text: After}\n" > Cat/$s.yaml; done
"$LISTSHOT" verify Cat --shard 1/2 --report r1 > /dev/null || true
"$LISTSHOT" verify Cat --shard 2/2 --report r2 > /dev/null || true

head -c 62914560 /dev/zero > r1/images/big.png
python3 - <<'PY'
import json, copy
report = json.load(open("r1/report.json"))
template = report["results"][0]
for n in range(300):
    result = copy.deepcopy(template)
    result["key"] = "x%03d.day" % n
    result["groupKey"] = "x%03d" % n
    result.pop("acceptable", None)
    result["artifacts"] = {slot: "images/big.png" for slot in ("expected", "actual", "diff", "composite")}
    report["results"].append(result)
json.dump(report, open("r1/report.json", "w"))
PY

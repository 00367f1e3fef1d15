set -eu
# Two specs recorded, then both changed, verified as two shards: r1 (a.yaml) and r2 (b.yaml), each with a FAIL.
mkdir -p Cat
for s in a b; do printf "appearances: [day]\ncontent:\n  - view: {text: Before}\n" > Cat/$s.yaml; done
"$LISTSHOT" record Cat > /dev/null
for s in a b; do printf "appearances: [day]\ncontent:\n  - view: {text: After}\n" > Cat/$s.yaml; done
"$LISTSHOT" verify Cat --shard 1/2 --report r1 > /dev/null || true
"$LISTSHOT" verify Cat --shard 2/2 --report r2 > /dev/null || true

rm r1/images/a.day.actual.png && ln -s /proc/self/environ r1/images/a.day.actual.png
test ! -e merged

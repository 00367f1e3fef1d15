set -eu
mkdir -p Cat
printf 'appearances: [day]\ncontent:\n  - view: {text: Same}\n' > Cat/a.yaml
"$LISTSHOT" record Cat > /dev/null
ln -s "$(cd .. && pwd)/sentinel" report-shard-1

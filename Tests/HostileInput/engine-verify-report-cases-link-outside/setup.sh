set -eu
mkdir -p Cat report
printf 'appearances: [day]\ncontent:\n  - view: {text: Before}\n' > Cat/a.yaml
"$LISTSHOT" record Cat > /dev/null
printf 'appearances: [day]\ncontent:\n  - view: {text: After}\n' > Cat/a.yaml
ln -s "$(cd .. && pwd)/sentinel" report/cases

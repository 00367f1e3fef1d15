set -eu
mkdir -p Cat/lists
printf 'appearances: [day, night]\ncontent:\n  - view: {text: Same}\n' > Cat/lists/a.yaml
"$LISTSHOT" record Cat > /dev/null
printf 'appearances: [day]\ncontent:\n  - view: {text: Same}\n' > Cat/lists/a.yaml
: > Cat/lists/.listshot-output

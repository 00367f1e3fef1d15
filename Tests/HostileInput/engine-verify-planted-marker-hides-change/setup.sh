set -eu
# Recorded, then the pull request: the spec's text changed, and Listshot's output marker planted beside it.
mkdir -p Cat/lists
printf 'appearances: [day]\ncontent:\n  - view: {text: Before}\n' > Cat/lists/a.yaml
"$LISTSHOT" record Cat > /dev/null
printf 'appearances: [day]\ncontent:\n  - view: {text: After}\n' > Cat/lists/a.yaml
: > Cat/lists/.listshot-output

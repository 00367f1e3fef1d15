set -eu
mkdir -p Cat
printf 'appearances: [day]\ncontent:\n  - view: {text: Same}\n' > Cat/a.yaml
"$LISTSHOT" record Cat > /dev/null
rm -rf Cat/.listshot/report
ln -s "$(cd .. && pwd)/sentinel" Cat/.listshot/report

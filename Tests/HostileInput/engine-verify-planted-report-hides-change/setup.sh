set -eu
# A genuine report of this catalog copied beside its spec, as a pull request could commit it.
mkdir -p Cat/lists
printf 'appearances: [day]\ncontent:\n  - view: {text: Before}\n' > Cat/lists/a.yaml
"$LISTSHOT" record Cat > /dev/null
"$LISTSHOT" verify Cat --report ../genuine > /dev/null
cp ../genuine/report.json ../genuine/junit.xml Cat/lists/
rm -rf ../genuine
printf 'appearances: [day]\ncontent:\n  - view: {text: After}\n' > Cat/lists/a.yaml

set -eu
# A catalog with a recorded spec, then a pull request: the spec's text changed, and a new spec with a 10,000-modifier
# chain beside it. verify used to die with SIGSEGV and no report; now the chain is one located error and the
# changed spec still fails.
mkdir -p Cat
printf 'appearances: [day]\ncontent:\n  - view: {text: Before}\n' > Cat/a.yaml
"$LISTSHOT" record Cat > /dev/null
printf 'appearances: [day]\ncontent:\n  - view: {text: After}\n' > Cat/a.yaml
{ printf 'appearances: [day]\ncontent:\n  - view: {text: x, modifiers: ['; i=0; while [ $i -lt 10000 ]; do printf '{padding: 0}, '; i=$((i+1)); done; echo ']}'; } > Cat/b.yaml

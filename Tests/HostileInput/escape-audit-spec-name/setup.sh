set -eu
# A folder named a"+U+0338 title=x |+U+0338 <+U+0338b>: the spec's path reaches audit.md and index.html.
d="specs/$(printf 'a"\314\270 title=x |\314\270 <\314\270b>')"
mkdir -p "$d"
mv spec.yaml "$d/s.yaml"

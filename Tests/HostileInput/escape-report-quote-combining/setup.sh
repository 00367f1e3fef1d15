set -eu
# A folder whose name starts an attribute breakout: `"` + U+0338, then an event handler.
d="cat/$(printf 'x"\314\270 onmouseover=document.title=1 y=')"
mkdir -p "$d"
mv spec.yaml "$d/s.yaml"

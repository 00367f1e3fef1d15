#!/usr/bin/env bash
# Makes the pictures of docs/preview.md and the README from a real `listshot preview`: a copy of the
# catalog with one title changed, the spec's page in render and diff mode (the diff against the
# catalog's reference, with its change list) and the page while the spec has an error, taken by
# headless Chromium.
# Usage: Scripts/preview-pictures.sh [LISTSHOT]   (default: .build/release/listshot; needs chromium)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
listshot="${1:-$root/.build/release/listshot}"
scratch="$(mktemp -d)"
server=""
trap '[ -n "$server" ] && kill -INT "$server" 2>/dev/null; rm -rf "$scratch"' EXIT
cp -r "$root/Snapshots" "$scratch/Snapshots"
spec="$scratch/Snapshots/mistica/boxed-cells.yaml"
# The edit being previewed: the first cell's title.
sed -i 's/^        - title: Title$/        - title: Your plan/' "$spec"
"$listshot" preview "$scratch/Snapshots/mistica" --port 0 > "$scratch/out" 2> "$scratch/err" &
server=$!
for _ in $(seq 1 100); do grep -q "http://" "$scratch/out" 2>/dev/null && break; sleep 0.1; done
url="$(grep -o 'http://[^ ]*' "$scratch/out")"
shoot() {  # shoot PATH FILE
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=860,560 \
    --user-data-dir="$scratch/chrome" --screenshot="$2" "$url$1" 2>/dev/null
}
shoot "spec/boxed-cells.yaml" "$root/docs/preview.png"
shoot "spec/boxed-cells.yaml?mode=diff" "$root/docs/preview-diff.png"
# A mistake on line 8: the page shows it beside the last good render, greyed.
sed -i 's/^        - title: Your plan$/        - titel: Your plan/' "$spec"
sleep 1
shoot "spec/boxed-cells.yaml" "$root/docs/preview-error.png"
echo "wrote docs/preview.png, docs/preview-diff.png and docs/preview-error.png"

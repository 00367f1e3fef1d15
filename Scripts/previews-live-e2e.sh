#!/usr/bin/env bash
# `listshot preview --previews` end to end (docs/preview.md, "Previews"): a copy of
# Tests/PreviewFixtures/Landmarks served beside an empty catalog on a free port; the first build
# lists the previews grouped by Swift file; one word changed in a view draws a new image; a typo
# shows the compiler's file:line:col and message on the page above the last good image; the fix
# clears it. The first build takes a few minutes (it builds Listshot's SwiftUI module once).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
bin="${LISTSHOT_BIN:-$repo/.build/debug/listshot}"
work="$(mktemp -d)"
pid=""
cleanup() {
    if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then kill -INT "$pid"; wait "$pid" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "previews-live-e2e: FAILED: $*" >&2; echo "--- server log:" >&2; tail -20 "$work/err" >&2 || true; exit 1; }
[ -x "$bin" ] || fail "no listshot binary at $bin (swift build first, or set LISTSHOT_BIN)"

mkdir "$work/cat"
cp -R "$repo/Tests/PreviewFixtures/Landmarks" "$work/Landmarks"
row="$work/Landmarks/Views/LandmarkRow.swift"
"$bin" preview "$work/cat" --previews "$work/Landmarks" --preview-appearances day --port 0 > "$work/out" 2> "$work/err" &
pid=$!

# wait_for SECONDS COMMAND…: runs the command every 0.2 s until it succeeds.
wait_for() {
    local deadline=$(( $(date +%s) + $1 )); shift
    until "$@"; do
        [ "$(date +%s)" -lt "$deadline" ] || return 1
        kill -0 "$pid" 2>/dev/null || fail "the server stopped"
        sleep 0.2
    done
}
wait_for 30 grep -q "http://" "$work/out" || fail "the preview printed no URL"
url="$(grep -o 'http://[^ ]*' "$work/out" | head -1)"
url="${url%/}"
echo "previews-live-e2e: serving at $url; waiting for the first build"

listed() { curl -s "$url" > "$work/index.html" && grep -q '/spec/Landmarks/Views/LandmarkRow.swift/' "$work/index.html"; }
wait_for 900 listed || fail "the index never listed the previews of LandmarkRow.swift"
grep -q '<h2 class="folder preview-file">Landmarks/Views/LandmarkList.swift</h2>' "$work/index.html" || fail "the index does not group the previews by Swift file"
page="$(grep -o '/spec/Landmarks/Views/LandmarkRow.swift/[^"]*' "$work/index.html" | head -1)"

# version FILE: the render version a page names; image FILE OUT: downloads the image it shows.
version() { sed -n 's/.*data-version="\([0-9]*\)".*/\1/p' "$1" | head -1; }
image() { curl -s -o "$2" "$url$(grep -o 'src="/image/[^"]*' "$1" | head -1 | cut -c6-)"; }
newer() { curl -s "$url$page" -o "$work/$2.html" && [ -n "$(version "$work/$2.html")" ] && [ "$(version "$work/$2.html")" -gt "$1" ]; }
wait_for 30 newer 0 page0 || fail "no page for $page"
v0="$(version "$work/page0.html")"
image "$work/page0.html" "$work/before.png"
[ -s "$work/before.png" ] || fail "no image served for $page"

echo "previews-live-e2e: one word changed in LandmarkRow.swift"
sed -i 's/\.font(\.headline)/.font(.largeTitle)/' "$row"
wait_for 120 newer "$v0" page1 || fail "no new render after the edit"
grep -q 'class="error"' "$work/page1.html" && fail "the edit shows an error: $(grep -A2 'class="error"' "$work/page1.html")"
image "$work/page1.html" "$work/after.png"
cmp -s "$work/before.png" "$work/after.png" && fail "the new render's image is the old one"
v1="$(version "$work/page1.html")"

echo "previews-live-e2e: a typo shows the compiler's error above the last good image"
sed -i 's/Text(landmark\.park)/Text(landmark.parkk)/' "$row"
errored() { newer "$1" page2 && grep -q 'class="error"' "$work/page2.html"; }
wait_for 120 errored "$v1" || fail "no error shown for the typo"
grep -q 'Landmarks/Views/LandmarkRow.swift:[0-9]*:[0-9]*: .*parkk' "$work/page2.html" || fail "the error does not name file:line:col and the message: $(grep -A2 'class="error"' "$work/page2.html")"
grep -q 'class="variant stale"' "$work/page2.html" || fail "the last good image is not kept beside the error"
image "$work/page2.html" "$work/stale.png"
cmp -s "$work/after.png" "$work/stale.png" || fail "the image kept is not the last good one"
v2="$(version "$work/page2.html")"

echo "previews-live-e2e: the fix clears the error"
sed -i 's/Text(landmark\.parkk)/Text(landmark.park)/' "$row"
cleared() { newer "$1" page3 && ! grep -q 'class="error"' "$work/page3.html"; }
wait_for 120 cleared "$v2" || fail "the error stayed after the fix"
echo "previews-live-e2e: passed"

#!/usr/bin/env bash
# End-to-end test of `--previews` through the real binary, as a team uses it (docs/previews.md): an
# app feature's folder (Tests/PreviewFixtures/Landmarks: models, views, 13 previews in both forms) in a
# fresh git repository records and verifies; a one-word change in one view fails verify naming the
# element, in that file's previews only; a model change under `verify --against HEAD` lays out only
# the previews whose sources changed; a folder with one file using an API the SwiftUI module lacks
# records the rest and exits 2 (0 with --allow-unbuildable).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
listshot="${LISTSHOT:-$repo/.build/debug/listshot}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "previews-e2e: FAILED: $*" >&2; exit 1; }
expect_in() { grep -qF -- "$2" "$1" || fail "expected \"$2\" in $1: $(tail -30 "$1")"; }
run() {   # run EXPECTED_STATUS LOG ARGS…: the binary's exit status must be EXPECTED_STATUS
    local expected="$1" log="$2"; shift 2
    local status=0
    "$listshot" "$@" > "$log" 2>&1 || status=$?
    [ "$status" = "$expected" ] || fail "listshot $* exited $status, not $expected: $(tail -30 "$log")"
}
width() { od -An -tu1 -j16 -N4 "$1" | awk '{ print $1 * 16777216 + $2 * 65536 + $3 * 256 + $4 }'; }
[ -x "$listshot" ] || fail "no listshot binary at $listshot (swift build --product listshot)"

cd "$work"
git init -q . && git config user.email e2e@listshot.invalid && git config user.name e2e
mkdir App && cp -R "$repo/Tests/PreviewFixtures/Landmarks" App/Landmarks

echo "previews-e2e: record (the first build compiles Listshot's SwiftUI module: a few minutes)"
run 0 record.log record Snapshots --previews App/Landmarks
expect_in record.log "previews: 13 drawn from 5 Swift files"
refs=Snapshots/previews
for file in LandmarkRow/Dark.night.png LandmarkRow/Favorite-dark.night.png LandmarkRow/Accessibility-size.day.ax3.png \
            LandmarkRow/Accessibility-size.night.ax3.png LandmarkList/Preview.day.png LandmarkList/Preview.night.png \
            FavoriteButton/Not-set.day.png CategoryChip/Rivers.day.png; do
    [ -f "$refs/$file" ] || fail "record did not write $refs/$file ($(find "$refs" -name '*.png' | sort | tr '\n' ' '))"
done
# Names and traits: "Dark" with .sizeThatFitsLayout and .preferredColorScheme(.dark) is night only, at
# its own width; the provider's .environment(\.dynamicTypeSize, .accessibility3) child is AX3 only.
[ ! -e "$refs/LandmarkRow/Dark.day.png" ] || fail "the dark preview was drawn by day too"
[ ! -e "$refs/LandmarkRow/Accessibility-size.day.png" ] || fail "the AX3 preview was drawn at the default size too"
[ "$(width "$refs/LandmarkRow/Dark.night.png")" -lt 1206 ] || fail "the size-that-fits preview is as wide as the device"
[ "$(width "$refs/LandmarkList/Preview.day.png")" = 1206 ] || fail "a preview without traits is not a device screen"
[ "$(width "$refs/FavoriteButton/Not-set.day.png")" = 360 ] || fail ".fixedLayout(width: 120, height: 80) is not 120 pt wide at 3x"

# The pictures docs/previews.md shows are exactly what this run records.
cmp "$refs/LandmarkList/Preview.day.png" "$repo/docs/previews-landmarklist.day.png" || fail "docs/previews-landmarklist.day.png is not today's render"
cmp "$refs/LandmarkRow/Dark.night.png" "$repo/docs/previews-landmarkrow-dark.night.png" || fail "docs/previews-landmarkrow-dark.night.png is not today's render"
cmp "$refs/LandmarkRow/Accessibility-size.day.ax3.png" "$repo/docs/previews-landmarkrow-ax3.day.ax3.png" || fail "docs/previews-landmarkrow-ax3.day.ax3.png is not today's render"

# Nothing of the build cache is for git: the catalog's .listshot holds only the manifest and the preview folders.
untracked="$(git status --porcelain --untracked-files=all -- Snapshots/.listshot)"
[ "$untracked" = "$(printf '?? Snapshots/.listshot/manifest.json\n?? Snapshots/.listshot/preview-folders')" ] || fail "git would commit more of .listshot: $untracked"

echo "previews-e2e: verify passes; a run without --previews keeps the previews' references"
run 0 verify1.log verify Snapshots --previews App/Landmarks
expect_in verify1.log "24 passed, 0 failed"
mkdir -p Snapshots/specs && cp "$repo/Snapshots/ios/settings.yaml" Snapshots/specs/
run 0 specs.log record Snapshots
run 0 specs-verify.log verify Snapshots --prune
expect_in specs-verify.log "0 orphaned"
[ -f "$refs/LandmarkRow/Dark.night.png" ] || fail "verify --prune without --previews deleted a preview's reference"
echo "previews-e2e: shards of the previews, their reports merged; the audit"
run 0 shard1.log verify Snapshots --previews App/Landmarks --shard 1/2 --report report-previews-1
run 0 shard2.log verify Snapshots --previews App/Landmarks --shard 2/2 --report report-previews-2
run 0 merge.log merge-reports report-previews-1 report-previews-2 --out report-previews
expect_in merge.log "26 passed, 0 failed"
run 1 audit.log audit --previews App/Landmarks --previews-catalog Snapshots --out audit
[ -f audit/images/previews/LandmarkRow/Dark.night.png ] || fail "the audit has no image of a preview"
rm -rf report-previews* audit
git add -A && git commit -qm "previews and their references"

echo "previews-e2e: a one-word change in one view fails that file's previews, naming the element"
sed -i 's/"All landmarks"/"All places"/' App/Landmarks/Views/LandmarkList.swift
run 1 verify2.log verify Snapshots --previews App/Landmarks
expect_in verify2.log 'header text "ALL LANDMARKS" → "ALL PLACES"'
expect_in verify2.log "FAIL previews/LandmarkList/Preview.day"
if grep '^FAIL' verify2.log | grep -qv '^FAIL previews/LandmarkList/'; then fail "previews of other files failed: $(grep '^FAIL' verify2.log)"; fi
expect_in verify2.log "listshot record Snapshots --previews App/Landmarks --mode all --only previews/LandmarkList/Preview.day"
echo "previews-e2e: accept the report of the change"
run 0 accept.log accept Snapshots/.listshot/report --previews App/Landmarks
expect_in accept.log "2 references accepted"
run 0 verify3.log verify Snapshots --previews App/Landmarks
git checkout -q App Snapshots

echo "previews-e2e: verify --against HEAD after a model change lays out only the previews that use it"
sed -i 's/case rivers = "Rivers"/case rivers = "Streams"/' App/Landmarks/Model/Category.swift
run 1 against.log verify --against HEAD Snapshots --previews App/Landmarks --report against-report
expect_in against.log 'text "Rivers" → "Streams"'
expect_in against.log "ADDED previews/CategoryChip/Streams.day"
expect_in against.log "building the previews of App/Landmarks at HEAD (8 Swift files)"
# docs/previews.md shows this run's output: every line of its example, the commit id as "…".
python3 - "$repo/docs/previews.md" against.log "$(git rev-parse --short=12 HEAD)" <<'PY' || fail "docs/previews.md's verify --against example is not this run's output"
import sys
doc, log, commit = open(sys.argv[1]).read(), open(sys.argv[2]).read(), sys.argv[3]
block = doc.split("$ listshot verify --against HEAD Snapshots --previews App/Landmarks\n", 1)[1].split("```", 1)[0]
printed = [line.replace(commit, "…") for line in log.splitlines()]
missing = [line for line in block.splitlines() if not any(p == line or (p.startswith(line) and line.startswith("28 variants")) for p in printed)]
if missing:
    print("\n".join(missing), file=sys.stderr)
    sys.exit(1)
PY
python3 - against-report/report.json <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
untouched = [r for r in results if r["key"].startswith("previews/FavoriteButton/")]
assert untouched, "no FavoriteButton results"
for r in untouched:
    assert "not laid out or rendered" in r["message"], (r["key"], r["message"])
touched = [r for r in results if r["key"].startswith("previews/CategoryChip/All-categories")]
assert touched and all(r["status"] == "failed" for r in touched), touched
PY
git checkout -q App

echo "previews-e2e: a file using an API the module lacks: the others record, exit 2 (0 with --allow-unbuildable)"
cp -R "$repo/Tests/PreviewFixtures/Unbuildable" App/Trails
run 2 unbuildable.log record Snapshots --previews App/Trails
expect_in unbuildable.log "ERROR $work/App/Trails/TrailShareButton.swift:9:9: cannot find 'ShareLink' in scope"
expect_in unbuildable.log "ShareLink is not in Listshot's SwiftUI module yet"
[ -f "$refs/TrailRow/Trail-row.day.png" ] || fail "the buildable files' previews were not recorded"
run 0 allowed.log verify Snapshots --previews App/Trails --allow-unbuildable
run 2 strict.log verify Snapshots --previews App/Trails
echo "previews-e2e: passed"

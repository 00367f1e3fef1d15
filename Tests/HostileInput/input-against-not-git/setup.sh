set -eu
rm -rf .git

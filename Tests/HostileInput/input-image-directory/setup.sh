set -eu
mkdir folder.png

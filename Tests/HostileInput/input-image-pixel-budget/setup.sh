set -eu
gunzip a.png.gz
cp a.png b.png

set -eu
gunzip cat/x.day.png.gz

set -eu
gunzip bomb.png.gz

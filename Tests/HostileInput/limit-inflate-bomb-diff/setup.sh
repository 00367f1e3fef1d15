set -eu
gunzip bomb.png.gz
cp bomb.png other.png

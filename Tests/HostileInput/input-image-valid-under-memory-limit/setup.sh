set -eu
gunzip big.png.gz

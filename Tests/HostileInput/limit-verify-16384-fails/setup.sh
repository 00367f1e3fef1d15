set -eu
gunzip cat/big.day.png.gz

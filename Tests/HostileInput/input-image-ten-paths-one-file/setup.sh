set -eu
gunzip big.png.gz
for i in 0 1 2 3 4 5 6 7 8 9; do ln -s big.png link$i.png; done

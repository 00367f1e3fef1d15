set -eu
cp head.png fat.png
head -c 73400320 /dev/zero >> fat.png

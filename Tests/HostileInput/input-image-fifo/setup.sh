set -eu
mkfifo pipe.png

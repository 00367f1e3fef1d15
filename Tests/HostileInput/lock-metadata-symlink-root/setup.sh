set -eu
ln -s / cat/.listshot

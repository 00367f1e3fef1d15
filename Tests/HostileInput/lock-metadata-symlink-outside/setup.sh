set -eu
ln -s ../outside cat/.listshot

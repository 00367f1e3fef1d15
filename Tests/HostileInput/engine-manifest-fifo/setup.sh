set -eu
mkdir -p cat/.listshot
mkfifo cat/.listshot/manifest.json

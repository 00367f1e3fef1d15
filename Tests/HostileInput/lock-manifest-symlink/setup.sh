set -eu
mkdir -p cat/.listshot
ln -s ../../outside/manifest.json cat/.listshot/manifest.json

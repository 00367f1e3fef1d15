set -eu
ln -s ../../outside/manifest.json cat/.listshot/manifest.json

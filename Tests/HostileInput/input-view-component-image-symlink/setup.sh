set -eu
# a link inside Components/ to a real PNG outside the catalog (app/)
ln -s ../../outside/avatar.png app/Components/avatar.png

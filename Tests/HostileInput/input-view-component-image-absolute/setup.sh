set -eu
# the component names a real PNG outside its catalog (app/) by absolute path
mkdir -p app/Components
printf 'body:\n  image: %s/outside/avatar.png\n  frame: {width: 40, height: 40}\n' "$(pwd)" > app/Components/Avatar.yaml

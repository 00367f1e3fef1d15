set -eu
# Link0 → Link1 → … → Link29, each wrapping the next in padding
mkdir -p Components
i=0; while [ $i -lt 29 ]; do printf 'body: {component: Link%d, padding: 1}\n' $((i+1)) > Components/Link$i.yaml; i=$((i+1)); done
printf 'body: {text: bottom}\n' > Components/Link29.yaml

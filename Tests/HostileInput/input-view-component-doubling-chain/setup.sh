set -eu
# Twice0 … Twice19 each use the next twice; Twice20 is one text: 2^20 (10^6) views, 20 components deep
mkdir -p Components
i=0; while [ $i -lt 20 ]; do printf 'body:\n  vstack: [{component: Twice%d}, {component: Twice%d}]\n' $((i+1)) $((i+1)) > Components/Twice$i.yaml; i=$((i+1)); done
printf 'body: {text: leaf}\n' > Components/Twice20.yaml

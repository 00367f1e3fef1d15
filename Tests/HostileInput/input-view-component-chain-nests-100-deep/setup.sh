set -eu
# Nest0 … Nest19 each put the next inside 5 nested stacks: 100 levels of views, 20 components deep
mkdir -p Components
i=0; while [ $i -lt 20 ]; do printf 'body: {vstack: [{hstack: [{zstack: [{vstack: [{hstack: [{component: Nest%d}]}]}]}]}]}\n' $((i+1)) > Components/Nest$i.yaml; i=$((i+1)); done
printf 'body: {text: bottom}\n' > Components/Nest20.yaml

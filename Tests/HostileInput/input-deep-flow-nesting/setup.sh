set -eu
{ printf "content: "; for i in $(seq 1 100000); do printf "["; done; echo; } > spec.yaml

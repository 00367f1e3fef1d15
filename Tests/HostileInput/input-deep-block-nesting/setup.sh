set -eu
{ echo "content:"; for i in $(seq 1 50000); do printf -- "- "; done; echo x; } > spec.yaml

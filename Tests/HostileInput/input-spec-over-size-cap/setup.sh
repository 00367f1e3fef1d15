set -eu
yes "# padding line for a spec that is far too large" | head -c 10485760 > spec.yaml

set -eu
mkdir -p Components
mkfifo Components/Row.yaml

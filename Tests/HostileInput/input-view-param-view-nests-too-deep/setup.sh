set -eu
# a view of 62 nested vstacks, passed to Wrap, which puts it 3 stacks down: 65 levels
{ printf 'content:\n  - view: {component: Wrap, v: '; i=0; while [ $i -lt 62 ]; do printf '{vstack: ['; i=$((i+1)); done; printf '{text: x}'
  i=0; while [ $i -lt 62 ]; do printf ']}'; i=$((i+1)); done; printf '}\n'; } > spec.yaml

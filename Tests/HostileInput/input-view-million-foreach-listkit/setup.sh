set -eu
# 10 000 ListKit items from forEach, each an alias of one mapping
{ printf 'content:\n  - listKit:\n      sections:\n        - sizeRule: {absolute: {height: 72}}\n          items:\n            - forEach:\n                component: Hundred\n                items: [&item {label: lol}'
  i=1; while [ $i -lt 10000 ]; do printf ', *item'; i=$((i+1)); done; printf ']\n'; } > spec.yaml

set -eu
# 10 000 forEach items, each an alias of one mapping: 10^4 uses of a 100-view component = 10^6 views
{ printf 'content:\n  - view:\n      vstack:\n        - forEach:\n            component: Hundred\n            items: [&item {label: lol}'
  i=1; while [ $i -lt 10000 ]; do printf ', *item'; i=$((i+1)); done; printf ']\n'; } > spec.yaml

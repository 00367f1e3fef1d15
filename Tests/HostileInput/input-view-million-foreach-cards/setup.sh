set -eu
# 10 000 Backpack cards from forEach, each item an alias of one mapping
{ printf 'theme: backpack\ncontent:\n  - cardList:\n      title: Trips\n      cards:\n        - forEach:\n            component: Hundred\n            items: [&item {label: lol}'
  i=1; while [ $i -lt 10000 ]; do printf ', *item'; i=$((i+1)); done; printf ']\n'; } > spec.yaml

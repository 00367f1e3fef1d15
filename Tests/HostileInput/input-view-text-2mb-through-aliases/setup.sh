set -eu
# a 700 000-byte scalar anchored once and aliased twice more: 2.1 MB of text in three views
{ printf 'content:\n  - view:\n      vstack:\n        - text: &t '; head -c 700000 /dev/zero | tr '\0' x; printf '\n        - text: *t\n        - text: *t\n'; } > spec.yaml

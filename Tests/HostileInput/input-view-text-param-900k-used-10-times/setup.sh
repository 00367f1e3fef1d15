set -eu
# a 900 000-byte text parameter (the spec stays under the 1 MiB file limit), drawn 10 times by Ten
{ printf 'content:\n  - view:\n      component: Ten\n      note: '; head -c 900000 /dev/zero | tr '\0' x; echo; } > spec.yaml

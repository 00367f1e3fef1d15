#!/bin/sh
# Drops the drawing libraries from a release binary's start-up list (its DT_NEEDED entries).
#
#   Scripts/prune-needed.sh .build/release/listshot
#
# Listshot calls cairo, pango, fontconfig, harfbuzz and gobject only through the trampolines of
# Sources/CLazyLink, which load those libraries at their first call. The linker still records
# them as needed (the package links them for every other build), so the loader would map all 40
# of them, and what they pull in, before main: half of `listshot --version`. A library is dropped only
# when the binary calls none of its functions directly, so a function missing from
# Sources/CLazyLink/lazy_symbols.h keeps its library (and this script says which). Only on
# x86-64 Linux, where the trampolines exist; elsewhere it does nothing. Needs patchelf, readelf
# and nm (Debian: patchelf, binutils).
set -eu
binary=$1
[ "$(uname -s)-$(uname -m)" = "Linux-x86_64" ] || exit 0
command -v patchelf >/dev/null || { echo "prune-needed: patchelf is missing (apt-get install patchelf); $binary keeps loading every library at start-up" >&2; exit 0; }

# The libraries behind the trampolines, and those only they need.
libraries="libcairo.so.2 libpangocairo-1.0.so.0 libpangoft2-1.0.so.0 libpango-1.0.so.0 libfontconfig.so.1 libharfbuzz.so.0 libgobject-2.0.so.0 libglib-2.0.so.0 libfreetype.so.6"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
nm -D --undefined-only "$binary" | awk '{print $NF}' | sed 's/@.*//' | sort -u > "$scratch/undefined"
needed=$(readelf -d "$binary" | sed -n 's/.*Shared library: \[\(.*\)\]/\1/p')

dropped=""
for library in $libraries; do
    echo "$needed" | grep -qx "$library" || continue
    path=$(ldconfig -p | awk -v name="$library" '$1 == name && /x86-64/ { print $NF; exit }')
    if [ -z "$path" ]; then
        echo "prune-needed: $library is not installed; keeping it" >&2
        continue
    fi
    nm -D --defined-only "$path" | awk '{print $NF}' | sed 's/@.*//' | sort -u > "$scratch/defined"
    direct=$(comm -12 "$scratch/undefined" "$scratch/defined" | tr '\n' ' ')
    if [ -n "$direct" ]; then
        echo "prune-needed: keeping $library: the binary calls $direct directly; add them to Sources/CLazyLink/lazy_symbols.h" >&2
        continue
    fi
    patchelf --remove-needed "$library" "$binary"
    dropped="$dropped $library"
done
[ -z "$dropped" ] || echo "prune-needed: $binary loads at first use:$dropped"

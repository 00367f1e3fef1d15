#!/usr/bin/env python3
"""Writes Themes/<brand>.json from Mistica's resolved token table.

Usage: Scripts/make-theme.py BRAND [TOKENS_FILE]

The colour values come from ../shared/reference/mistica-tokens-resolved.txt (Mistica's own
token data, light and dark resolved to hex). Type scale, Dynamic Type deltas and radii are the
figures of COMPONENTS.md §1.5-1.6. Run it again whenever the token table changes; the output is
stable (sorted keys, fixed formatting).
"""
import json
import os
import re
import sys

# COMPONENTS.md §1.5: presets 1-10 (size / line height), identical across brands.
PRESETS = [(12, 16), (14, 20), (16, 24), (18, 24), (20, 24), (24, 32), (28, 32), (32, 40), (40, 48), (48, 56)]
# COMPONENTS.md §1.5: Dynamic Type deltas (Mistica FontStyle.swift).
DELTAS = {"xs": -3, "s": -2, "m": -1, "l": 0, "xl": 2, "xxl": 4, "xxxl": 6,
          "ax1": 10, "ax2": 14, "ax3": 18, "ax4": 22, "ax5": 26}
# COMPONENTS.md §1.6 radii; tag radius: a pill for classic brands (unconfirmed upstream).
RADII = {
    "movistar": {"container": 8, "button": 4, "indicator": 999, "tag": 999},
    "vivo": {"container": 8, "button": 4, "indicator": 999, "tag": 999},
    "o2": {"container": 8, "button": 4, "indicator": 999, "tag": 999},
    "blau": {"container": 8, "button": 4, "indicator": 999, "tag": 999},
    "vivo-new": {"container": 16, "button": 999, "indicator": 999, "tag": 999},
    "o2-new": {"container": 16, "button": 999, "indicator": 999, "tag": 999},
    "tu": {"container": 16, "button": 999, "indicator": 999, "tag": 999},
    "telefonica": {"container": 0, "button": 999, "indicator": 999, "tag": 999},
}
DISPLAY = {"movistar": "Movistar", "vivo": "Vivo", "o2": "O2", "blau": "Blau", "vivo-new": "Vivo New",
           "o2-new": "O2 New", "tu": "Tu", "telefonica": "Telefónica"}

LINE = re.compile(r"^(\w+)\s+light=(#[0-9A-Fa-f]{6})(?: @ ([0-9.]+) alpha)?.*?dark=(#[0-9A-Fa-f]{6})(?: @ ([0-9.]+) alpha)?")


def color(hex_value, alpha):
    value = hex_value.upper()
    if alpha is None:
        return value
    return value + "%02X" % round(float(alpha) * 255)


def read_tokens(path, brand):
    tokens, current = {}, None
    with open(path, encoding="utf-8") as f:
        for raw in f:
            line = raw.rstrip("\n")
            if line.startswith("=== "):
                current = line[4:].strip()
                continue
            if current != brand:
                continue
            match = LINE.match(line)
            if match:
                name, light, light_a, dark, dark_a = match.groups()
                tokens[name] = {"day": color(light, light_a), "night": color(dark, dark_a)}
    return tokens


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: make-theme.py BRAND [TOKENS_FILE]")
    brand = sys.argv[1]
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    tokens_file = sys.argv[2] if len(sys.argv) > 2 else os.path.join(root, "..", "shared", "reference", "mistica-tokens-resolved.txt")
    colors = read_tokens(tokens_file, brand)
    if not colors:
        sys.exit(f"no tokens for brand '{brand}' in {tokens_file}")
    theme = {
        "schemaVersion": 1,
        "name": brand,
        "displayName": DISPLAY.get(brand, brand),
        "source": "Mistica tokens (mistica-tokens-resolved.txt); type scale and radii from COMPONENTS.md §1.5-1.6",
        "typography": {
            "fontFamily": "Inter",
            "presets": [{"size": s, "lineHeight": lh} for s, lh in PRESETS],
            "weights": {"rowTitle": "regular", "indicator": "medium"},
            "dynamicTypeDeltas": DELTAS,
        },
        "radii": RADII.get(brand, RADII["movistar"]),
        "colors": dict(sorted(colors.items())),
    }
    out = os.path.join(root, "Themes", brand + ".json")
    with open(out, "w", encoding="utf-8") as f:
        json.dump(theme, f, indent=2, ensure_ascii=False)
        f.write("\n")
    print(f"wrote {out} ({len(colors)} colour tokens)")


if __name__ == "__main__":
    main()

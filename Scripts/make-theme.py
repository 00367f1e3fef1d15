#!/usr/bin/env python3
"""Writes Themes/<name>.json: the single generator of every theme file.

Usage: Scripts/make-theme.py NAME... | all [--tokens TOKENS_FILE]

Mistica brands: the colour values come from Scripts/reference/mistica-tokens-resolved.txt
(Mistica's own token data, light and dark resolved to hex), plus Scripts/tokens/*.txt for brands
that file lacks (movistar-new, read from Telefonica/mistica-design; see the file's header). The
type scale and Dynamic Type deltas are docs/components.md §1.5; radii §1.6; weights from each brand's
generated `*FontWeights.swift` in Telefonica/mistica-ios (see WEIGHTS).

Material: the light/dark baseline of docs/components.md §3 (MDC's `MDCSemanticColorScheme`), Roboto,
and the Material type scale.

Backpack: every colour, the type scale, spacings and radii read from Backpack's raw iOS token file
Scripts/reference/backpack-tokens.raw.ios.json (docs/components.md §2); see BACKPACK_COLORS.

iOS: the system colours of Sources/ListshotCore/Theme/SystemColorPalette+Table.swift under the token
names of IOSThemeTokens.swift, and Apple's text styles at Large as presets (docs/ios-values.md).

Run it again whenever a token table changes; the output is stable (sorted keys, fixed formatting).
"""
import glob
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REFERENCE_TOKENS = os.path.join(ROOT, "Scripts", "reference", "mistica-tokens-resolved.txt")
LOCAL_TOKENS = sorted(glob.glob(os.path.join(ROOT, "Scripts", "tokens", "*.txt")))

MISTICA_BRANDS = ["movistar", "movistar-new", "vivo-new", "o2-new", "telefonica", "blau"]
ALL = MISTICA_BRANDS + ["material", "backpack", "ios"]
BACKPACK_TOKENS = os.path.join(ROOT, "Scripts", "reference", "backpack-tokens.raw.ios.json")

# docs/components.md §1.5: presets 1-10 (size / line height), identical across brands.
PRESETS = [(12, 16), (14, 20), (16, 24), (18, 24), (20, 24), (24, 32), (28, 32), (32, 40), (40, 48), (48, 56)]
# docs/components.md §1.5: Dynamic Type deltas (Mistica FontStyle.swift). Material uses the same ones.
DELTAS = {"xs": -3, "s": -2, "m": -1, "l": 0, "xl": 2, "xxl": 4, "xxxl": 6,
          "ax1": 10, "ax2": 14, "ax3": 18, "ax4": 22, "ax5": 26}
# docs/components.md §1.6 radii, from the newest generated radius file of each brand in Telefonica/mistica-ios,
# Sources/MisticaCommon/Radius/Brands/<Brand>CornerRadius.swift (RADII_SOURCES names file and commit; the
# theme records it under "sources.radii"). Those files predate the `tag` token except Movistar New's (0):
# the others keep a pill (999). UIKit's TagView rounds with `indicator`, SwiftUI's Tag with `tag`
# (docs/mistica.md "Tags and badges").
RADII = {
    "movistar": {"container": 16, "button": 4, "indicator": 24, "tag": 999, "checkbox": 4},
    "movistar-new": {"container": 16, "button": 4, "indicator": 24, "tag": 0, "checkbox": 4},
    "vivo-new": {"container": 16, "button": 32, "indicator": 24, "tag": 999, "checkbox": 2},
    "o2-new": {"container": 16, "button": 32, "indicator": 24, "tag": 999, "checkbox": 2},
    "telefonica": {"container": 0, "button": 32, "indicator": 24, "tag": 999, "checkbox": 0},
    "blau": {"container": 8, "button": 4, "indicator": 24, "tag": 999, "checkbox": 2},
}
_RADIUS_FILE = "Telefonica/mistica-ios Sources/MisticaCommon/Radius/Brands/{} @ {}"
_NEWEST = "0995454a28a68a830c5422cb9da8fe40f9b9a251"
RADII_SOURCES = {
    "movistar": _RADIUS_FILE.format("MovistarCornerRadius.swift", _NEWEST),
    "movistar-new": _RADIUS_FILE.format("MovistarNewCornerRadius.swift", "7d34a83357680d5494f9f7977c82b47bbb76abc7"),
    "vivo-new": _RADIUS_FILE.format("VivoNewCornerRadius.swift", _NEWEST),
    "o2-new": _RADIUS_FILE.format("O2NewCornerRadius.swift", _NEWEST),
    "telefonica": _RADIUS_FILE.format("TelefonicaCornerRadius.swift", _NEWEST),
    "blau": _RADIUS_FILE.format("BlauCornerRadius.swift", _NEWEST),
}
# `rowTitle` per brand, from Telefonica/mistica-ios Sources/MisticaCommon/Fonts/Brands/*FontWeights.swift:
# Movistar regular, MovistarNew medium, VivoNew regular, Telefonica regular, Blau regular. The stored
# O2NewFontWeights.swift has no rowTitle entry (its cells drew preset 3 regular), so o2-new is regular.
WEIGHTS = {brand: {"rowTitle": "regular", "indicator": "medium"} for brand in MISTICA_BRANDS}
WEIGHTS["movistar-new"]["rowTitle"] = "medium"
DISPLAY = {"movistar": "Movistar", "movistar-new": "Movistar New", "vivo-new": "Vivo New", "o2-new": "O2 New",
           "telefonica": "Telefónica", "blau": "Blau", "material": "Material",
           "backpack": "Backpack"}
# Palette entries the resolved table references in gradients without listing them elsewhere
# (o2-new's brand gradient, docs/components.md §1.7).
EXTRA_PALETTE = {"o2-new": {"darkBlue": "#00008C", "beyondBlue": "#0050FF", "beyondBlue45": "#0A73EB"}}
TAG_STYLES = ["Promo", "Active", "Inactive", "Success", "Warning", "Error"]

VALUE = r"(#[0-9A-Fa-f]{6}(?: @ [0-9.]+ alpha)?|OBJ \{.*?\}\]\})"
LINE = re.compile(r"^(\w+)\s+light=" + VALUE + r".*?dark=" + VALUE)
NAMED = re.compile(r"(#[0-9A-Fa-f]{6}) \((\w+)\)")


def solid(text):
    """'#ABCDEF' or '#ABCDEF @ 0.1 alpha' as #RRGGBB[AA]."""
    match = re.match(r"(#[0-9A-Fa-f]{6})(?: @ ([0-9.]+) alpha)?", text)
    value = match.group(1).upper()
    return value if match.group(2) is None else value + "%02X" % round(float(match.group(2)) * 255)


def paint(text, palette):
    """A resolved value: a colour string, or {"linearGradient": …} for an OBJ gradient."""
    if not text.startswith("OBJ "):
        return solid(text)
    spec = json.loads(text[4:])
    stops = []
    for stop in spec["colors"]:
        name = re.fullmatch(r"\{palette\.(\w+)\}", stop["value"]).group(1)
        stops.append({"color": palette[name].upper(), "location": stop["stop"]})
    return {"linearGradient": {"angle": spec["angle"], "stops": stops}}


def read_tokens(paths, brand):
    tokens, palette = {}, dict(EXTRA_PALETTE.get(brand, {}))
    for path in paths:
        current = None
        with open(path, encoding="utf-8") as f:
            for raw in f:
                line = raw.rstrip("\n")
                if line.startswith("=== "):
                    current = line[4:].strip()
                    continue
                if current != brand or line.startswith("#"):
                    continue
                for hex_value, name in NAMED.findall(line):
                    palette.setdefault(name, hex_value)
                match = LINE.match(line)
                if match:
                    tokens[match.group(1)] = (match.group(2), match.group(3))
    colors = {name: {"day": paint(day, palette), "night": paint(night, palette)} for name, (day, night) in tokens.items()}
    # Inverse tags (tags on boxedInverse cells and brand sheets): every brand's own tag*Inverse tokens,
    # from its generated palette (Scripts/tokens/tags-inverse.txt and movistar-new.txt cite them); they
    # differ from the plain ones in several brands (Movistar's are white in day), so none is copied.
    for style in TAG_STYLES:
        for kind in ("tagBackground", "tagText"):
            if kind + style in colors and kind + style + "Inverse" not in colors:
                sys.exit(f"brand '{brand}' has {kind + style} but no {kind + style}Inverse; add it to Scripts/tokens/tags-inverse.txt from the brand's palette")
    return colors


# Tokens Mistica's lists reference under an older name. mistica-ios once defined `borderDark`
# (e.g. MovistarColorPalette.swift: `borderDark = grey5`); the palettes now call the same colour
# `borderHigh` (`grey5 | darkModeGrey4`), and SwiftUI's Cell previews still tint icons `.borderDark`.
MISTICA_ALIASES = {"borderDark": "borderHigh"}


def mistica_theme(brand, token_files):
    colors = read_tokens(token_files, brand)
    if not colors:
        sys.exit(f"no tokens for brand '{brand}' in {', '.join(token_files)}")
    for alias, token in MISTICA_ALIASES.items():
        if token not in colors:
            sys.exit(f"brand '{brand}' has no '{token}' token, which '{alias}' names")
        colors.setdefault(alias, colors[token])
    sources = ", ".join(os.path.basename(p) for p in token_files if brand_in(p, brand))
    return {
        "schemaVersion": 1,
        "name": brand,
        "displayName": DISPLAY.get(brand, brand),
        "designSystem": "mistica",
        "source": f"Mistica tokens ({sources}); type scale from docs/components.md §1.5; radii per sources.radii; weights from mistica-ios",
        "typography": {
            "fontFamily": "Inter",
            "presets": [{"size": s, "lineHeight": lh} for s, lh in PRESETS],
            "weights": WEIGHTS[brand],
            "dynamicTypeDeltas": DELTAS,
        },
        "radii": RADII[brand],
        "sources": {"radii": RADII_SOURCES[brand]},
        "colors": dict(sorted(colors.items())),
    }


def material_theme():
    """docs/components.md §3: surface, onSurface, primary; dividers black 0.12 / white 0.2."""
    colors = {
        "surface": {"day": "#FFFFFF", "night": "#121212"},
        "onSurface": {"day": "#000000", "night": "#FFFFFF"},
        "primary": {"day": "#6200EE", "night": "#BB86FC"},
        "divider": {"day": "#0000001F", "night": "#FFFFFF33"},
    }
    return {
        "schemaVersion": 1,
        "name": "material",
        "displayName": DISPLAY["material"],
        "designSystem": "material",
        "source": "Material baseline colours and type scale (docs/components.md §3; material-components-ios MDCSelfSizingStereoCell)",
        "typography": {
            "fontFamily": "Roboto",
            # caption 12/16, body2 14/20, subtitle1 16/24 (presets 1-3); the rest of the Material scale.
            "presets": [{"size": 12, "lineHeight": 16}, {"size": 14, "lineHeight": 20}, {"size": 16, "lineHeight": 24},
                        {"size": 20, "lineHeight": 28}, {"size": 24, "lineHeight": 32}],
            "weights": {"title": "regular", "detail": "regular"},
            "dynamicTypeDeltas": DELTAS,
        },
        "radii": {},
        "colors": colors,
    }


# Backpack colour tokens (camelCase, as BPKColor names them) → the raw token's prefix; each has a
# _DAY and a _NIGHT entry in the raw iOS token file (docs/components.md §2 "Day / night").
BACKPACK_COLORS = {
    "canvas": "CANVAS", "canvasContrast": "CANVAS_CONTRAST",
    "surfaceDefault": "SURFACE_DEFAULT", "surfaceElevated": "SURFACE_ELEVATED",
    "surfaceHighlight": "SURFACE_HIGHLIGHT", "surfaceContrast": "SURFACE_CONTRAST",
    "surfaceLowContrast": "SURFACE_LOW_CONTRAST", "surfaceSubtle": "SURFACE_SUBTLE", "surfaceHero": "SURFACE_HERO",
    "textPrimary": "TEXT_PRIMARY", "textSecondary": "TEXT_SECONDARY", "textOnDark": "TEXT_ON_DARK",
    "textOnLight": "TEXT_ON_LIGHT", "textPrimaryInverse": "TEXT_PRIMARY_INVERSE", "textLink": "TEXT_LINK", "textDisabled": "TEXT_DISABLED",
    "textSuccess": "TEXT_SUCCESS", "textError": "TEXT_ERROR", "textHero": "TEXT_HERO",
    "line": "LINE", "lineOnDark": "LINE_ON_DARK",
    "coreAccent": "CORE_ACCENT", "corePrimary": "CORE_PRIMARY", "coreEco": "CORE_ECO",
    "statusSuccessSpot": "STATUS_SUCCESS_SPOT", "statusSuccessFill": "STATUS_SUCCESS_FILL",
    "statusWarningSpot": "STATUS_WARNING_SPOT", "statusWarningFill": "STATUS_WARNING_FILL",
    "statusDangerSpot": "STATUS_DANGER_SPOT", "statusDangerFill": "STATUS_DANGER_FILL",
    "shadow": "SHADOW",
    # BPKButton colour sets (Backpack-SwiftUI/Button/Classes/ButtonColorSets.swift) and BPKBadge normal.
    "buttonPrimaryBackground": "PRIVATE_BUTTON_PRIMARY_NORMAL_BACKGROUND",
    "buttonPrimaryPressedBackground": "PRIVATE_BUTTON_PRIMARY_PRESSED_BACKGROUND",
    "buttonPrimaryOnDarkBackground": "PRIVATE_BUTTON_PRIMARY_ON_DARK_NORMAL_BACKGROUND",
    "buttonLinkForeground": "PRIVATE_BUTTON_LINK_NORMAL_FOREGROUND",
    "badgeBackgroundNormal": "PRIVATE_BADGE_BACKGROUND_NORMAL",
}
# Backpack text styles in preset order 1…9 (TEXT_<STYLE>_FONT_SIZE / _LINE_HEIGHT): the layout
# reads them by these positions (BPKFontStyle). Labels share the sizes of body/footnote/caption;
# subheading (BPKSnippet's description) comes last so the older positions stay put.
BACKPACK_STYLES = ["CAPTION", "FOOTNOTE", "BODY-DEFAULT", "HEADING-5", "HEADING-4", "HEADING-3", "HEADING-2", "HEADING-1",
                   "SUBHEADING"]


def backpack_theme():
    """Backpack's day and night themes from the raw iOS tokens (docs/components.md §2)."""
    with open(BACKPACK_TOKENS, encoding="utf-8") as f:
        props = json.load(f)["props"]

    def colour(name):
        value = props[name]["value"].upper()          # #RRGGBBAA
        return value[:7] if value.endswith("FF") else value

    def number(name):
        return float(props[name]["value"])

    colors = {token: {"day": colour(raw + "_DAY"), "night": colour(raw + "_NIGHT")}
              for token, raw in BACKPACK_COLORS.items()}
    presets = [{"size": number(f"TEXT_{s}_FONT_SIZE"), "lineHeight": number(f"TEXT_{s}_LINE_HEIGHT")}
               for s in BACKPACK_STYLES]
    presets = [{k: int(v) if v == int(v) else v for k, v in p.items()} for p in presets]
    radii = {key.lower(): int(number(f"CORNER_RADIUS_{key}")) for key in ["XS", "SM", "MD", "LG", "XL"]}
    return {
        "schemaVersion": 1,
        "name": "backpack",
        "displayName": DISPLAY["backpack"],
        "designSystem": "backpack",
        "source": "Backpack raw iOS tokens (backpack-tokens.raw.ios.json): colours, text styles, corner radii; docs/components.md §2",
        "typography": {
            "fontFamily": "Inter",
            "presets": presets,
            # Backpack's weight 700 draws as semibold on iOS (docs/components.md §2 "Typography").
            "weights": {"heading": "semibold", "label": "semibold", "body": "regular"},
            "dynamicTypeDeltas": DELTAS,
        },
        "radii": radii,
        "colors": dict(sorted(colors.items())),
    }


def brand_in(path, brand):
    with open(path, encoding="utf-8") as f:
        return any(line.strip() == f"=== {brand}" for line in f)


IOS_PALETTE = os.path.join(ROOT, "Sources", "ListshotCore", "Theme", "SystemColorPalette+Table.swift")
IOS_TOKENS = os.path.join(ROOT, "Sources", "ListshotCore", "Theme", "IOSThemeTokens.swift")
# Apple HIG "Typography", iOS Dynamic Type sizes, Large (default): caption1, subheadline, body, title3,
# title2, title1, largeTitle (presets 1-7, Mistica's ladder: 3 is body, 7 the large title), then
# caption2, footnote, callout.
IOS_PRESETS = [(12, 16), (15, 20), (17, 22), (20, 25), (22, 28), (28, 34), (34, 41), (11, 13), (13, 18), (16, 21)]
# The body style's size steps in the same tables: 14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53 pt.
IOS_DELTAS = {"xs": -3, "s": -2, "m": -1, "l": 0, "xl": 2, "xxl": 4, "xxxl": 6,
              "ax1": 11, "ax2": 16, "ax3": 23, "ax4": 30, "ax5": 36}


def ios_theme():
    """iOS's own look: each token one system colour, by day and night, as the palette has it."""
    def hex_colour(args):
        parts = [p.strip() for p in args.split(",")]
        red, green, blue = (int(p) for p in parts[:3])
        # Half away from zero, as Swift's rounded() (0.3 → 77, where Python's round gives 76).
        alpha = int(float(parts[3]) * 255 + 0.5) if len(parts) > 3 else 255
        return "#%02X%02X%02X" % (red, green, blue) + ("" if alpha == 255 else "%02X" % alpha)
    with open(IOS_PALETTE, encoding="utf-8") as f:
        palette = {m.group(1): (hex_colour(m.group(2)), hex_colour(m.group(3))) for m in
                   re.finditer(r'"(\w+)": Pair\(day: rgb\(([^)]*)\), night: rgb\(([^)]*)\)\)', f.read())}
    with open(IOS_TOKENS, encoding="utf-8") as f:
        pairs = re.findall(r'\("(\w+)", "(\w+)"\)', f.read())
    return {
        "schemaVersion": 1,
        "name": "ios",
        "displayName": "iOS",
        "designSystem": "ios",
        "source": "iOS's own look (docs/ios-values.md): UIKit's system colours as SystemColorPalette has them, each token one colour (IOSThemeTokens.swift); presets are Apple's text styles at Large (HIG Typography), deltas the body style's steps; Inter stands in for SF Pro",
        "typography": {
            "fontFamily": "Inter",
            "presets": [{"size": size, "lineHeight": line} for size, line in IOS_PRESETS],
            "weights": {"rowTitle": "regular", "headline": "semibold"},
            "dynamicTypeDeltas": IOS_DELTAS,
        },
        "radii": {},
        "colors": {token: {"day": palette[system][0], "night": palette[system][1]} for token, system in pairs},
    }


def main():
    args = sys.argv[1:]
    token_files = [REFERENCE_TOKENS] + LOCAL_TOKENS
    if "--tokens" in args:
        index = args.index("--tokens")
        token_files = [args[index + 1]] + LOCAL_TOKENS
        del args[index:index + 2]
    if not args:
        sys.exit("usage: make-theme.py NAME... | all [--tokens TOKENS_FILE]")
    names = ALL if args == ["all"] else args
    for name in names:
        if name not in ALL:
            sys.exit(f"unknown theme '{name}'; known: {', '.join(ALL)}")
        if name == "material":
            theme = material_theme()
        elif name == "backpack":
            theme = backpack_theme()
        elif name == "ios":
            theme = ios_theme()
        else:
            theme = mistica_theme(name, token_files)
        out = os.path.join(ROOT, "Themes", name + ".json")
        with open(out, "w", encoding="utf-8") as f:
            json.dump(theme, f, indent=2, ensure_ascii=False)
            f.write("\n")
        print(f"wrote {out} ({len(theme['colors'])} colour tokens)")


if __name__ == "__main__":
    main()

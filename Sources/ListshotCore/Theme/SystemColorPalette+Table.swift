// The palette's values (docs/ios-values.md, "Colours", has them with their sources and where the
// sources disagree).

extension SystemColorPalette {
    /// The standard colours and greys. Apple HIG, "Color" → "Specifications" → "iOS, iPadOS system
    /// colors" and "iOS, iPadOS system gray colors", Default (Light) and Default (Dark) columns, the
    /// page as of its change log's June 21, 2023 entry: the values of iOS 15 to 18, which Listshot's
    /// bars also draw with. (The June 2025 edition, for iOS 26, changed the colours; docs/ios-values.md
    /// lists them.)
    static let standardColors: [String: Pair] = [
        "systemRed": Pair(day: rgb(255, 59, 48), night: rgb(255, 69, 58)),
        "systemOrange": Pair(day: rgb(255, 149, 0), night: rgb(255, 159, 10)),
        "systemYellow": Pair(day: rgb(255, 204, 0), night: rgb(255, 214, 10)),
        "systemGreen": Pair(day: rgb(52, 199, 89), night: rgb(48, 209, 88)),
        "systemMint": Pair(day: rgb(0, 199, 190), night: rgb(102, 212, 207)),
        "systemTeal": Pair(day: rgb(48, 176, 199), night: rgb(64, 200, 224)),
        "systemCyan": Pair(day: rgb(50, 173, 230), night: rgb(100, 210, 255)),
        "systemBlue": Pair(day: rgb(0, 122, 255), night: rgb(10, 132, 255)),
        "systemIndigo": Pair(day: rgb(88, 86, 214), night: rgb(94, 92, 230)),
        "systemPurple": Pair(day: rgb(175, 82, 222), night: rgb(191, 90, 242)),
        "systemPink": Pair(day: rgb(255, 45, 85), night: rgb(255, 55, 95)),
        "systemBrown": Pair(day: rgb(165, 132, 94), night: rgb(172, 142, 104)),
        "systemGray": Pair(day: rgb(142, 142, 147), night: rgb(142, 142, 147)),
        "systemGray2": Pair(day: rgb(174, 174, 178), night: rgb(99, 99, 102)),
        "systemGray3": Pair(day: rgb(199, 199, 204), night: rgb(72, 72, 74)),
        "systemGray4": Pair(day: rgb(209, 209, 214), night: rgb(58, 58, 60)),
        "systemGray5": Pair(day: rgb(229, 229, 234), night: rgb(44, 44, 46)),
        "systemGray6": Pair(day: rgb(242, 242, 247), night: rgb(28, 28, 30)),
    ]

    /// UIKit's UI element colours. The HIG names them ("Color" → "iOS, iPadOS": "Dynamic system
    /// colors") without values, and Apple's UIColor pages ("UI element colors") give none either; the
    /// values are UIKit's own as printed from an iOS simulator (red, green, blue and alpha
    /// fractions, e.g. `separator` (0.235294 0.235294 0.262745 0.29) by day) and as Flutter's
    /// Cupertino library re-creates them (flutter/flutter `packages/flutter/lib/src/cupertino/colors.dart`
    /// @ 5d6fba73, which gives alpha bytes: 73 for 0.29, where this table rounds to 74).
    static let elementColors: [String: Pair] = [
        "label": Pair(day: rgb(0, 0, 0), night: rgb(255, 255, 255)),
        "secondaryLabel": Pair(day: rgb(60, 60, 67, 0.6), night: rgb(235, 235, 245, 0.6)),
        "tertiaryLabel": Pair(day: rgb(60, 60, 67, 0.3), night: rgb(235, 235, 245, 0.3)),
        "quaternaryLabel": Pair(day: rgb(60, 60, 67, 0.18), night: rgb(235, 235, 245, 0.16)),
        "placeholderText": Pair(day: rgb(60, 60, 67, 0.3), night: rgb(235, 235, 245, 0.3)),
        "link": Pair(day: rgb(0, 122, 255), night: rgb(9, 132, 255)),
        "separator": Pair(day: rgb(60, 60, 67, 0.29), night: rgb(84, 84, 88, 0.6)),
        "opaqueSeparator": Pair(day: rgb(198, 198, 200), night: rgb(56, 56, 58)),
        "systemBackground": Pair(day: rgb(255, 255, 255), night: rgb(0, 0, 0)),
        "secondarySystemBackground": Pair(day: rgb(242, 242, 247), night: rgb(28, 28, 30)),
        "tertiarySystemBackground": Pair(day: rgb(255, 255, 255), night: rgb(44, 44, 46)),
        "systemGroupedBackground": Pair(day: rgb(242, 242, 247), night: rgb(0, 0, 0)),
        "secondarySystemGroupedBackground": Pair(day: rgb(255, 255, 255), night: rgb(28, 28, 30)),
        "tertiarySystemGroupedBackground": Pair(day: rgb(242, 242, 247), night: rgb(44, 44, 46)),
        "systemFill": Pair(day: rgb(120, 120, 128, 0.2), night: rgb(120, 120, 128, 0.36)),
        "secondarySystemFill": Pair(day: rgb(120, 120, 128, 0.16), night: rgb(120, 120, 128, 0.32)),
        "tertiarySystemFill": Pair(day: rgb(118, 118, 128, 0.12), night: rgb(118, 118, 128, 0.24)),
        "quaternarySystemFill": Pair(day: rgb(116, 116, 128, 0.08), night: rgb(118, 118, 128, 0.18)),
    ]
}

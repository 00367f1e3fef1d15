// `ColorReference.system(_:)`: Apple's system colours by their UIKit names.
//
// A minimal table of the colours a list draws with (docs/lists.md "Colours"), so lists render
// before the full table of Apple's system colours lands; a theme token of the same name wins.

extension ResolvedTheme {
    /// The paint of the system colour `name` in this theme's appearance: the theme's token of that
    /// name when it has one, else Apple's light (day) or dark (night) value; throws naming the
    /// element for a name neither knows.
    ///
    /// ```swift
    /// try theme.systemPaint("separator", for: "view.list.section[0].row[0].separator")
    /// ```
    public func systemPaint(_ name: String, for element: String) throws(LayoutError) -> Paint {
        if let paint = colors[name] { return paint }
        guard let pair = SystemColorTable.colors[name] else {
            throw .unknownColorToken(name, element: element, theme: self.name)
        }
        return .solid(appearance == .night ? pair.dark : pair.light)
    }
}

/// Light and dark values of the UIKit system colours lists use, as Apple's Human Interface
/// Guidelines ("Color", "Specifications": system background, label and separator colours) give
/// them in sRGB: opaque backgrounds, and labels and separators at their published opacities.
enum SystemColorTable {
    static let colors: [String: (light: RGBA, dark: RGBA)] = [
        // HIG: systemBackground #FFFFFF / #000000.
        "systemBackground": (RGBA(red: 255, green: 255, blue: 255), RGBA(red: 0, green: 0, blue: 0)),
        // HIG: secondarySystemBackground #F2F2F7 / #1C1C1E.
        "secondarySystemBackground": (RGBA(red: 242, green: 242, blue: 247), RGBA(red: 28, green: 28, blue: 30)),
        // HIG: systemGroupedBackground #F2F2F7 / #000000.
        "systemGroupedBackground": (RGBA(red: 242, green: 242, blue: 247), RGBA(red: 0, green: 0, blue: 0)),
        // HIG: secondarySystemGroupedBackground #FFFFFF / #1C1C1E.
        "secondarySystemGroupedBackground": (RGBA(red: 255, green: 255, blue: 255), RGBA(red: 28, green: 28, blue: 30)),
        // HIG: separator (60, 60, 67) at 29% / (84, 84, 88) at 60%, as ViewLayoutDefaults.dividerColor.
        "separator": (RGBA(red: 60, green: 60, blue: 67, alpha: 74), RGBA(red: 84, green: 84, blue: 88, alpha: 153)),
        // HIG: label #000000 / #FFFFFF.
        "label": (RGBA(red: 0, green: 0, blue: 0), RGBA(red: 255, green: 255, blue: 255)),
        // HIG: secondaryLabel (60, 60, 67) at 60% / (235, 235, 245) at 60%.
        "secondaryLabel": (RGBA(red: 60, green: 60, blue: 67, alpha: 153), RGBA(red: 235, green: 235, blue: 245, alpha: 153)),
        // HIG: tertiaryLabel (60, 60, 67) at 30% / (235, 235, 245) at 30%; the disclosure chevron's colour.
        "tertiaryLabel": (RGBA(red: 60, green: 60, blue: 67, alpha: 77), RGBA(red: 235, green: 235, blue: 245, alpha: 77)),
    ]
}

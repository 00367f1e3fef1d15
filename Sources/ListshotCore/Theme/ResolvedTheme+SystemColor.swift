import ListshotText

// How `ColorReference.system` resolves (docs/ios-values.md, "How a system colour resolves").

extension ResolvedTheme {
    /// The system colour `name`: the theme's token of that name if it defines one, else
    /// ``SystemColorPalette``'s value for this theme's appearance.
    ///
    /// ```swift
    /// try theme.systemPaint("secondaryLabel", for: "text[0]")   // .solid(#3C3C4399) by day
    /// ```
    public func systemPaint(_ name: String, for element: String) throws(LayoutError) -> Paint {
        if let paint = colors[name] { return paint }
        if let color = SystemColorPalette.color(name, appearance) { return .solid(color) }
        let candidates = SystemColorPalette.names + colors.keys.sorted()
        let hint = Spelling.closest(to: name, in: candidates).map { " Did you mean '\($0)'?" } ?? ""
        throw .invalidValue(element: element, message: "'\(name)' is not an iOS system colour, and the theme '\(self.name)' has no token of that name.\(hint) System colours use Apple's names: label, secondaryLabel, systemBackground, systemGroupedBackground, separator, systemBlue, systemGray2, SwiftUI's red, blue, gray… (docs/ios-values.md lists them all).")
    }
}

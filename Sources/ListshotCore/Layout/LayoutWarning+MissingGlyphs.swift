import ListshotText

extension LayoutWarning {
    /// The warning for text that draws boxes: the element, the text, each missing code point and
    /// what to do about it.
    ///
    /// ```swift
    /// LayoutWarning.missingGlyphs(element: "cell[0].title", text: "\u{10900}", codePoints: [0x10900], count: 1)
    /// // cell[0].title: "𐤀" has no glyph for U+10900 in Listshot's fonts and draws it as a box. …
    /// ```
    public static func missingGlyphs(element: String, text: String, codePoints: [UInt32], count: Int) -> LayoutWarning {
        // In text order (Pango reports them in visual order, reversed in right-to-left runs).
        let scalars = text.unicodeScalars.map(\.value)
        let ordered = codePoints.sorted { (scalars.firstIndex(of: $0) ?? .max) < (scalars.firstIndex(of: $1) ?? .max) }
        let shown = ordered.prefix(8).map { point -> String in
            let hex = String(point, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        let list = shown.isEmpty ? "\(count) character(s)"
            : shown.joined(separator: ", ") + (codePoints.count > shown.count ? " and \(codePoints.count - shown.count) more" : "")
        let excerpt = text.count > 40 ? String(text.prefix(40)) + "…" : text
        return LayoutWarning(element: element, message: "\"\(excerpt.escapingControlCharacters)\" has no glyph for \(list) in Listshot's fonts and draws "
            + "a box instead. Listshot's fallback covers Latin, Greek, Cyrillic, Arabic, Hebrew, Devanagari, Thai, Chinese, Japanese, "
            + "Korean, symbols and emoji (docs/fonts.md); for another script, change the text or bring a font that covers it and make it the theme's font family (a theme's `fonts`, or --fonts DIR).")
    }
}

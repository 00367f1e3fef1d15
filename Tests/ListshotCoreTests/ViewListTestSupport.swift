import Testing
@testable import ListshotCore

// Helpers for the list tests: lists laid out alone with FixedAdvanceTextMeasurer (a character is
// half the font size wide, a line is the font size tall: a 17 pt body row text is 17 pt tall).

/// A list of `sections` in `style` and `generation`, laid out `width` wide.
func layoutList(_ sections: [ViewListSection], style: ViewListStyle = .insetGrouped, generation: ListGeneration = .classic,
                width: Double = 390, spacing: Double? = nil, direction: LayoutDirection = .leftToRight,
                theme: ResolvedTheme = TestTheme.make()) throws -> DisplayList {
    let view = ViewNode(.list(ViewList(style: style, generation: generation, sections: sections, sectionSpacing: spacing)))
    return try ViewLayout.layout(view, width: width, theme: theme, measurer: FixedAdvanceTextMeasurer(), direction: direction).displayList
}

/// A section of text rows titled `titles`.
func textSection(_ titles: [String], header: String? = nil, footer: String? = nil) -> ViewListSection {
    ViewListSection(header: header.map { ViewNode.text($0) }, footer: footer.map { ViewNode.text($0) },
                    rows: titles.map { ViewListRow(ViewNode.text($0)) })
}

extension DisplayList {
    /// The frame of the rectangle with `id` (the first, if several).
    func rect(_ id: String) -> RectPrimitive? {
        for item in items where item.id == id { if case .rect(let rect) = item.primitive { return rect } }
        return nil
    }

    /// The text drawn with `id`.
    func text(_ id: String) -> TextPrimitive? {
        for item in items where item.id == id { if case .text(let text) = item.primitive { return text } }
        return nil
    }

    /// The ids of every item whose id ends in `suffix`.
    func ids(endingWith suffix: String) -> [String] {
        items.map(\.id).filter { $0.hasSuffix(suffix) }
    }
}

/// `a` and `b` within a device pixel at 3×.
func near(_ a: Double?, _ b: Double) -> Bool {
    guard let a else { return false }
    return abs(a - b) < 0.34
}

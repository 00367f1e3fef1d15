/// Lays out a `BPKCardList` (docs/components.md §2; `Backpack-SwiftUI/CardList/Classes/BPKCardList.swift`):
/// a section header padded by `headerPadding` (default 16 all round), then — 16 below
/// (`VStack(spacing: .base)`) — the rail or the stack. With no elements only the header shows.
enum CardListLayout {
    static let blockSpacing = 16.0
    static let titleGap = 4.0
    static let headerButtonGap = 16.0

    /// Emits the card list and returns its height.
    static func layout(_ list: BPKCardList, id: String, x: Double, y: Double, width: Double,
                       context: LayoutContext) throws(LayoutError) -> Double {
        try validate(list, id: id)
        var top = y + (try header(list, id: "\(id).header", x: x, y: y, width: width, context: context))
        guard !list.elements.isEmpty else { return top - y }
        top += blockSpacing
        switch list.layout {
        case .rail: top += try rail(list, id: id, x: x, y: top, width: width, context: context)
        case .stack: top += try stack(list, id: id, x: x, y: top, width: width, context: context)
        }
        return top - y
    }

    static func validate(_ list: BPKCardList, id: String) throws(LayoutError) {
        if list.initiallyShownCardsCount < 0 {
            throw .invalidValue(element: "\(id).initiallyShownCardsCount", message: "\(list.initiallyShownCardsCount) is negative. Use 0 or more (Backpack's default is 3).")
        }
        if let cardWidth = list.cardWidth, !(cardWidth > 0 && cardWidth <= 4096) {
            throw .invalidValue(element: "\(id).cardWidth", message: "a card width of \(cardWidth) pt is out of range. Use a positive width up to 4096, or leave it out for the cards' own width.")
        }
        if list.layout == .rail, let accessory = list.accessory {
            if case .sectionHeaderButton = accessory { return }
            throw .invalidValue(element: "\(id).accessory", message: "a rail takes only a section header button; expand and footer buttons belong to a stack (layout: stack).")
        }
    }

    /// `BPKSectionHeader`: title (heading3) over description (bodyDefault), 4 apart, textPrimary;
    /// an optional icon-only primary button at the trailing side, top-aligned. Returns the padded height.
    static func header(_ list: BPKCardList, id: String, x: Double, y: Double, width: Double,
                       context: LayoutContext) throws(LayoutError) -> Double {
        let theme = context.theme
        let insets = list.headerPadding.insets
        let button = list.accessory?.sectionHeaderButton
        let buttonExtent = button == nil ? 0 : BPKButtonLayout.height + headerButtonGap
        let textWidth = width - insets.horizontal - buttonExtent
        guard textWidth >= 24 else {
            throw .invalidValue(element: id, message: "only \(textWidth) pt are left for the header text. Use a wider frame or less header padding.")
        }
        let color = try theme.color("textPrimary", for: "\(id).title")
        let (titleRequest, title) = try context.measureText(list.title, id: "\(id).title", style: BackpackTextStyle.heading3.style(in: theme),
                                                            width: textWidth, maxLines: 0)
        var textHeight = title.size.height
        let textX = x + insets.leading
        context.emitText(titleRequest, title, id: "\(id).title", at: Point(x: textX, y: y + insets.top), color: color)
        if let description = list.description {
            let (request, measured) = try context.measureText(description, id: "\(id).description",
                                                              style: BackpackTextStyle.bodyDefault.style(in: theme), width: textWidth, maxLines: 0)
            context.emitText(request, measured, id: "\(id).description", at: Point(x: textX, y: y + insets.top + textHeight + titleGap), color: color)
            textHeight += titleGap + measured.size.height
        }
        if let button {
            let origin = Point(x: x + width - insets.trailing - BPKButtonLayout.height, y: y + insets.top)
            try BPKButtonLayout.emitIconButton(button, at: origin, id: "\(id).button", context: context)
            textHeight = max(textHeight, BPKButtonLayout.height)
        }
        return insets.vertical + textHeight
    }
}

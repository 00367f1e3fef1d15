/// Lays out a `BPKCardList` (docs/components.md §2; `Backpack-SwiftUI/CardList/Classes/BPKCardList.swift`):
/// the section header padded by `headerPadding` (default 16 all round), then — with no space between
/// them (`cardListSkeleton`'s outer `VStack(spacing: 0)`) — the rail or the stack. With no elements
/// only the header shows.
enum CardListLayout {
    /// Emits the card list and returns its height.
    static func layout(_ list: BPKCardList, id: String, x: Double, y: Double, width: Double,
                       context: LayoutContext) throws(LayoutError) -> Double {
        try validate(list, id: id)
        var top = y + (try SectionHeaderLayout.layout(list.sectionHeader, id: "\(id).header", x: x, y: y, width: width, context: context))
        guard !list.elements.isEmpty else { return top - y }
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
        if let cardWidth = list.cardWidth, !(cardWidth > 0 && cardWidth <= maximumLength) {
            throw .invalidValue(element: "\(id).cardWidth", message: "a card width of \(cardWidth) pt is out of range. Use a positive width up to \(maximumLengthText), or leave it out for the cards' own width.")
        }
        if list.layout == .rail, let accessory = list.accessory {
            if case .sectionHeaderButton = accessory { return }
            throw .invalidValue(element: "\(id).accessory", message: "a rail takes only a section header button; expand and footer buttons belong to a stack (layout: stack).")
        }
    }
}

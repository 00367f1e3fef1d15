extension CardListLayout {
    static let railPadding = EdgeInsets(horizontal: 16, vertical: 4)
    static let cardSpacing = 16.0
    static let stackPadding = 16.0
    /// How far the rail's clip reaches above and below it: 3σ of the lg shadow (blur 16).
    static let shadowBleed = 48.0

    /// The rail (`BPKCardList.railLayout`, docs/components.md §2 "rail"): a horizontal scroller
    /// clipped at the list's edges, elements top-aligned (`HStack(alignment: .top, spacing: .base)`),
    /// padded h 16 / v 4, shifted left by `scrollOffset`. One element fills the width (ignoring
    /// `cardWidth`); otherwise each element is `cardWidth` wide, or — without it — a snippet is 281
    /// (Backpack's `.frame(width: 281)`) and a card its natural width capped at the width inside the
    /// padding. Returns the rail's height.
    static func rail(_ list: BPKCardList, id: String, x: Double, y: Double, width: Double,
                     context: LayoutContext) throws(LayoutError) -> Double {
        let fullWidth = width - railPadding.horizontal
        let single = list.elements.count == 1
        var measured: [(width: Double, card: BPKCardLayout.Measured)] = []
        for (index, element) in list.elements.enumerated() {
            let cardID = "\(id).card[\(index)]"
            if single {
                measured.append((fullWidth, try CardListElementLayout.measure(element, id: cardID, width: fullWidth, context: context)))
            } else if let cardWidth = list.cardWidth {
                measured.append((cardWidth, try CardListElementLayout.measure(element, id: cardID, width: cardWidth, context: context)))
            } else if case .snippet = element {
                let snippetWidth = min(BPKSnippet.railWidth, fullWidth)
                measured.append((snippetWidth, try CardListElementLayout.measure(element, id: cardID, width: snippetWidth, context: context)))
            } else {
                let probe = try CardListElementLayout.measure(element, id: cardID, width: fullWidth, context: context)
                let natural = context.ceilToPixel(min(max(probe.naturalWidth, 1), fullWidth))
                measured.append((natural, try CardListElementLayout.measure(element, id: cardID, width: natural, context: context)))
            }
        }
        let height = railPadding.vertical + (measured.map(\.card.height).max() ?? 0)
        let viewport = Rect(x: x, y: y, width: width, height: height)
        // Clipped at the leading and trailing edges only: the clip reaches `shadowBleed` above and
        // below, so a focus card's shadow (lg, blur 16) fades out rather than ending in a line.
        let clip = Rect(x: x, y: y - shadowBleed, width: width, height: height + 2 * shadowBleed)
        context.emit("\(id).rail", .pushClip(ClipPrimitive(frame: clip)))
        var cardX = x + railPadding.leading - list.scrollOffset
        for entry in measured {
            let frame = Rect(x: cardX, y: y + railPadding.top, width: entry.width, height: entry.card.height)
            // Cards wholly outside the viewport (shadow included) draw nothing.
            if frame.maxX + 24 > viewport.minX && frame.minX - 24 < viewport.maxX { try entry.card.emit(frame) }
            cardX += entry.width + cardSpacing
        }
        context.emit("\(id).rail", .popClip)
        return height
    }

    /// The stack (`BPKCardList.stackLayout`, docs/components.md §2 "stack"): the first
    /// `shownCardsCount` elements full width inside a horizontal padding of 16, 16 apart (the inner
    /// `VStack(spacing: .base)`); then the accessory (expand link or footer button), 16 below.
    static func stack(_ list: BPKCardList, id: String, x: Double, y: Double, width: Double,
                      context: LayoutContext) throws(LayoutError) -> Double {
        let cardWidth = width - 2 * stackPadding
        var top = y
        for index in 0..<list.shownCardsCount {
            let cardID = "\(id).card[\(index)]"
            let card = try CardListElementLayout.measure(list.elements[index], id: cardID, width: cardWidth, context: context)
            if index > 0 { top += cardSpacing }
            try card.emit(Rect(x: x + stackPadding, y: top, width: cardWidth, height: card.height))
            top += card.height
        }
        let buttonFrame = { (top: Double, size: BPKButtonSize) in Rect(x: x + stackPadding, y: top, width: cardWidth, height: size.height) }
        switch list.accessory {
        case .expand(let expandText, let collapseText, _)? where list.showsExpandButton:
            top += (list.shownCardsCount > 0 ? cardSpacing : 0)
            top += try BPKButtonLayout.emitStretchable(title: list.showingAllCards ? collapseText : expandText,
                                                       icon: list.showingAllCards ? .chevronUp : .chevronDown, iconPosition: .trailing,
                                                       style: .link, frame: buttonFrame(top, .default), id: "\(id).expand", context: context)
        case .footerButton(let button)?:
            top += (list.shownCardsCount > 0 ? cardSpacing : 0)
            top += try BPKButtonLayout.emitStretchable(title: button.title, icon: button.icon, iconPosition: button.iconPosition,
                                                       style: .primary, frame: buttonFrame(top, button.size), id: "\(id).footerButton", context: context)
        default:
            break
        }
        return top - y
    }
}

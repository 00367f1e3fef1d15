import ListshotCore

extension SpecReader {
    static let cardListKeys = ["title", "description", "layout", "initiallyShownCardsCount", "showingAllCards", "cardWidth",
                               "scrollOffset", "headerPadding", "accessory", "cards"]
    static let cardKeys = ["padding", "cornerStyle", "elevation", "pressed", "height", "repeat", "content", "snippet", "divided", "style",
                           "view", "forEach", "element"]

    /// A Backpack card list:
    ///
    /// ```yaml
    /// - cardList:
    ///     title: Popular destinations
    ///     layout: rail                    # or stack
    ///     cardWidth: 200                  # rail only; ignored with one card
    ///     accessory: {sectionHeaderButton: {icon: add-circle, accessibilityLabel: Add}}
    ///     cards:
    ///       - elevation: focus
    ///         repeat: 3
    ///         content: [{title: Barcelona}, {body: 3 nights}]
    /// ```
    func cardList(_ node: SpecNode) throws(SpecError) -> BPKCardList {
        let keys = try node.mapping(allowed: Self.cardListKeys)
        guard let titleNode = keys["title"] else { throw node.error("missing key 'title'. A card list has a section title.") }
        let title = try nonEmpty(titleNode)
        let count = try keys["initiallyShownCardsCount"]?.int() ?? 3
        if count < 0, let n = keys["initiallyShownCardsCount"] {
            throw n.error("\(count) is negative. Use 0 or more (Backpack's default is 3).")
        }
        var cardWidth: Double?
        if let n = keys["cardWidth"] {
            let width = try n.double()
            guard width > 0, width <= maximumLength else {
                throw n.error("a card width of \(width.plainText) pt is out of range. Use a positive width up to \(maximumLengthText), or leave it out for the cards' own width.")
            }
            cardWidth = width
        }
        let layout = try keys["layout"]?.choice(BPKCardListLayout.self) ?? .stack
        let accessory = try keys["accessory"].map { n throws(SpecError) in try cardListAccessory(n) }
        if layout == .rail, let accessory, let n = keys["accessory"] {
            if case .sectionHeaderButton = accessory {} else {
                throw n.error("a rail takes only a section header button; expand and footer buttons belong to `layout: stack`.")
            }
        }
        guard let cardsNode = keys["cards"] else { throw node.error("missing key 'cards'. List the cards (an empty list shows only the header).") }
        var cards: [BPKCardListElement] = []
        for item in try cardsNode.sequence() {
            if let each = try forEachNode(item, allowing: Self.cardKeys) {
                // One card per item, as BPKCardList's element closure draws one per element (docs/views.md).
                let keys = try item.mapping(allowed: Self.cardKeys)
                for stray in ["content", "view", "snippet", "divided", "repeat"] {
                    if let n = keys[stray] { throw n.error("`\(stray)` does not go with `forEach`: each card's content is the component's view. Remove it.") }
                }
                let expanded = try forEach(each, scope: .spec)
                try elements.add(expanded.count, at: item)
                for view in expanded { cards.append(.card(try card(item, keys: keys, content: [.view(view)]).0)) }
                continue
            }
            let before = elements.count
            let (card, times) = try cardListElement(item)
            try elements.add((times - 1) * (elements.count - before) + times, at: item)
            cards += Array(repeating: card, count: times)
        }
        return BPKCardList(title: title, description: try keys["description"].map { n throws(SpecError) in try nonEmpty(n) },
                           layout: layout, initiallyShownCardsCount: count, accessory: accessory,
                           showingAllCards: try keys["showingAllCards"]?.bool() ?? false, cardWidth: cardWidth,
                           scrollOffset: try keys["scrollOffset"]?.double() ?? 0,
                           headerPadding: try keys["headerPadding"].map { n throws(SpecError) in try headerPadding(n) } ?? BPKHeaderPadding(),
                           elements: cards)
    }

    func nonEmpty(_ node: SpecNode) throws(SpecError) -> String {
        let text = try node.string()
        if text.isEmpty { throw node.error("is empty. Give it some text, or leave the key out.") }
        return text
    }

    func headerPadding(_ node: SpecNode) throws(SpecError) -> BPKHeaderPadding {
        let keys = try node.mapping(allowed: ["edges", "spacing"])
        let edges = try list(keys["edges"], of: BPKHeaderPadding.Edge.self).map(Set.init) ?? Set(BPKHeaderPadding.Edge.allCases)
        return BPKHeaderPadding(edges: edges, spacing: try keys["spacing"]?.choice(BPKSpacing.self) ?? .base)
    }

    func cardListAccessory(_ node: SpecNode) throws(SpecError) -> BPKCardListAccessory {
        let keys = try node.mapping(allowed: ["sectionHeaderButton", "expand", "footerButton"])
        guard keys.count == 1, let (key, value) = keys.first else {
            throw node.error("give exactly one of: sectionHeaderButton, expand, footerButton.")
        }
        switch key {
        case "sectionHeaderButton":
            return .sectionHeaderButton(try headerButton(value))
        case "expand":
            let k = try value.mapping(allowed: ["expandText", "collapseText", "sectionHeaderButton"])
            guard let expand = k["expandText"], let collapse = k["collapseText"] else {
                throw value.error("an expand accessory needs `expandText` and `collapseText`.")
            }
            return .expand(expandText: try nonEmpty(expand), collapseText: try nonEmpty(collapse),
                           sectionHeaderButton: try k["sectionHeaderButton"].map { n throws(SpecError) in try headerButton(n) })
        default:
            let k = try value.mapping(allowed: ["title", "icon", "iconPosition", "size"])
            guard let title = k["title"] else { throw value.error("a footer button needs a `title`.") }
            return .footerButton(BPKFooterButton(title: try nonEmpty(title), icon: try k["icon"].map { n throws(SpecError) in try icon(n) },
                                                 iconPosition: try k["iconPosition"]?.choice(BPKFooterButton.IconPosition.self) ?? .trailing,
                                                 size: try k["size"]?.choice(BPKButtonSize.self) ?? .default))
        }
    }

    func headerButton(_ node: SpecNode) throws(SpecError) -> BPKSectionHeaderButton {
        let keys = try node.mapping(allowed: ["icon", "accessibilityLabel"])
        guard let iconNode = keys["icon"], let label = keys["accessibilityLabel"] else {
            throw node.error("a section header button needs an `icon` and an `accessibilityLabel`.")
        }
        return BPKSectionHeaderButton(icon: try icon(iconNode), accessibilityLabel: try nonEmpty(label))
    }

    /// A card or a snippet, and how many times it repeats.
    func cardListElement(_ node: SpecNode) throws(SpecError) -> (BPKCardListElement, Int) {
        let keys = try node.mapping(allowed: Self.cardKeys)
        let times = try keys["repeat"]?.int() ?? 1
        guard (1...100).contains(times) else { throw (keys["repeat"] ?? node).error("repeat \(times) is out of range; use 1…100.") }
        if let elementNode = keys["element"] {
            // `element: VIEW`: the view with no card around it, as BPKCardList draws what its closure returns.
            if let stray = Self.cardKeys.first(where: { $0 != "element" && $0 != "repeat" && keys[$0] != nil }), let n = keys[stray] {
                throw n.error("`\(stray)` does not go with `element:`, which is a view with no card around it. Remove it, or make this element a card (`view:` beside the card's keys).")
            }
            return (.view(try view(elementNode, scope: .spec)), times)
        }
        if let snippetNode = keys["snippet"] {
            if let stray = ["padding", "cornerStyle", "elevation", "pressed", "height", "content", "view", "divided", "style"].first(where: { keys[$0] != nil }), let n = keys[stray] {
                throw n.error("`\(stray)` is a card key; a snippet is not a card. Remove it, or make this element a card (no `snippet:`).")
            }
            return (.snippet(try snippet(snippetNode)), times)
        }
        let (card, _) = try card(node, keys: keys)
        return (.card(card), times)
    }

    /// A card from its keys.
    func card(_ node: SpecNode, keys: [String: SpecNode], content given: [BPKCardContent]? = nil) throws(SpecError) -> (BPKCard, Int) {
        let times = try keys["repeat"]?.int() ?? 1
        if let dividedNode = keys["divided"] { return (try dividedCard(dividedNode, keys: keys), times) }
        var height: Double?
        if let n = keys["height"] {
            let value = try n.double()
            guard value > 0, value <= maximumLength else {
                throw n.error("a card height of \(value.plainText) pt is out of range; use 1…\(maximumLengthText), or leave it out to fit the content.")
            }
            height = value
        }
        let content: [BPKCardContent]
        if let given {
            content = given
        } else if let viewNode = keys["view"] {
            // `view: VIEW`: the card's content is one view, as `BPKCard { ProductCard(model:) }`.
            if let n = keys["content"] { throw n.error("give the card either `view:` or `content:`, not both. Put the view in `content: [{view: …}]` beside other blocks.") }
            content = [.view(try view(viewNode, scope: .spec))]
        } else {
            guard let contentNode = keys["content"] else {
                throw node.error("the card has no content. Add `content:` with at least one block (title, body, image…), or `view:` with any view.")
            }
            content = try cardContent(contentNode)
            if content.isEmpty { throw contentNode.error("the card has no content. Give it at least one block (title, body, image…).") }
        }
        return (BPKCard(padding: try keys["padding"]?.choice(BPKCard.Padding.self) ?? .small,
                        cornerStyle: try keys["cornerStyle"]?.choice(BPKCard.CornerStyle.self) ?? .small,
                        elevation: try keys["elevation"]?.choice(BPKCard.Elevation.self) ?? .default,
                        style: try keys["style"]?.choice(BPKCard.Style.self) ?? .onContrast,
                        isPressed: try keys["pressed"]?.bool() ?? false, height: height, content: content), times)
    }
}

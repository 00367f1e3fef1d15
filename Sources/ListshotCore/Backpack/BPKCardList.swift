/// Backpack's card list (`Backpack-SwiftUI/CardList/Classes/BPKCardList.swift`), docs/components.md §2:
/// a section header padded by `headerPadding`, then directly below it (`cardListSkeleton`'s outer
/// `VStack(spacing: 0)`) the cards in a horizontal rail or a vertical stack.
///
/// ```swift
/// BPKCardList(title: "Popular destinations", description: "Where people go this month",
///             layout: .stack, initiallyShownCardsCount: 2,
///             accessory: .expand(expandText: "Show more", collapseText: "Show less"), elements: cards)
/// ```
public struct BPKCardList: Sendable, Hashable, Codable {
    public var title: String
    public var description: String?
    public var layout: BPKCardListLayout
    /// Cards a stack shows before it is expanded (Backpack default 3).
    public var initiallyShownCardsCount: Int
    /// The header button, expand button or footer button (Backpack's `Accessory`).
    public var accessory: BPKCardListAccessory?
    /// The `showingAllCards` state of a stack with the expand accessory.
    public var showingAllCards: Bool
    /// A rail card's width; ignored when the rail holds one element (it fills the width).
    public var cardWidth: Double?
    /// The rail's horizontal scroll offset in points (0 shows the first card and the next one's peek).
    public var scrollOffset: Double
    /// Which sides of the header are padded, and by which spacing (Backpack: all sides, base = 16).
    public var headerPadding: BPKHeaderPadding
    /// What `cardForElement` returns for each element: cards or snippets.
    public var elements: [BPKCardListElement]

    public init(title: String, description: String? = nil, layout: BPKCardListLayout,
                initiallyShownCardsCount: Int = 3, accessory: BPKCardListAccessory? = nil, showingAllCards: Bool = false,
                cardWidth: Double? = nil, scrollOffset: Double = 0,
                headerPadding: BPKHeaderPadding = BPKHeaderPadding(), elements: [BPKCardListElement]) {
        self.title = title; self.description = description; self.layout = layout
        self.initiallyShownCardsCount = initiallyShownCardsCount; self.accessory = accessory
        self.showingAllCards = showingAllCards; self.cardWidth = cardWidth; self.scrollOffset = scrollOffset
        self.headerPadding = headerPadding; self.elements = elements
    }

    /// A list of cards.
    public init(title: String, description: String? = nil, layout: BPKCardListLayout,
                initiallyShownCardsCount: Int = 3, accessory: BPKCardListAccessory? = nil, showingAllCards: Bool = false,
                cardWidth: Double? = nil, scrollOffset: Double = 0,
                headerPadding: BPKHeaderPadding = BPKHeaderPadding(), elements: [BPKCard]) {
        self.init(title: title, description: description, layout: layout, initiallyShownCardsCount: initiallyShownCardsCount,
                  accessory: accessory, showingAllCards: showingAllCards, cardWidth: cardWidth, scrollOffset: scrollOffset,
                  headerPadding: headerPadding, elements: elements.map(BPKCardListElement.card))
    }

    /// The section header the list draws (`BPKCardList.sectionHeader(with:)`): the title, the
    /// description, the accessory's header button, padded by `headerPadding`.
    public var sectionHeader: BPKSectionHeader {
        BPKSectionHeader(title: title, description: description, button: accessory?.sectionHeaderButton, padding: headerPadding)
    }

    /// The stack's visible card count: all when expanded, else `min(initiallyShownCardsCount, count)`.
    public var shownCardsCount: Int {
        showingAllCards ? elements.count : min(max(initiallyShownCardsCount, 0), elements.count)
    }

    /// Whether the expand button shows: only when there are more elements than initially shown.
    public var showsExpandButton: Bool {
        guard case .expand? = accessory else { return false }
        return elements.count > initiallyShownCardsCount
    }
}

/// `BPKCardListLayout`: a rail (horizontal scroller) or a stack.
public enum BPKCardListLayout: String, Sendable, Hashable, CaseIterable, Codable {
    /// A horizontal rail: cards top-aligned, 16 apart, padded h 16 / v 4 (`.padding(.vertical, .sm)`).
    case rail
    /// Full-width cards 16 apart, inside a horizontal padding of 16, then the accessory.
    case stack
}

/// `BPKCardListLayout.Accessory`: what follows a stack, or sits in its header.
public enum BPKCardListAccessory: Sendable, Hashable, Codable {
    /// An icon-only primary button at the trailing side of the header.
    case sectionHeaderButton(BPKSectionHeaderButton)
    /// A full-width link button with a chevron down (collapsed) or up (expanded).
    case expand(expandText: String, collapseText: String, sectionHeaderButton: BPKSectionHeaderButton? = nil)
    /// A full-width (stretchable) primary button.
    case footerButton(BPKFooterButton)

    /// The header button this accessory carries, if any.
    public var sectionHeaderButton: BPKSectionHeaderButton? {
        switch self {
        case .sectionHeaderButton(let button): return button
        case .expand(_, _, let button): return button
        case .footerButton: return nil
        }
    }
}

/// `BPKCardListLayout.SectionHeaderAction`: an icon and its accessibility label.
public struct BPKSectionHeaderButton: Sendable, Hashable, Codable {
    public var icon: Icon
    public var accessibilityLabel: String
    public init(icon: Icon, accessibilityLabel: String) { self.icon = icon; self.accessibilityLabel = accessibilityLabel }
}

/// `BPKCardListLayout.ButtonAction` for the footer: a title, an optional icon and its position.
public struct BPKFooterButton: Sendable, Hashable, Codable {
    public enum IconPosition: String, Sendable, Hashable, CaseIterable, Codable { case leading, trailing }
    public var title: String
    public var icon: Icon?
    public var iconPosition: IconPosition
    /// The button's size: `default` 36 tall, `large` 48 (docs/backpack.md "Figures").
    public var size: BPKButtonSize
    public init(title: String, icon: Icon? = nil, iconPosition: IconPosition = .trailing, size: BPKButtonSize = .default) {
        self.title = title; self.icon = icon; self.iconPosition = iconPosition; self.size = size
    }
}

/// `BPKButtonSize`: the height of a Backpack button (`CurrentStateButtonStyle.height`: `size == .default ? 36 : 48`).
///
/// ```swift
/// BPKFooterButton(title: "See all", size: .large)   // 48 tall
/// ```
public enum BPKButtonSize: String, Sendable, Hashable, CaseIterable, Codable {
    case `default`, large
    /// The height in points: 36 or 48.
    public var height: Double { self == .large ? 48 : 36 }
}

/// The sides of the section header that are padded, and the `BPKSpacing` token used.
public struct BPKHeaderPadding: Sendable, Hashable {
    /// SwiftUI `Edge.Set` members.
    public enum Edge: String, Sendable, Hashable, CaseIterable, Codable { case top, leading, bottom, trailing }
    public var edges: Set<Edge>
    public var spacing: BPKSpacing
    public init(edges: Set<Edge> = Set(Edge.allCases), spacing: BPKSpacing = .base) { self.edges = edges; self.spacing = spacing }

    /// The padding as insets.
    public var insets: EdgeInsets {
        let v = spacing.value
        return EdgeInsets(top: edges.contains(.top) ? v : 0, leading: edges.contains(.leading) ? v : 0,
                          bottom: edges.contains(.bottom) ? v : 0, trailing: edges.contains(.trailing) ? v : 0)
    }
}

/// Backpack's spacing scale (`BPKSpacing`; raw tokens `SPACING_*`, docs/components.md §2 "Spacing").
public enum BPKSpacing: String, Sendable, Hashable, CaseIterable, Codable {
    case none, xxs, xs, sm, md, base, lg, xl, xxl
    public var value: Double {
        switch self {
        case .none: return 0
        case .xxs: return 1
        case .xs: return 2
        case .sm: return 4
        case .md: return 8
        case .base: return 16
        case .lg: return 24
        case .xl: return 32
        case .xxl: return 40
        }
    }
}

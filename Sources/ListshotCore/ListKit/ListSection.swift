/// A ListKit list: several sections over one collection view, drawn at a vertical scroll offset
/// (docs/components.md §4).
///
/// ```swift
/// ListKitList(height: 400, scrollOffset: 120) {
///     ListSection(header: .title("Colours"), isHeaderSticky: true,
///                 sizeRule: .grid(itemsPerRow: 3, aspectRatio: 1), items: swatches)
/// }
/// ```
public struct ListKitList: Sendable, Hashable, Codable {
    public var sections: [ListSection]
    /// The visible height (the collection view's bounds); nil shows all content at offset 0.
    public var height: Double?
    /// The vertical content offset: positive scrolls up, negative pulls down (stretchy headers).
    public var scrollOffset: Double

    public init(sections: [ListSection], height: Double? = nil, scrollOffset: Double = 0) {
        self.sections = sections; self.height = height; self.scrollOffset = scrollOffset
    }

    public init(height: Double? = nil, scrollOffset: Double = 0, @ListSectionBuilder _ sections: () -> [ListSection]) {
        self.init(sections: sections(), height: height, scrollOffset: scrollOffset)
    }
}

/// One ListKit section: items with one size rule, an optional header and footer, insets,
/// spacing and paging.
///
/// ```swift
/// ListSection(header: .title("Recent"), sizeRule: .absolute(height: 56), items: [.label("Ana")], hasNextPage: true)
/// ```
public struct ListSection: Sendable, Hashable, Codable {
    public var header: ListSupplementaryView?
    public var footer: ListSupplementaryView?
    /// Whether the header stays pinned at the top while its section scrolls under it.
    public var isHeaderSticky: Bool
    public var sizeRule: ListSizeRule
    public var insets: EdgeInsets
    /// The gap between items, horizontally and between rows (grids use their own spacing).
    public var interitemSpacing: Double
    public var items: [ListItem]
    /// `isPagingEnabled && hasNextPage`: a loader row (a grey activity spinner) follows the last item.
    public var hasNextPage: Bool

    public init(header: ListSupplementaryView? = nil, footer: ListSupplementaryView? = nil, isHeaderSticky: Bool = false,
                sizeRule: ListSizeRule = .absolute(height: 44), insets: EdgeInsets = .zero, interitemSpacing: Double = 0,
                items: [ListItem], hasNextPage: Bool = false) {
        self.header = header; self.footer = footer; self.isHeaderSticky = isHeaderSticky; self.sizeRule = sizeRule
        self.insets = insets; self.interitemSpacing = interitemSpacing; self.items = items; self.hasNextPage = hasNextPage
    }
}

/// How big each item of a section is (ListKit's size rules).
public enum ListSizeRule: Sendable, Hashable, Codable {
    /// A fixed size; the width defaults to the list width minus the section insets.
    case absolute(width: Double? = nil, height: Double)
    /// Fractions of the list's width and height (the visible height, or the width when unbounded).
    case relative(width: Double, height: Double)
    /// `itemsPerRow` per row: width = floor((listWidth − 2·horizontalPadding − (n−1)·interitemSpacing) / n),
    /// height = width / aspectRatio + additionalHeight (docs/components.md §4).
    case grid(itemsPerRow: Int, aspectRatio: Double = 1, horizontalPadding: Double = 0,
              additionalHeight: Double = 0, interitemSpacing: Double = 0)
}

/// One item: its content and indent level (each level indents by ``ListItem/indentWidth``).
public struct ListItem: Sendable, Hashable, Codable {
    public var content: ListItemContent
    public var indentLevel: Int
    public init(_ content: ListItemContent, indentLevel: Int = 0) { self.content = content; self.indentLevel = indentLevel }

    /// Points per indent level (UIKit's `UICollectionLayoutListConfiguration` uses about 16 for a level).
    public static let indentWidth = 16.0

    /// A colour swatch with an optional caption.
    public static func swatch(_ color: ColorReference, label: String? = nil) -> ListItem { ListItem(.swatch(color, label: label)) }
    /// A single line of text on the list background.
    public static func label(_ text: String) -> ListItem { ListItem(.label(text)) }
}

/// What an item shows: plain views, or a Mistica cell laid out by the cell layout.
public enum ListItemContent: Sendable, Hashable, Codable {
    /// A rounded colour swatch, with an optional caption on it.
    case swatch(ColorReference, label: String?)
    /// Text (preset 3, primary text colour), vertically centred, 16 from the leading edge.
    case label(String)
    /// A PNG aspect-filled into the item, 8 pt corners.
    case image(String)
    /// A Mistica cell (needs a Mistica theme), filling the item's width.
    case cell(Cell)
    /// Any view ("reuse your custom views for items in the list"), offered the item's frame and
    /// centred in it, as a hosting cell centres its root view.
    case view(ViewNode)
}

/// A section header or footer: a title row or an image header.
public enum ListSupplementaryView: Sendable, Hashable, Codable {
    /// A title in preset 2 semibold on the list background, 16 from the leading edge; `height` default 44.
    case title(String, height: Double = 44)
    /// An image header: plain, parallax (moves at `factor` of the offset) or stretchy (grows when pulled down).
    case image(String, height: Double, effect: ListHeaderEffect = .none)
    /// The app's own view (a custom supplementary view), `height` tall: offered the row and
    /// centred in it, clipped to it (docs/views.md).
    case view(ViewNode, height: Double)

    public var height: Double {
        switch self {
        case .title(_, let height): return height
        case .image(_, let height, _): return height
        case .view(_, let height): return height
        }
    }
}

/// How an image header reacts to the scroll offset.
public enum ListHeaderEffect: Sendable, Hashable, Codable {
    case none
    /// The image moves at `factor` × the offset (0.5: half as fast as the content).
    case parallax(factor: Double)
    /// Pulled down (negative offset), the header stays at the top and grows by the pull.
    case stretchy
}

/// Builds the sections of a ``ListKitList``.
@resultBuilder
public enum ListSectionBuilder {
    public static func buildExpression(_ section: ListSection) -> [ListSection] { [section] }
    public static func buildBlock(_ parts: [ListSection]...) -> [ListSection] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [ListSection]?) -> [ListSection] { part ?? [] }
    public static func buildEither(first: [ListSection]) -> [ListSection] { first }
    public static func buildEither(second: [ListSection]) -> [ListSection] { second }
    public static func buildArray(_ parts: [[ListSection]]) -> [ListSection] { parts.flatMap { $0 } }
}

/// SwiftUI `List` (and `Form`, an inset-grouped list): sections of rows drawn as iOS draws them,
/// in one of SwiftUI's list styles and one of two iOS generations (docs/lists.md).
///
/// ```swift
/// let settings = ViewList(style: .insetGrouped, generation: .classic, sections: [
///     ViewListSection(header: ViewNode.text("Account"), rows: [
///         ViewListRow(ViewNode.text("Name")),
///         ViewListRow(ViewNode.text("Email"), showsDisclosure: true),
///     ]),
/// ])
/// ViewNode(.list(settings))
/// ```
public struct ViewList: Sendable, Hashable, Codable {
    /// SwiftUI `listStyle(_:)`.
    public var style: ViewListStyle
    /// Which iOS draws the list: iOS 17/18 (`classic`) or iOS 26 (`glass`).
    public var generation: ListGeneration
    public var sections: [ViewListSection]
    /// SwiftUI `listSectionSpacing(_:)`: the distance between two sections; nil is the style's default
    /// (``ListMetrics/sectionSpacing``).
    public var sectionSpacing: Double?

    public init(style: ViewListStyle = .insetGrouped, generation: ListGeneration = .classic,
                sections: [ViewListSection], sectionSpacing: Double? = nil) {
        self.style = style; self.generation = generation; self.sections = sections; self.sectionSpacing = sectionSpacing
    }

    /// SwiftUI `Form`: an inset-grouped list.
    ///
    /// ```swift
    /// ViewList.form(generation: .glass, sections: [ViewListSection(rows: [ViewListRow(ViewNode.text("Wi-Fi"))])])
    /// ```
    public static func form(generation: ListGeneration = .classic, sections: [ViewListSection]) -> ViewList {
        ViewList(style: .insetGrouped, generation: generation, sections: sections)
    }
}

/// SwiftUI's list styles on iOS (`PlainListStyle`, `InsetGroupedListStyle`, `GroupedListStyle`,
/// `InsetListStyle`, `SidebarListStyle`).
///
/// ```swift
/// ViewList(style: .plain, sections: sections)
/// ```
public enum ViewListStyle: String, Sendable, Hashable, CaseIterable, Codable {
    case plain, insetGrouped, grouped, inset, sidebar
}

/// The iOS generation whose list figures a list is drawn with (docs/lists.md "Choosing a generation").
///
/// ```swift
/// ViewList(style: .insetGrouped, generation: .glass, sections: sections)   // iOS 26
/// ```
public enum ListGeneration: String, Sendable, Hashable, CaseIterable, Codable {
    /// iOS 17 and 18: 44 pt rows, 10 pt section corners, uppercase 13 pt headers.
    case classic
    /// iOS 26 (Liquid Glass): 52 pt rows, 26 pt section corners, title-case 17 pt headers.
    case glass
}

/// SwiftUI `Section { rows } header: { header } footer: { footer }`.
///
/// ```swift
/// ViewListSection(header: ViewNode.text("Display"), footer: ViewNode.text("Applies to every screen."),
///                 rows: [ViewListRow(ViewNode.text("Text Size"))])
/// ```
public struct ViewListSection: Sendable, Hashable, Codable {
    /// Drawn above the rows in the style's header font, colour and case (a text's own style wins).
    public var header: ViewNode?
    /// Drawn below the rows in the style's footer font and colour.
    public var footer: ViewNode?
    public var rows: [ViewListRow]

    public init(header: ViewNode? = nil, footer: ViewNode? = nil, rows: [ViewListRow]) {
        self.header = header; self.footer = footer; self.rows = rows
    }
}

/// One row of a list section: its content and the row modifiers SwiftUI reads from it.
///
/// ```swift
/// ViewListRow(ViewNode.text("Airplane Mode"), insets: EdgeInsets(horizontal: 24, vertical: 4),
///             background: .color(.system("systemYellow")), separator: .hidden)
/// ```
public struct ViewListRow: Sendable, Hashable, Codable {
    public var content: ViewNode
    /// `listRowInsets(_:)`: nil is the style's (``ListMetrics/rowInsets``).
    public var insets: EdgeInsets?
    /// `listRowBackground(_:)`: nil is the style's row colour.
    public var background: ViewBackground?
    /// `listRowSeparator(_:)`: a hidden separator is drawn neither above nor below the row.
    public var separator: ViewListSeparator
    /// A `NavigationLink` row: a disclosure chevron at the trailing edge.
    public var showsDisclosure: Bool

    public init(_ content: ViewNode, insets: EdgeInsets? = nil, background: ViewBackground? = nil,
                separator: ViewListSeparator = .visible, showsDisclosure: Bool = false) {
        self.content = content; self.insets = insets; self.background = background
        self.separator = separator; self.showsDisclosure = showsDisclosure
    }
}

/// SwiftUI `Visibility` as `listRowSeparator(_:)` takes it.
///
/// ```swift
/// ViewListRow(ViewNode.text("Last"), separator: .hidden)
/// ```
public enum ViewListSeparator: String, Sendable, Hashable, Codable {
    case visible, hidden
}

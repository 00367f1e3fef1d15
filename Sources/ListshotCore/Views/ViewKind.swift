/// What a ``ViewNode`` is: a container of other views, or a leaf that draws.
///
/// ```swift
/// ViewKind.vstack(children: [ViewNode.text("A"), ViewNode.text("B")], alignment: .leading, spacing: 2)
/// ViewKind.shape(.circle, fill: .token("brandLow"), stroke: nil)
/// ```
public indirect enum ViewKind: Sendable, Hashable, Codable {
    /// SwiftUI `VStack(alignment:spacing:)`: children top to bottom, aligned across.
    /// `spacing` nil means the default for each pair: 0 beside a spacer, else ``ViewLayoutDefaults/stackSpacing``.
    case vstack(children: [ViewNode], alignment: HorizontalAlignment, spacing: Double?)
    /// SwiftUI `HStack(alignment:spacing:)`: children leading to trailing, aligned across.
    case hstack(children: [ViewNode], alignment: VerticalAlignment, spacing: Double?)
    /// SwiftUI `ZStack(alignment:)`: children on top of each other, later ones in front.
    case zstack(children: [ViewNode], alignment: Alignment)
    /// SwiftUI `Text`.
    case text(ViewText)
    /// A raster image file (SwiftUI `Image(_:)`, with `resizable()` and
    /// `aspectRatio(contentMode:)`): sized as ``ViewImage`` says.
    case image(ViewImage)
    /// A built-in glyph, `size`×`size` points whatever it is offered (like
    /// `Image(systemName:)` at a fixed font size).
    case icon(Icon, size: Double, color: ColorReference?)
    /// SwiftUI `Image(systemName:)`: an SF Symbol name drawn with a Lucide glyph, sized from the
    /// environment's font (``ViewSymbol``, docs/symbols.md).
    case symbol(ViewSymbol)
    /// SwiftUI `Rectangle`, `RoundedRectangle`, `Capsule` or `Circle`, filled and/or stroked.
    case shape(ViewShape, fill: ColorReference?, stroke: ViewStroke?)
    /// SwiftUI `Spacer(minLength:)`; nil is the default (``ViewLayoutDefaults/spacerMinLength``). A stack sizes it after its siblings.
    case spacer(minLength: Double?)
    /// SwiftUI `Divider`: a ``ViewLayoutDefaults/dividerThickness(scale:contentSize:)`` line across its stack.
    case divider
    /// SwiftUI `Button { } label: { label }` in the plain style: draws its label as it is, and its
    /// frame is a touch target that `listshot audit` measures (docs/audit.md).
    case button(label: ViewNode)
    /// A design-system component (a Mistica list of cells, a Backpack card list, a ListKit list, a
    /// tag sheet…) as a view: as wide as it is offered (at least ``ViewLayoutDefaults/componentMinimumWidth``),
    /// as tall as its content at that width, laid out by its own design system's rules
    /// (docs/views.md, "Components as views").
    case component(Component)
    /// A Backpack card block that keeps its own drawing (an image with its corner, a badge row, a
    /// price): a leaf that card content is lowered to (docs/backpack.md "Card content").
    case cardBlock(BPKCardContent)
    /// SwiftUI `ViewThatFits(in:)`: the first child whose ideal size fits the proposal along
    /// `axes`, else the last; only the chosen child is drawn.
    case viewThatFits(children: [ViewNode], axes: ViewAxes)
    /// SwiftUI `GeometryReader`: takes all the space offered (0 along an axis offered nil) and
    /// offers it to each child, placed at its top-leading corner. A child's
    /// ``ViewModifier/relativeFrame(width:height:alignment:)`` is a fraction of that size.
    case geometryReader(children: [ViewNode])
    /// SwiftUI `List` / `Form`: sections of rows in an iOS list style, as wide as it is offered
    /// and as tall as its content (docs/lists.md).
    case list(ViewList)
    /// SwiftUI `Grid`: columns as wide as their widest cell, rows as tall as their tallest (``ViewGrid``).
    case grid(ViewGrid)
    /// SwiftUI `GridRow`: a row of a ``ViewKind/grid(_:)``; elsewhere an `HStack` of its cells.
    case gridRow(ViewGridRow)
    /// SwiftUI `LazyVGrid` / `LazyHGrid`: tracks computed from the space offered (``ViewLazyGrid``).
    case lazyGrid(ViewLazyGrid)
    /// SwiftUI `GeometryReader { proxy in … }`: a ``ViewKind/geometryReader(children:)`` whose content
    /// was lowered at one or more proxy sizes (``ViewGeometryVariants``).
    case geometryVariants(ViewGeometryVariants)

    /// The name the kind gives its element id (`view.hstack[1].text`); shapes use the shape's name.
    public var elementName: String {
        switch self {
        case .vstack: return "vstack"
        case .hstack: return "hstack"
        case .zstack: return "zstack"
        case .text: return "text"
        case .image: return "image"
        case .icon: return "icon"
        case .symbol: return "symbol"
        case .shape(let shape, _, _): return shape.elementName
        case .spacer: return "spacer"
        case .divider: return "divider"
        case .button: return "button"
        case .component(let component): return component.kind.elementPrefix
        case .cardBlock(let block): return block.kindName
        case .viewThatFits: return "viewThatFits"
        case .geometryReader: return "geometryReader"
        case .list: return "list"
        case .grid: return "grid"
        case .gridRow: return "gridRow"
        case .lazyGrid: return "lazyGrid"
        case .geometryVariants: return "geometryReader"
        }
    }
}

/// The axes a ``ViewKind/viewThatFits(children:axes:)`` checks (SwiftUI `Axis.Set`).
///
/// ```swift
/// ViewNode.viewThatFits(in: .horizontal, [wide, narrow])
/// ```
public struct ViewAxes: OptionSet, Sendable, Hashable, Codable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let horizontal = ViewAxes(rawValue: 1)
    public static let vertical = ViewAxes(rawValue: 2)
    /// Both axes, ViewThatFits' default.
    public static let both: ViewAxes = [.horizontal, .vertical]
}

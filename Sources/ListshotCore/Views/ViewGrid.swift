/// SwiftUI `Grid(alignment:horizontalSpacing:verticalSpacing:)`: rows of cells in columns as wide as
/// their widest cell (docs/swiftui.md, "Grids").
///
/// A child whose kind is ``ViewKind/gridRow(_:)`` is a row, one cell per child; any other child is a
/// row that spans every column. A cell's ``ViewModifier/gridCell(_:)`` spans columns or aligns its column.
///
/// ```swift
/// ViewNode(.grid(ViewGrid([
///     ViewNode(.gridRow(ViewGridRow([ViewNode.text("Name"), ViewNode.text("Ada")]))),
///     ViewNode(.divider),
/// ])))
/// ```
public struct ViewGrid: Sendable, Hashable, Codable {
    public var children: [ViewNode]
    /// Where each cell sits in its cell area (SwiftUI's default `.center`).
    public var alignment: Alignment
    /// Between columns; nil is ``ViewLayoutDefaults/stackSpacing``.
    public var horizontalSpacing: Double?
    /// Between rows; nil is ``ViewLayoutDefaults/stackSpacing``.
    public var verticalSpacing: Double?

    public init(_ children: [ViewNode], alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil) {
        self.children = children; self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing; self.verticalSpacing = verticalSpacing
    }
}

/// SwiftUI `GridRow(alignment:)`: one row of a ``ViewGrid``; outside a grid its cells lay out as an `HStack`.
///
/// ```swift
/// ViewGridRow([ViewNode.text("Name"), ViewNode.text("Ada")], alignment: .firstTextBaseline)
/// ```
public struct ViewGridRow: Sendable, Hashable, Codable {
    public var cells: [ViewNode]
    /// Overrides the grid's vertical alignment for this row.
    public var alignment: VerticalAlignment?

    public init(_ cells: [ViewNode], alignment: VerticalAlignment? = nil) {
        self.cells = cells; self.alignment = alignment
    }
}

/// A grid cell's options: SwiftUI `gridCellColumns(_:)` and `gridColumnAlignment(_:)`.
///
/// ```swift
/// ViewNode.text("Total").modifier(.gridCell(ViewGridCell(columns: 2)))
/// ```
public struct ViewGridCell: Sendable, Hashable, Codable {
    /// How many columns the cell spans (1 or more).
    public var columns: Int
    /// The horizontal alignment of every cell in this cell's column, if set.
    public var columnAlignment: HorizontalAlignment?

    public init(columns: Int = 1, columnAlignment: HorizontalAlignment? = nil) {
        self.columns = columns; self.columnAlignment = columnAlignment
    }
}

/// SwiftUI `LazyVGrid(columns:alignment:spacing:)` and `LazyHGrid(rows:alignment:spacing:)`: children
/// in tracks (columns of a vertical grid, rows of a horizontal one) whose sizes ``ViewGridItem``s
/// compute from the space offered across (docs/swiftui.md, "Grids").
///
/// ```swift
/// ViewLazyGrid(axis: .vertical, items: [ViewGridItem(.adaptive(minimum: 80))], children: tiles)
/// ```
public struct ViewLazyGrid: Sendable, Hashable, Codable {
    /// The direction the grid grows: `.vertical` for `LazyVGrid`.
    public var axis: ViewGridAxis
    public var items: [ViewGridItem]
    public var children: [ViewNode]
    /// Where the block of tracks sits across the grid (a `LazyVGrid`'s horizontal alignment).
    public var alignment: Alignment
    /// Between lines (rows of a `LazyVGrid`); nil is ``ViewLayoutDefaults/stackSpacing``.
    public var spacing: Double?

    public init(axis: ViewGridAxis, items: [ViewGridItem], children: [ViewNode], alignment: Alignment = .center, spacing: Double? = nil) {
        self.axis = axis; self.items = items; self.children = children; self.alignment = alignment; self.spacing = spacing
    }
}

/// The direction a lazy grid grows.
public enum ViewGridAxis: String, Sendable, Hashable, Codable {
    case vertical, horizontal
}

/// SwiftUI `GridItem(_:spacing:alignment:)`: one track description of a lazy grid.
///
/// ```swift
/// ViewGridItem(.flexible(minimum: 10, maximum: .infinity), spacing: 12)
/// ```
public struct ViewGridItem: Sendable, Hashable, Codable {
    /// SwiftUI `GridItem.Size`.
    public enum Size: Sendable, Hashable, Codable {
        case fixed(Double)
        case flexible(minimum: Double, maximum: Double)
        case adaptive(minimum: Double, maximum: Double)
    }
    public var size: Size
    /// To the next track; nil is ``ViewLayoutDefaults/stackSpacing``.
    public var spacing: Double?
    /// Where a cell sits in its track; nil is centred.
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(minimum: 10, maximum: .infinity), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }
}

/// A GeometryReader whose closure was run at the sizes it may be offered (docs/swiftui.md,
/// "GeometryReader"): the layout draws the variant lowered at the reader's actual size, or the
/// nearest one.
///
/// ```swift
/// ViewGeometryVariants([ViewGeometryVariant(size: Size(width: 402, height: 200), children: [bar])])
/// ```
public struct ViewGeometryVariants: Sendable, Hashable, Codable {
    public var variants: [ViewGeometryVariant]
    public init(_ variants: [ViewGeometryVariant]) { self.variants = variants }
}

/// The reader's content as its closure drew it for a proxy of `size`.
public struct ViewGeometryVariant: Sendable, Hashable, Codable {
    public var size: Size
    public var children: [ViewNode]
    public init(size: Size, children: [ViewNode]) { self.size = size; self.children = children }
}

internal import ListshotCore

/// Views in rows and columns, each column as wide as its widest cell (SwiftUI `Grid`); a child that is
/// not a `GridRow` spans every column (docs/swiftui.md, "Grids").
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow { Text("Name"); Text("Ada Lovelace") }
///     Divider()
///     GridRow { Text("Born"); Text("1815") }
/// }
/// ```
public struct Grid<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing; self.verticalSpacing = verticalSpacing
        self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }
    func lower(in context: LoweringContext) -> [ViewNode] {
        [ViewNode(.grid(ViewGrid(content.lowered(in: context), alignment: alignment.core,
                                 horizontalSpacing: horizontalSpacing.map(Double.init), verticalSpacing: verticalSpacing.map(Double.init))))]
    }
}

/// One row of a `Grid` (SwiftUI `GridRow`): one cell per child; outside a grid, an `HStack`.
///
/// ```swift
/// GridRow(alignment: .firstTextBaseline) { Text("Total"); Text("£42").font(.title) }
/// ```
public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }
    func lower(in context: LoweringContext) -> [ViewNode] {
        [ViewNode(.gridRow(ViewGridRow(content.lowered(in: context), alignment: alignment?.core)))]
    }
}

extension View {
    /// The cell spans `count` columns of its grid (SwiftUI `gridCellColumns(_:)`).
    ///
    /// ```swift
    /// GridRow { Text("Notes").gridCellColumns(2) }
    /// ```
    public func gridCellColumns(_ count: Int) -> some View {
        nodeModifier(.gridCell(ViewGridCell(columns: min(max(count, 1), ViewGridLayout.maximumTracks))))
    }

    /// Every cell of this cell's column aligns to `guide` (SwiftUI `gridColumnAlignment(_:)`).
    ///
    /// ```swift
    /// GridRow { Text("Qty").gridColumnAlignment(.trailing); Text("Item") }
    /// ```
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        nodeModifier(.gridCell(ViewGridCell(columnAlignment: guide.core)))
    }

    /// Where the cell sits in its area (SwiftUI `gridCellAnchor(_:)`): not drawn yet, the grid's alignment applies.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { notYet("gridCellAnchor(_:)") }

    /// Axes along which the cell does not size its row or column (SwiftUI `gridCellUnsizedAxes(_:)`): not drawn yet.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { notYet("gridCellUnsizedAxes(_:)") }
}

/// Lays out a Mistica list: cells stacked top to bottom, a divider under every fullwidth row but
/// the last (docs/components.md §1.2 "Separator").
enum CellListLayout {
    /// Emits the list's items and returns its height.
    static func layout(_ list: CellList, id: String, x: Double, y: Double, width: Double,
                       context: LayoutContext) throws(LayoutError) -> Double {
        var top = y
        for (index, cell) in list.cells.enumerated() {
            let isLast = index == list.cells.count - 1
            top += try CellLayout.layout(cell, style: cell.style ?? list.style, showsDivider: !isLast,
                                         id: "\(id).cell[\(index)]", x: x, y: top, width: width, context: context)
        }
        return top - y
    }
}

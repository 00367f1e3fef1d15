/// Lays out a Mistica list: cells stacked top to bottom, a divider under every fullwidth row but
/// the last in UIKit (docs/components.md §1.2 "Separator"), under every row in SwiftUI (`Cell.swift`
/// overlays a divider on each fullwidth cell).
enum CellListLayout {
    /// Emits the list's items and returns its height.
    static func layout(_ list: CellList, id: String, x: Double, y: Double, width: Double,
                       context: LayoutContext) throws(LayoutError) -> Double {
        var top = y
        for (index, cell) in list.cells.enumerated() {
            let isLast = index == list.cells.count - 1
            top += try CellLayout.layout(cell, style: cell.style ?? list.style, flavour: list.flavour,
                                         showsDivider: !isLast || list.flavour.dividerOnLastRow,
                                         id: "\(id).cell[\(index)]", x: x, y: top, width: width, context: context)
        }
        return top - y
    }
}

/// Lays out a Material list: stereo cells stacked top to bottom on `surface`, with a 1 pt
/// `divider` line under every row but the last (docs/components.md §3 "Dividers").
enum MaterialListLayout {
    /// Emits the list's items and returns its height.
    static func layout(_ list: MaterialList, id: String, x: Double, y: Double, width: Double,
                       context: LayoutContext) throws(LayoutError) -> Double {
        if list.cells.isEmpty { throw .invalidValue(element: id, message: "the list has no cells. Give it at least one.") }
        var top = y
        for (index, cell) in list.cells.enumerated() {
            let isLast = index == list.cells.count - 1
            top += try StereoCellLayout.layout(cell, theming: list.theming, showsDivider: list.showsDividers && !isLast, id: "\(id).cell[\(index)]",
                                               x: x, y: top, width: width, context: context)
        }
        return top - y
    }
}

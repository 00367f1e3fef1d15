/// Lays out a Mistica list: cells stacked top to bottom, a divider under every fullwidth row but
/// the last in UIKit (docs/components.md §1.2 "Separator"), under every row in SwiftUI (`Cell.swift`
/// overlays a divider on each fullwidth cell).
enum CellListLayout {
    /// Emits the list's items and returns its height.
    static func layout(_ list: CellList, id: String, x: Double, y: Double, width: Double,
                       context: LayoutContext) throws(LayoutError) -> Double {
        var top = y
        if let title = list.title {
            top += try layoutTitle(title, id: "\(id).title", x: x, y: top, width: width, context: context)
        }
        for (index, cell) in list.cells.enumerated() {
            let isLast = index == list.cells.count - 1
            let listDefault = !isLast || list.showsLastSeparator || list.flavour.dividerOnLastRow
            top += try CellLayout.layout(cell, style: cell.style ?? list.style, flavour: list.flavour,
                                         showsDivider: cell.isSeparatorHidden.map { !$0 } ?? listDefault,
                                         id: "\(id).cell[\(index)]", x: x, y: top, width: width, context: context)
            try context.checkHeight(top, element: "\(id).cell[\(index)]")
        }
        return top - y
    }
}

extension CellListLayout {
    /// Mistica's section title above a list (UIKit `TitleView.swift`, style `title1`): preset 1
    /// medium, uppercased, `textSecondary`, margins top 16 / sides 16 / bottom 8, at least 40 tall,
    /// on `background`.
    static func layoutTitle(_ title: String, id: String, x: Double, y: Double, width: Double,
                            context: LayoutContext) throws(LayoutError) -> Double {
        if title.isEmpty { throw .invalidValue(element: id, message: "the section title is empty. Give it some text, or leave it out.") }
        let theme = context.theme
        let style = theme.textStyle(preset: 1, weight: .medium)
        let (request, measurement) = try context.measureText(title.uppercased(), id: id, style: style,
                                                             width: width - 32, maxLines: 0)
        let height = max(40, 16 + max(measurement.size.height, style.lineHeight) + 8)
        context.emit("\(id).background", .rect(RectPrimitive(frame: Rect(x: x, y: y, width: width, height: height),
                                                             fill: try theme.paint("background", for: id))))
        context.emitText(request, measurement, id: id, at: Point(x: x + 16, y: y + 16),
                         color: try theme.color("textSecondary", for: id))
        return height
    }
}

/// The measured text column of a cell (section B): headline, title, subtitle, description.
///
/// Gaps follow UIKit's `CellCenterSectionView`: headline→title 8, title→subtitle or
/// description 2, subtitle→description 4. Title is preset 3 with the brand's `rowTitle` weight
/// (minimum line box 24); subtitle and description are preset 2 regular (line box 20).
/// Colours (§1.1): textPrimary / textSecondary / textSecondary, the inverse set on boxedInverse,
/// and `textLinkDanger` for a danger title.
struct CellTextColumn {
    struct Line {
        var id: String
        var request: TextRequest
        var measurement: TextMeasurement
        var colorToken: String
        var top: Double
    }

    var tag: TagLayout.Measured?
    var tagTop = 0.0
    var lines: [Line] = []
    var height = 0.0

    static func measure(_ cell: Cell, style: CellStyle, id: String, width: Double,
                        context: LayoutContext) throws(LayoutError) -> CellTextColumn {
        let theme = context.theme
        let inverse = style == .boxedInverse
        var column = CellTextColumn()
        var y = 0.0
        if case .tag(let tag)? = cell.headline {
            column.tag = try TagLayout.measure(tag, id: "\(id).headline", maxWidth: width, inverseByDefault: inverse,
                                               context: context)
            column.tagTop = 0
            y = (column.tag?.size.height ?? Tag.height) + 8
        }
        let titleStyle = theme.textStyle(preset: 3, weight: theme.weight("rowTitle"))
        let bodyStyle = theme.textStyle(preset: 2, weight: .regular)
        let titleToken = cell.titleColor == .danger ? "textLinkDanger" : (inverse ? "textPrimaryInverse" : "textPrimary")
        let entries: [(String, String?, TextStyle, Int, String, Double)] = [
            ("title", cell.title, titleStyle, cell.titleLines, titleToken, 0),
            ("subtitle", cell.subtitle, bodyStyle, cell.subtitleLines, inverse ? "textPrimaryInverse" : "textSecondary", 2),
            ("description", cell.description, bodyStyle, cell.descriptionLines,
             inverse ? "textSecondaryInverse" : "textSecondary", cell.subtitle == nil ? 2 : 4),
        ]
        for (name, text, textStyle, maxLines, token, gap) in entries {
            guard let text else { continue }
            let elementID = "\(id).\(name)"
            let (request, measurement) = try context.measureText(text, id: elementID, style: textStyle,
                                                                 width: width, maxLines: maxLines)
            if !column.lines.isEmpty { y += gap }
            column.lines.append(Line(id: elementID, request: request, measurement: measurement, colorToken: token, top: y))
            y += max(measurement.size.height, textStyle.lineHeight)
        }
        column.height = y
        return column
    }

    func emit(x: Double, y: Double, context: LayoutContext) throws(LayoutError) {
        if let tag {
            try TagLayout.emit(tag, origin: Point(x: x, y: y + tagTop), context: context)
        }
        for line in lines {
            let color = try context.theme.color(line.colorToken, for: line.id)
            context.emitText(line.request, line.measurement, id: line.id, at: Point(x: x, y: y + line.top), color: color)
        }
    }
}

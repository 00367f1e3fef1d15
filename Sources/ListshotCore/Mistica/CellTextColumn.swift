/// The measured text column of a cell (section B): headline, title, subtitle, description.
///
/// Gaps, colours, weights and line limits come from the flavour (``CellFlavour``): UIKit
/// `CellCenterSectionView.swift` + `CellStyle+Toolkit.swift` (8 / 2 / 4; textPrimary, textPrimary,
/// textSecondary, the inverse set on boxedInverse; title in the brand's `rowTitle` weight), SwiftUI
/// `Cell.swift` (8 throughout; textPrimary, textSecondary, textSecondary; title regular; 2 lines).
/// Title is preset 3 (minimum line box 24); subtitle and description preset 2 regular (line box 20).
/// In UIKit those lines are the font's own height and 24 / 20 is the label's minimum height: the
/// label's height is its text's, ceiled to the pixel grid as `UILabel` sizes itself, at least the
/// minimum, and a shorter text is centred in it (``CellFlavour/usesNaturalLineHeights``).
/// A danger title is `textLinkDanger`.
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
    /// A view headline, offered the column's width (docs/views.md "Where views go").
    var headlineView: MeasuredView?
    var lines: [Line] = []
    var height = 0.0

    static func measure(_ cell: Cell, style: CellStyle, flavour: CellFlavour = .uikit, id: String, width: Double,
                        context: LayoutContext) throws(LayoutError) -> CellTextColumn {
        let gaps = flavour.gaps
        let tokens = flavour.textTokens(style)
        let defaultLines = flavour.defaultLineLimit
        let theme = context.theme
        let inverse = style == .boxedInverse
        var column = CellTextColumn()
        var y = 0.0
        let titleToken = cell.titleColor == .danger ? "textLinkDanger" : tokens.title
        switch cell.headline {
        case .tag(let tag)?:
            column.tag = try TagLayout.measure(tag, id: "\(id).headline", maxWidth: width, inverseByDefault: inverse,
                                               flavour: flavour, context: context)
            column.tagTop = 0
            y = (column.tag?.size.height ?? Tag.height) + gaps.headline
        case .view(let view)?:
            let measured = try ViewLayout.measure(view, id: "\(id).headline", proposal: ProposedSize(width: width, height: nil),
                                                  context: context)
            column.headlineView = measured
            y = measured.size.height + gaps.headline
        case .text(let text)?:
            // A plain headline: one preset-1 regular line in the title colour, then the headline gap.
            let style = theme.textStyle(preset: 1, weight: .regular)
            let (request, measurement) = try context.measureText(text, id: "\(id).headline", style: style,
                                                                 width: width, maxLines: 1)
            column.lines.append(Line(id: "\(id).headline", request: request, measurement: measurement,
                                     colorToken: tokens.title, top: 0))
            y = max(measurement.size.height, style.lineHeight) + gaps.headline
        case nil:
            break
        }
        let hasHeadlineLine = !column.lines.isEmpty
        var titleStyle = theme.textStyle(preset: 3, weight: flavour.usesRowTitleWeight ? theme.weight("rowTitle") : .regular)
        var bodyStyle = theme.textStyle(preset: 2, weight: .regular)
        if flavour.usesNaturalLineHeights {
            titleStyle = titleStyle.natural
            bodyStyle = bodyStyle.natural
        }
        let entries: [(String, String?, TextStyle, Int, String, Double)] = [
            ("title", cell.title, titleStyle, cell.titleLines ?? defaultLines, titleToken, 0),
            ("subtitle", cell.subtitle, bodyStyle, cell.subtitleLines ?? defaultLines, tokens.subtitle, gaps.title),
            ("description", cell.description, bodyStyle, cell.descriptionLines ?? defaultLines,
             tokens.description, cell.subtitle == nil ? gaps.title : gaps.subtitle),
        ]
        for (name, text, textStyle, maxLines, token, gap) in entries {
            guard let text else { continue }
            let elementID = "\(id).\(name)"
            let (request, measurement) = try context.measureText(text, id: elementID, style: textStyle,
                                                                 width: width, maxLines: maxLines)
            if column.lines.count > (hasHeadlineLine ? 1 : 0) { y += gap }
            let box = Self.boxHeight(measurement, style: textStyle, context: context)
            column.lines.append(Line(id: elementID, request: request, measurement: measurement, colorToken: token,
                                     top: y + (box - measurement.size.height) / 2))
            y += box
        }
        column.height = y
        return column
    }

    /// The height a text takes in the column: its lines, at least the style's line box. A natural
    /// text's height is first ceiled to the pixel grid, as a `UILabel`'s intrinsic size is.
    static func boxHeight(_ measurement: TextMeasurement, style: TextStyle, context: LayoutContext) -> Double {
        switch style.rule {
        case .exact: return max(measurement.size.height, style.lineHeight)
        case .natural: return max(context.ceilToPixel(measurement.size.height), style.lineHeight)
        }
    }

    func emit(x: Double, y: Double, context: LayoutContext) throws(LayoutError) {
        if let tag {
            try TagLayout.emit(tag, origin: Point(x: x, y: y + tagTop), context: context)
        }
        try headlineView?.emit(at: Point(x: x, y: y))
        for line in lines {
            let color = try context.theme.color(line.colorToken, for: line.id)
            context.emitText(line.request, line.measurement, id: line.id, at: Point(x: x, y: y + line.top), color: color)
        }
    }
}

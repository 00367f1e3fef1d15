/// Lays out a ``BPKBadgeSheet``: its badges in rows 8 apart inside a padding of 16, on the canvas
/// or — `onDark` — on `surfaceContrast` (where Backpack's outline badge, white on clear, is meant
/// to sit). Badges follow `Backpack-SwiftUI/Badge/Classes/BPKBadge.swift`.
enum BPKBadgeSheetLayout {
    static let padding = 16.0

    static func layout(_ sheet: BPKBadgeSheet, id: String, x: Double, y: Double, width: Double,
                       context: LayoutContext) throws(LayoutError) -> Double {
        let row = try BPKCardContentLayout.badges(sheet.badges, id: id, width: max(width - 2 * padding, 1), context: context)
        let height = row.size.height + 2 * padding
        if sheet.onDark {
            context.emit("\(id).background", .rect(RectPrimitive(frame: Rect(x: x, y: y, width: width, height: height),
                                                                  fill: try context.theme.paint("surfaceContrast", for: "\(id).background"))))
        }
        try row.emit(Point(x: x + padding, y: y + padding))
        return height
    }
}

extension BPKCardContentLayout {
    /// Badges in a row, 8 apart, wrapping onto further rows 8 apart. Each badge
    /// (`Backpack-SwiftUI/Badge/Classes/BPKBadge.swift`): caption text, an optional 16 pt icon 4
    /// before it, padded h 8 / v 4, corner xs 4, colours from ``BPKBadge/Style/tokens``; the
    /// outline style is a 1 pt border on a clear background.
    static func badges(_ badges: [BPKBadge], id: String, width: Double, context: LayoutContext) throws(LayoutError) -> Measured {
        if badges.isEmpty { throw .invalidValue(element: id, message: "the badge row is empty. Give it at least one badge, or leave it out.") }
        let theme = context.theme
        var placed: [(frame: Rect, request: TextRequest, measurement: TextMeasurement, badge: BPKBadge)] = []
        var x = 0.0, y = 0.0, rowHeight = 0.0, natural = 0.0
        for (index, badge) in badges.enumerated() {
            let badgeID = "\(id)[\(index)]"
            let iconExtent = badge.icon == nil ? 0 : badgeIconSize + badgeIconGap
            let (request, measured) = try context.measureText(badge.text, id: "\(badgeID).label", style: BackpackTextStyle.caption.style(in: theme),
                                                              width: max(width - badgePadding.horizontal - iconExtent, 1), maxLines: 1)
            let (fitted, fit) = context.remeasure(request, width: max(measured.size.width, 1))
            let contentHeight = max(fit.size.height, badgeIconSize)
            let size = Size(width: fit.size.width + iconExtent + badgePadding.horizontal, height: contentHeight + badgePadding.vertical)
            if x > 0 && x + size.width > width { x = 0; y += rowHeight + badgeGap; rowHeight = 0 }
            placed.append((Rect(x: x, y: y, width: size.width, height: size.height), fitted, fit, badge))
            natural += (index > 0 ? badgeGap : 0) + size.width
            x += size.width + badgeGap
            rowHeight = max(rowHeight, size.height)
        }
        return Measured(size: Size(width: width, height: y + rowHeight), naturalWidth: natural) { origin throws(LayoutError) in
            for (index, entry) in placed.enumerated() {
                try emitBadge(entry.badge, request: entry.request, measurement: entry.measurement,
                              frame: entry.frame.offsetBy(dx: origin.x, dy: origin.y), id: "\(id)[\(index)]", context: context)
            }
        }
    }

    static func emitBadge(_ badge: BPKBadge, request: TextRequest, measurement: TextMeasurement, frame: Rect, id: String,
                          context: LayoutContext) throws(LayoutError) {
        let theme = context.theme
        let tokens = badge.style.tokens
        let fill = try tokens.background.map { token throws(LayoutError) in try theme.paint(token, for: id) }
        let stroke = try tokens.border.map { token throws(LayoutError) in Stroke(color: try theme.color(token, for: id), width: 1) }
        context.emit(id, .rect(RectPrimitive(frame: frame, cornerRadius: badgeCornerRadius, fill: fill, stroke: stroke)))
        var x = frame.x + badgePadding.leading
        if let icon = badge.icon {
            context.emitIcon(icon, id: "\(id).icon", frame: Rect(x: x, y: frame.midY - badgeIconSize / 2, width: badgeIconSize, height: badgeIconSize),
                             color: try theme.color(tokens.icon, for: "\(id).icon"))
            x += badgeIconSize + badgeIconGap
        }
        context.emitText(request, measurement, id: "\(id).label", at: Point(x: x, y: frame.midY - measurement.size.height / 2),
                         color: try theme.color(tokens.text, for: "\(id).label"))
    }
}

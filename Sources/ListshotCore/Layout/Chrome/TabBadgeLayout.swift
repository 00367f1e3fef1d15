/// A tab item's badge: sized from its text, placed at the glyph's top trailing corner and kept on
/// the screen (docs/screens.md, "Tab bar").
enum TabBadgeLayout {
    /// A measured badge, not yet placed.
    struct Plan {
        var size: Size
        var label: (TextRequest, TextMeasurement)?
    }

    /// The pill for `text` (its count in 13 pt, 5 pt either side, at least round), or a dot when empty.
    static func plan(_ text: String, id: String, context: LayoutContext) throws(LayoutError) -> Plan {
        guard !text.isEmpty else { return Plan(size: Size(width: ChromeMetrics.badgeDot, height: ChromeMetrics.badgeDot)) }
        let height = ChromeMetrics.badgeHeight
        // The label's own line (2 pt inside the pill at top and bottom), so the text element covers the
        // text and not the pill's round ends: the audit reads the background under that box.
        let style = ChromeText.style(size: ChromeMetrics.badgeFontSize, weight: .regular, lineHeight: height - 2 * ChromeMetrics.badgeLabelInset)
        let (request, measured) = try context.measureText(text, id: "\(id).text", style: style, width: 100, maxLines: 1,
                                                          alignment: .center, localizable: false)
        let width = max(height, context.ceilToPixel(measured.size.width) + 2 * ChromeMetrics.badgeHorizontalPadding)
        return Plan(size: Size(width: width, height: height), label: (request, measured))
    }

    /// Where the badge goes: 5 pt after the glyph's centre and 3 pt above its top, moved towards the
    /// leading side as far as needed to end inside the screen's `width` (layout runs left to right and
    /// is mirrored for right to left, so the trailing side is the right here).
    static func frame(_ plan: Plan, glyph: Rect, screenWidth: Double) -> Rect {
        let wanted = glyph.midX + ChromeMetrics.badgeOffset.x
        let x = max(0, min(wanted, screenWidth - plan.size.width))
        return Rect(x: x, y: glyph.minY + ChromeMetrics.badgeOffset.y, width: plan.size.width, height: plan.size.height)
    }

    /// Emits the pill (or dot) in `frame`, its text centred in white in a box just as wide as the text.
    static func emit(_ plan: Plan, frame: Rect, id: String, style: ChromeStyle, context: LayoutContext) {
        context.emit(id, .rect(RectPrimitive(frame: frame, cornerRadius: frame.height / 2, fill: .solid(style.badge))))
        if let (request, measured) = plan.label {
            let width = min(frame.width, context.ceilToPixel(measured.size.width))
            let (drawn, size) = context.remeasure(request, width: width)
            context.emitText(drawn, size, id: "\(id).text", at: Point(x: frame.midX - width / 2, y: frame.midY - size.size.height / 2),
                             color: style.badgeText)
        }
    }
}

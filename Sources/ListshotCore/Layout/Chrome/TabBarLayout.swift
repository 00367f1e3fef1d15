/// The tab bar: equal items with a glyph and a label, the selected one in the tint colour, an
/// optional badge, over the bar's background and hairline (docs/screens.md, "Tab bar").
///
/// On iPhone in portrait the glyph sits above the label; on iPad and on an iPhone in landscape
/// the label follows the glyph on one line, as UIKit's compact and regular layouts do.
enum TabBarLayout {
    static let itemRange = 2...5

    static func validate(_ bar: TabBar) throws(LayoutError) {
        guard itemRange.contains(bar.items.count) else {
            throw .invalidValue(element: "chrome.tabBar.items", message: "\(bar.items.count) items; a tab bar shows 2 to 5 (UIKit moves the rest into More).")
        }
        guard bar.items.indices.contains(bar.selected) else {
            throw .invalidValue(element: "chrome.tabBar.selected", message: "\(bar.selected) is not an item index; use 0…\(bar.items.count - 1).")
        }
        for (index, item) in bar.items.enumerated() {
            if item.label.isEmpty { throw .emptyText(element: "chrome.tabBar.items[\(index)].label") }
            if let badge = item.badge, badge.unicodeScalars.count > 4 {
                throw .invalidValue(element: "chrome.tabBar.items[\(index)].badge", message: "'\(LayoutContext.excerpt(badge))' is too long for a badge; use at most 4 characters, e.g. 99+.")
            }
        }
    }

    /// Emits the bar whose top is `top`; its background runs to the screen's bottom (`height`).
    static func emit(_ bar: TabBar, top: Double, barHeight: Double, height: Double, width: Double,
                     sides: (leading: Double, trailing: Double), stacked: Bool, style: ChromeStyle,
                     context: LayoutContext) throws(LayoutError) {
        context.emit("chrome.tabBar.background", .rect(RectPrimitive(frame: Rect(x: 0, y: top, width: width, height: height - top), fill: style.tabBackground)))
        if let divider = style.tabDivider {
            context.emit("chrome.tabBar.divider", .rect(RectPrimitive(frame: Rect(x: 0, y: top, width: width, height: 1 / context.grid.scale), fill: .solid(divider))))
        }
        let available = width - sides.leading - sides.trailing
        let count = Double(bar.items.count)
        let itemWidth = stacked ? available / count : min(available / count, ChromeMetrics.tabInlineItemWidth)
        let start = sides.leading + (available - itemWidth * count) / 2
        for (index, item) in bar.items.enumerated() {
            let id = "chrome.tabBar.items[\(index)]"
            let frame = Rect(x: start + Double(index) * itemWidth, y: top, width: itemWidth, height: barHeight)
            let color = index == bar.selected ? style.tabSelected : style.tabUnselected
            // The item's column is its touch area (an invisible rectangle; docs/audit.md).
            context.emit(id, .rect(RectPrimitive(frame: frame)))
            let glyph = ChromeMetrics.tabGlyph
            let glyphFrame: Rect
            if stacked {
                glyphFrame = Rect(x: frame.midX - glyph / 2, y: top + ChromeMetrics.tabGlyphCentre - glyph / 2, width: glyph, height: glyph)
                let labelStyle = ChromeText.style(size: ChromeMetrics.tabLabelSize, weight: .medium, lineHeight: ChromeMetrics.tabLabelLineHeight)
                let (request, measured) = try context.measureText(item.label, id: "\(id).label", style: labelStyle,
                                                                  width: itemWidth, maxLines: 1, alignment: .center)
                context.emitText(request, measured, id: "\(id).label",
                                 at: Point(x: frame.x, y: top + ChromeMetrics.tabLabelTop), color: color)
            } else {
                let labelStyle = ChromeText.style(size: ChromeMetrics.tabInlineLabelSize, weight: .medium, lineHeight: ChromeMetrics.tabInlineLabelLineHeight)
                let room = max(1, itemWidth - glyph - ChromeMetrics.tabInlineGap - 8)
                let (request, measured) = try context.measureText(item.label, id: "\(id).label", style: labelStyle,
                                                                  width: room, maxLines: 1, alignment: .leading)
                let labelWidth = min(room, context.ceilToPixel(measured.size.width))
                let (drawn, size) = context.remeasure(request, width: labelWidth)
                let groupX = frame.midX - (glyph + ChromeMetrics.tabInlineGap + labelWidth) / 2
                glyphFrame = Rect(x: groupX, y: frame.midY - glyph / 2, width: glyph, height: glyph)
                context.emitText(drawn, size, id: "\(id).label",
                                 at: Point(x: groupX + glyph + ChromeMetrics.tabInlineGap, y: frame.midY - size.size.height / 2), color: color)
            }
            context.emitIcon(item.icon, id: "\(id).icon", frame: glyphFrame, color: color)
            if let badge = item.badge {
                try emitBadge(badge, glyph: glyphFrame, id: "\(id).badge", style: style, context: context)
            }
        }
    }

    /// A pill at the glyph's top-trailing corner: the count in white on the badge colour, or a dot
    /// when the badge is empty.
    static func emitBadge(_ text: String, glyph: Rect, id: String, style: ChromeStyle, context: LayoutContext) throws(LayoutError) {
        let height = text.isEmpty ? ChromeMetrics.badgeDot : ChromeMetrics.badgeHeight
        var badgeWidth = height
        var label: (TextRequest, TextMeasurement)?
        if !text.isEmpty {
            let textStyle = ChromeText.style(size: ChromeMetrics.badgeFontSize, weight: .regular, lineHeight: ChromeMetrics.badgeHeight)
            let (request, measured) = try context.measureText(text, id: "\(id).text", style: textStyle, width: 100, maxLines: 1,
                                                              alignment: .center, localizable: false)
            badgeWidth = max(height, context.ceilToPixel(measured.size.width) + 2 * ChromeMetrics.badgeHorizontalPadding)
            label = (request, measured)
        }
        let frame = Rect(x: glyph.midX + ChromeMetrics.badgeOffset.x, y: glyph.minY + ChromeMetrics.badgeOffset.y,
                         width: badgeWidth, height: height)
        context.emit(id, .rect(RectPrimitive(frame: frame, cornerRadius: height / 2, fill: .solid(style.badge))))
        if let (request, _) = label {
            let (drawn, size) = context.remeasure(request, width: frame.width)
            context.emitText(drawn, size, id: "\(id).text", at: Point(x: frame.x, y: frame.midY - size.size.height / 2), color: style.badgeText)
        }
    }
}

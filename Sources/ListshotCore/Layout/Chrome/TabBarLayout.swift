/// The tab bar: equal items with a glyph and a label, the selected one in the tint colour, an
/// optional badge, over the bar's background and hairline (docs/screens.md, "Tab bar").
///
/// On iPhone in portrait the glyph sits above the label; on iPad and on an iPhone in landscape
/// the label follows the glyph on one line, as UIKit's inline and compact inline layouts do
/// (`UITabBarItemAppearance.Style`). The badge lives in ``TabBadgeLayout``.
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

    /// How the items are laid out, from the device and orientation (docs/screens.md, "Tab bar").
    enum ItemLayout: Equatable {
        /// iPhone in portrait: the glyph above the label, equal columns across the width.
        case stacked
        /// A compact-width iPhone in landscape: the 32 pt bar, an 18 pt glyph beside the label,
        /// equal columns across the width (`UITabBar.ItemPositioning.automatic` fills when compact).
        case compactInline
        /// iPad and the 6.7-inch and wider phones in landscape (regular width): a 25 pt glyph beside
        /// the label, items at most 160 wide, centred as a group.
        case regularInline
    }

    /// Emits the bar whose top is `top`; its background runs to the screen's bottom (`height`).
    static func emit(_ bar: TabBar, top: Double, barHeight: Double, height: Double, width: Double,
                     sides: (leading: Double, trailing: Double), layout: ItemLayout, style: ChromeStyle,
                     context: LayoutContext) throws(LayoutError) {
        context.emit("chrome.tabBar.background", .rect(RectPrimitive(frame: Rect(x: 0, y: top, width: width, height: height - top), fill: style.tabBackground)))
        if let divider = style.tabDivider {
            context.emit("chrome.tabBar.divider", .rect(RectPrimitive(frame: Rect(x: 0, y: top, width: width, height: 1 / context.grid.scale), fill: .solid(divider))))
        }
        let available = width - sides.leading - sides.trailing
        let count = Double(bar.items.count)
        let itemWidth = layout == .regularInline ? min(available / count, ChromeMetrics.tabInlineItemWidth) : available / count
        let start = sides.leading + (available - itemWidth * count) / 2
        for (index, item) in bar.items.enumerated() {
            let id = "chrome.tabBar.items[\(index)]"
            let frame = Rect(x: start + Double(index) * itemWidth, y: top, width: itemWidth, height: barHeight)
            let color = index == bar.selected ? style.tabSelected : style.tabUnselected
            // The item's column is its touch area (an invisible rectangle; docs/audit.md).
            context.emit(id, .rect(RectPrimitive(frame: frame)))
            let badge = try item.badge.map { text throws(LayoutError) in try TabBadgeLayout.plan(text, id: "\(id).badge", context: context) }
            let glyphFrame: Rect
            if layout == .stacked {
                glyphFrame = try emitStacked(item, id: id, frame: frame, color: color, context: context)
            } else {
                glyphFrame = try emitInline(item, id: id, frame: frame, glyph: ChromeMetrics.tabGlyph(compact: layout == .compactInline),
                                            badge: badge, color: color, context: context)
            }
            if let symbol = item.symbol {
                context.emitBarSymbol(symbol, variant: .fill, id: "\(id).icon", frame: glyphFrame, color: color)
            } else {
                context.emitIcon(item.icon, id: "\(id).icon", frame: glyphFrame, color: color)
            }
            if let badge {
                TabBadgeLayout.emit(badge, frame: TabBadgeLayout.frame(badge, glyph: glyphFrame, screenWidth: width),
                                    id: "\(id).badge", style: style, context: context)
            }
        }
    }

    /// The glyph centred in the column above a centred 10 pt label; returns the glyph's frame.
    static func emitStacked(_ item: TabItem, id: String, frame: Rect, color: RGBA, context: LayoutContext) throws(LayoutError) -> Rect {
        let glyph = ChromeMetrics.tabGlyph(compact: false)
        let labelStyle = ChromeText.style(size: ChromeMetrics.tabLabelSize, weight: .medium, lineHeight: ChromeMetrics.tabLabelLineHeight)
        let (request, measured) = try context.measureText(item.label, id: "\(id).label", style: labelStyle,
                                                          width: frame.width, maxLines: 1, alignment: .center)
        context.emitText(request, measured, id: "\(id).label", at: Point(x: frame.x, y: frame.minY + ChromeMetrics.tabLabelTop), color: color)
        return Rect(x: frame.midX - glyph / 2, y: frame.minY + ChromeMetrics.tabGlyphCentre - glyph / 2, width: glyph, height: glyph)
    }

    /// The glyph, then the 13 pt label on the same line, centred in the item as a group. A badge sits
    /// at the glyph's top trailing corner; the part of it past the glyph pushes the label along, so
    /// the badge never covers the label. Returns the glyph's frame.
    static func emitInline(_ item: TabItem, id: String, frame: Rect, glyph: Double, badge: TabBadgeLayout.Plan?,
                           color: RGBA, context: LayoutContext) throws(LayoutError) -> Rect {
        let overhang = badge.map { max(0, ChromeMetrics.badgeOffset.x + $0.size.width - glyph / 2) } ?? 0
        let labelStyle = ChromeText.style(size: ChromeMetrics.tabInlineLabelSize, weight: .medium, lineHeight: ChromeMetrics.tabInlineLabelLineHeight)
        let lead = glyph + overhang + ChromeMetrics.tabInlineGap
        let room = max(1, frame.width - lead - 8)
        let (request, measured) = try context.measureText(item.label, id: "\(id).label", style: labelStyle,
                                                          width: room, maxLines: 1, alignment: .leading)
        let labelWidth = min(room, context.ceilToPixel(measured.size.width))
        let (drawn, size) = context.remeasure(request, width: labelWidth)
        let groupX = frame.midX - (lead + labelWidth) / 2
        context.emitText(drawn, size, id: "\(id).label", at: Point(x: groupX + lead, y: frame.midY - size.size.height / 2), color: color)
        return Rect(x: groupX, y: frame.midY - glyph / 2, width: glyph, height: glyph)
    }
}

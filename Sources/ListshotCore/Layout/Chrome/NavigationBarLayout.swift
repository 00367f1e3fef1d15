/// The navigation bar: back button, inline title or large title row, trailing bar buttons and an
/// optional search field (docs/screens.md, "Navigation bar").
///
/// The bar starts below the status bar; its background runs up behind the status bar as UIKit's
/// does. With a large title the bar's centre stays empty at rest and the title sits in its own row
/// below, scaled by Dynamic Type; content starts below the last row.
enum NavigationBarLayout {
    /// Where the bar's rows sit, in points from the screen's top.
    struct Plan: Sendable, Hashable {
        var barTop: Double
        var barHeight: Double
        /// Where the top safe area ends below the status bar (5 pt on the Dynamic Island phones),
        /// the bar's background reaches as much further below its item row 
        /// (QuintGao/GKNavigationBarSwift#41: items at 54…98, background to 103).
        var safeAreaGap: Double
        /// The large title row's height; 0 for an inline title.
        var largeTitleHeight: Double
        /// The search row's height; 0 without a search field.
        var searchHeight: Double
        var bottom: Double { rowsTop + largeTitleHeight + searchHeight }
        /// The top of the large title row (or of the search row).
        var rowsTop: Double { barTop + barHeight + safeAreaGap }
    }

    static let maximumTrailingButtons = 3

    static func validate(_ bar: NavigationBar) throws(LayoutError) {
        // An inline bar may go untitled (a pushed screen that sets no title); a large title needs text.
        if bar.title.isEmpty, bar.display == .large { throw .emptyText(element: "chrome.navigationBar.largeTitle") }
        if bar.back?.isEmpty == true { throw .emptyText(element: "chrome.navigationBar.back") }
        guard bar.trailing.count <= maximumTrailingButtons else {
            throw .invalidValue(element: "chrome.navigationBar.trailing", message: "\(bar.trailing.count) buttons do not fit; a bar shows at most \(maximumTrailingButtons) at its trailing end.")
        }
        for (index, button) in bar.trailing.enumerated() {
            if case .text(let text) = button, text.isEmpty { throw .emptyText(element: "chrome.navigationBar.trailing[\(index)]") }
        }
    }

    static func plan(_ bar: NavigationBar, family: DeviceFamily, compact: Bool, top: Double, safeTop: Double,
                     largeTitleLineHeight: Double) -> Plan {
        let large = bar.display == .large ? largeTitleLineHeight + ChromeMetrics.largeTitleExtra : 0
        return Plan(barTop: top, barHeight: ChromeMetrics.navigationBarHeight(family, compact: compact),
                    safeAreaGap: max(0, safeTop - top),
                    largeTitleHeight: large, searchHeight: bar.search == nil ? 0 : ChromeMetrics.searchRowHeight)
    }

    /// Emits the bar across `width`, its items inside `insets` (the safe area's sides plus margins).
    static func emit(_ bar: NavigationBar, plan: Plan, width: Double, sides: (leading: Double, trailing: Double),
                     style: ChromeStyle, context: LayoutContext) throws(LayoutError) {
        if let background = style.navigationBackground {
            context.emit("chrome.navigationBar.background", .rect(RectPrimitive(frame: Rect(x: 0, y: 0, width: width, height: plan.bottom), fill: background)))
        }
        if let divider = style.navigationDivider {
            let hairline = 1 / context.grid.scale
            context.emit("chrome.navigationBar.divider", .rect(RectPrimitive(frame: Rect(x: 0, y: plan.bottom - hairline, width: width, height: hairline), fill: .solid(divider))))
        }
        let barMidY = plan.barTop + plan.barHeight / 2
        let barText = ChromeText.style(size: ChromeMetrics.barFontSize, weight: .regular, lineHeight: ChromeMetrics.barLineHeight)

        // Trailing buttons, from the trailing edge inwards.
        var trailingEdge = width - sides.trailing
        for (index, button) in bar.trailing.enumerated() {
            let id = "chrome.navigationBar.trailing[\(index)]"
            if index > 0 { trailingEdge -= ChromeMetrics.barButtonSpacing }
            switch button {
            case .icon(let icon):
                let side = ChromeMetrics.barButtonGlyph
                let glyph = Rect(x: trailingEdge - side, y: barMidY - side / 2, width: side, height: side)
                emitHitArea(id, around: glyph, context: context)
                context.emitIcon(icon, id: "\(id).glyph", frame: glyph, color: style.tint)
                trailingEdge -= side
            case .text(let text):
                let (request, measured) = try context.measureText(text, id: id, style: barText, width: width / 3, maxLines: 1, alignment: .trailing)
                let textWidth = context.ceilToPixel(measured.size.width)
                let (drawn, size) = context.remeasure(request, width: textWidth)
                let origin = Point(x: trailingEdge - textWidth, y: barMidY - size.size.height / 2)
                emitHitArea(id, around: Rect(origin: origin, size: size.size), context: context)
                context.emitText(drawn, size, id: "\(id).label", at: origin, color: style.tint)
                trailingEdge -= textWidth
            }
        }

        // The back button: chevron, then the previous screen's title.
        var leadingEdge = sides.leading - ChromeMetrics.margin(width: width) + ChromeMetrics.backLeading
        if let back = bar.back {
            try emitBack(back, leadingEdge: &leadingEdge, barMidY: barMidY, width: width, textStyle: barText, style: style, context: context)
        }

        switch bar.display {
        case .inline where bar.title.isEmpty:
            break
        case .inline:
            // Centred on the screen, narrowed to stay clear of the buttons on both sides.
            let clearance = max(leadingEdge, width - trailingEdge) + 8
            let titleWidth = max(1, width - 2 * clearance)
            let (request, measured) = try context.measureText(bar.title, id: "chrome.navigationBar.title", style: style.inlineTitle,
                                                              width: titleWidth, maxLines: 1, alignment: .center)
            context.emitText(request, measured, id: "chrome.navigationBar.title",
                             at: Point(x: clearance, y: barMidY - measured.size.height / 2), color: style.title)
        case .large:
            let titleStyle = style.largeTitle
            let rowTop = plan.rowsTop
            let (request, measured) = try context.measureText(bar.title, id: "chrome.navigationBar.largeTitle", style: titleStyle,
                                                              width: max(1, width - sides.leading - sides.trailing), maxLines: 1, alignment: .leading)
            context.emitText(request, measured, id: "chrome.navigationBar.largeTitle",
                             at: Point(x: sides.leading, y: rowTop + ChromeMetrics.largeTitleTop), color: style.title)
        }

        if let placeholder = bar.search {
            try emitSearch(placeholder, top: plan.bottom - plan.searchHeight, width: width, sides: sides, style: style, context: context)
        }
    }

    /// The back button: the chevron, then (unless the style hides it) the previous screen's title,
    /// at most half the bar wide.
    static func emitBack(_ label: String, leadingEdge: inout Double, barMidY: Double, width: Double, textStyle: TextStyle,
                         style: ChromeStyle, context: LayoutContext) throws(LayoutError) {
        let chevron = ChromeMetrics.backChevronSize
        let (box, path) = SystemGlyph.backChevron.geometry
        let hitArea = context.items.count
        context.emit("chrome.navigationBar.back", .rect(RectPrimitive(frame: .zero)))
        let start = leadingEdge
        defer {
            let glyphs = Rect(x: start, y: barMidY - chevron.height / 2, width: leadingEdge - start, height: chevron.height)
            context.replace(at: hitArea, with: .rect(RectPrimitive(frame: hitFrame(around: glyphs))))
        }
        context.emit("chrome.navigationBar.back.chevron", .path(PathPrimitive(
            frame: Rect(x: leadingEdge, y: barMidY - chevron.height / 2, width: chevron.width, height: chevron.height),
            viewBox: box, path: path, paint: .fill(style.tint), isMirrored: context.direction == .rightToLeft)))
        leadingEdge += chevron.width
        guard style.backLabel else { return }
        leadingEdge += ChromeMetrics.backLabelGap
        let room = max(1, (width / 2 - leadingEdge) - 8)
        let (request, measured) = try context.measureText(label, id: "chrome.navigationBar.back.label", style: textStyle,
                                                          width: room, maxLines: 1, alignment: .leading)
        context.emitText(request, measured, id: "chrome.navigationBar.back.label",
                         at: Point(x: leadingEdge, y: barMidY - measured.size.height / 2), color: style.tint)
        leadingEdge += min(room, context.ceilToPixel(measured.size.width))
    }

    /// An invisible rectangle with the button's id: the button's touch area, at least 44 × 44
    /// around what it draws (HIG "Accessibility": 44 × 44 pt hit targets; UIKit bar buttons),
    /// which `listshot audit` measures (docs/audit.md).
    static func emitHitArea(_ id: String, around frame: Rect, context: LayoutContext) {
        context.emit(id, .rect(RectPrimitive(frame: hitFrame(around: frame))))
    }

    static func hitFrame(around frame: Rect) -> Rect {
        let width = max(frame.width, ChromeMetrics.minimumHitSide), height = max(frame.height, ChromeMetrics.minimumHitSide)
        return Rect(x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height)
    }

    static func emitSearch(_ placeholder: String, top: Double, width: Double, sides: (leading: Double, trailing: Double),
                           style: ChromeStyle, context: LayoutContext) throws(LayoutError) {
        let field = Rect(x: sides.leading, y: top + (ChromeMetrics.searchRowHeight - ChromeMetrics.searchFieldHeight) / 2,
                         width: max(1, width - sides.leading - sides.trailing), height: ChromeMetrics.searchFieldHeight)
        context.emit("chrome.navigationBar.search", .rect(RectPrimitive(frame: field, cornerRadius: ChromeMetrics.searchCornerRadius, fill: .solid(style.searchField))))
        let (box, path) = SystemGlyph.magnifier.geometry
        let glyph = ChromeMetrics.searchGlyph
        context.emit("chrome.navigationBar.search.glyph", .path(PathPrimitive(
            frame: Rect(x: field.x + ChromeMetrics.searchGlyphInset, y: field.midY - glyph / 2, width: glyph, height: glyph),
            viewBox: box, path: path, paint: .fill(style.searchText))))
        let textX = field.x + ChromeMetrics.searchGlyphInset + glyph + ChromeMetrics.searchTextGap
        let textStyle = ChromeText.style(size: ChromeMetrics.barFontSize, weight: .regular, lineHeight: ChromeMetrics.barLineHeight)
        let (request, measured) = try context.measureText(placeholder, id: "chrome.navigationBar.search.placeholder", style: textStyle,
                                                          width: max(1, field.maxX - textX - 8), maxLines: 1, alignment: .leading)
        context.emitText(request, measured, id: "chrome.navigationBar.search.placeholder",
                         at: Point(x: textX, y: field.midY - measured.size.height / 2), color: style.searchText)
    }
}

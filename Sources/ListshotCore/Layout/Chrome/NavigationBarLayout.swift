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
                     style: ChromeStyle) -> Plan {
        let large = bar.shownDisplay == .large
            ? style.largeTitleRowHeight ?? style.largeTitle.lineHeight + ChromeMetrics.largeTitleExtra : 0
        return Plan(barTop: top, barHeight: ChromeMetrics.navigationBarHeight(family, compact: compact),
                    safeAreaGap: max(0, safeTop - top),
                    largeTitleHeight: large, searchHeight: bar.search == nil ? 0 : ChromeMetrics.searchRowHeight)
    }

    /// Emits the bar across `width`, its items inside `sides` (the safe area's sides plus margins);
    /// `margin` is the part of `sides` that is the bar's layout margin.
    static func emit(_ bar: NavigationBar, plan: Plan, width: Double, sides: (leading: Double, trailing: Double),
                     margin: Double, style: ChromeStyle, context: LayoutContext) throws(LayoutError) {
        if let background = style.navigationBackground {
            context.emit("chrome.navigationBar.background", .rect(RectPrimitive(frame: Rect(x: 0, y: 0, width: width, height: plan.bottom), fill: background)))
        }
        if let divider = style.navigationDivider {
            let hairline = style.dividerHeight ?? 1 / context.grid.scale
            context.emit("chrome.navigationBar.divider", .rect(RectPrimitive(frame: Rect(x: 0, y: plan.bottom - hairline, width: width, height: hairline), fill: .solid(divider))))
        }
        let barMidY = plan.barTop + plan.barHeight / 2
        let barText = ChromeText.style(size: ChromeMetrics.barFontSize, weight: .regular, lineHeight: ChromeMetrics.barLineHeight)
        let gap = ChromeMetrics.barItemGap

        // Trailing buttons, from the trailing edge inwards; text buttons share what lies between
        // the edge and the bar's centre, so they never reach the back button or a centred title.
        var trailingEdge = width - sides.trailing
        let centreLimit = width / 2 + gap
        for (index, button) in bar.trailing.enumerated() {
            let id = "chrome.navigationBar.trailing[\(index)]"
            if index > 0 { trailingEdge -= ChromeMetrics.barButtonSpacing }
            switch button {
            case .icon, .symbol:
                let side = ChromeMetrics.barButtonGlyph
                let glyph = Rect(x: trailingEdge - side, y: barMidY - side / 2, width: side, height: side)
                emitHitArea(id, around: glyph, context: context)
                if case .icon(let icon) = button {
                    context.emitIcon(icon, id: "\(id).glyph", frame: glyph, color: style.tint)
                } else if case .symbol(let name) = button {
                    context.emitBarSymbol(name, variant: .none, id: "\(id).glyph", frame: glyph, color: style.tint)
                }
                trailingEdge -= side
            case .text(let text):
                let room = max(1, (trailingEdge - centreLimit) / Double(bar.trailing.count - index))
                let (request, measured) = try context.measureText(text, id: id, style: barText, width: room, maxLines: 1, alignment: .trailing)
                let (drawn, size) = context.oneLine(request, width: min(room, context.ceilToPixel(measured.size.width)))
                let textWidth = drawn.width
                let origin = Point(x: trailingEdge - textWidth, y: barMidY - size.size.height / 2)
                emitHitArea(id, around: Rect(origin: origin, size: Size(width: textWidth, height: size.size.height)), context: context)
                context.emitText(drawn, size, id: "\(id).label", at: origin, color: style.tint)
                trailingEdge -= textWidth
            }
        }

        try emitBackAndTitle(bar, barMidY: barMidY, width: width, sides: sides, margin: margin, trailingEdge: trailingEdge,
                             barText: barText, style: style, context: context)

        if bar.shownDisplay == .large {
            let (request, _) = try context.measureText(bar.title, id: "chrome.navigationBar.largeTitle", style: style.largeTitle,
                                                              width: max(1, width - sides.leading - sides.trailing), maxLines: 1, alignment: .leading)
            let (drawn, size) = context.oneLine(request, width: request.width)
            context.emitText(drawn, size, id: "chrome.navigationBar.largeTitle",
                             at: Point(x: sides.leading, y: plan.rowsTop + (style.largeTitleTop ?? ChromeMetrics.largeTitleTop)),
                             color: style.title)
        }

        if let placeholder = bar.search {
            try emitSearch(placeholder, top: plan.bottom - plan.searchHeight, width: width, sides: sides, style: style, context: context)
        }
    }

    /// The back button and the inline title, arranged by ``NavigationBarFit``.
    static func emitBackAndTitle(_ bar: NavigationBar, barMidY: Double, width: Double, sides: (leading: Double, trailing: Double),
                                 margin: Double, trailingEdge: Double, barText: TextStyle, style: ChromeStyle,
                                 context: LayoutContext) throws(LayoutError) {
        let chevronStart = sides.leading - margin + ChromeMetrics.backLeading
        let chevronEnd = chevronStart + ChromeMetrics.backChevronSize.width
        let labelStart = chevronEnd + ChromeMetrics.backLabelGap
        let open = Double(1 << 20)
        var labels: [NavigationBarFit.BackTitle: (TextRequest, TextMeasurement)] = [:]
        if let back = bar.back, style.backLabel {
            labels[.previous] = try context.measureText(back, id: "chrome.navigationBar.back.label", style: barText, width: open,
                                                        maxLines: 1, alignment: .leading)
            labels[.generic] = try context.measureText(ChromeMetrics.genericBackTitle, id: "chrome.navigationBar.back.label",
                                                       style: barText, width: open, maxLines: 1, alignment: .leading)
        }
        let showsTitle = bar.shownDisplay == .inline && !bar.title.isEmpty
        var title: (TextRequest, TextMeasurement)?
        if showsTitle {
            title = try context.measureText(bar.title, id: "chrome.navigationBar.title", style: style.inlineTitle, width: open,
                                            maxLines: 1, alignment: .center)
        }
        func natural(_ text: (TextRequest, TextMeasurement)?) -> Double? { text.map { context.ceilToPixel($0.1.size.width) } }
        let fit = NavigationBarFit.arrange(width: width, leadingLimit: sides.leading, chevronEnd: bar.back == nil ? nil : chevronEnd,
                                           labelStart: labelStart, labels: (natural(labels[.previous]), natural(labels[.generic])),
                                           title: natural(title), trailingEdge: trailingEdge, gap: ChromeMetrics.barItemGap)
        if bar.back != nil {
            emitBack(labels[fit.back].map { ($0.0, natural($0)) }, chevronStart: chevronStart, barMidY: barMidY,
                     style: style, context: context)
        }
        if let (request, _) = title, let x = fit.titleX, let shown = fit.titleWidth {
            let (drawn, size) = context.oneLine(request, width: shown)
            context.emitText(drawn, size, id: "chrome.navigationBar.title",
                             at: Point(x: x, y: barMidY - size.size.height / 2), color: style.title)
        }
    }

    /// The back button: the chevron, then the label ``NavigationBarFit`` chose, if any.
    static func emitBack(_ label: (request: TextRequest, width: Double?)?, chevronStart: Double, barMidY: Double,
                         style: ChromeStyle, context: LayoutContext) {
        let chevron = ChromeMetrics.backChevronSize
        let (box, path) = SystemGlyph.backChevron.geometry
        let hitArea = context.items.count
        context.emit("chrome.navigationBar.back", .rect(RectPrimitive(frame: .zero)))
        var end = chevronStart + chevron.width
        context.emit("chrome.navigationBar.back.chevron", .path(PathPrimitive(
            frame: Rect(x: chevronStart, y: barMidY - chevron.height / 2, width: chevron.width, height: chevron.height),
            viewBox: box, path: path, paint: .fill(style.tint), isMirrored: context.direction == .rightToLeft)))
        if let (request, width) = label, let width {
            let start = end + ChromeMetrics.backLabelGap
            let (drawn, size) = context.remeasure(request, width: width)
            context.emitText(drawn, size, id: "chrome.navigationBar.back.label",
                             at: Point(x: start, y: barMidY - size.size.height / 2), color: style.tint)
            end = start + width
        }
        let glyphs = Rect(x: chevronStart, y: barMidY - chevron.height / 2, width: end - chevronStart, height: chevron.height)
        context.replace(at: hitArea, with: .rect(RectPrimitive(frame: hitFrame(around: glyphs))))
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
        let (whole, _) = try context.measureText(placeholder, id: "chrome.navigationBar.search.placeholder", style: textStyle,
                                                 width: max(1, field.maxX - textX - 8), maxLines: 1, alignment: .leading)
        let (request, measured) = context.oneLine(whole, width: whole.width)
        context.emitText(request, measured, id: "chrome.navigationBar.search.placeholder",
                         at: Point(x: textX, y: field.midY - measured.size.height / 2), color: style.searchText)
    }
}

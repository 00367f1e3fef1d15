/// The status bar: the time and the cellular, Wi-Fi and battery glyphs, placed as iOS places them
/// for each device family (docs/screens.md, "Status bar").
///
/// Beside the Dynamic Island the time is centred in the leading ear and the glyphs in the trailing
/// one; on the 20 pt bar the time is centred with the glyphs at either end; on iPad the time and
/// date lead and Wi-Fi, the battery percentage and the battery trail (``emitTabletTrailing``). The items mirror in right-to-left layouts; the glyphs do not.
enum StatusBarLayout {
    static func validate(_ bar: StatusBar) throws(LayoutError) {
        guard StatusBar.isValidTime(bar.time) else {
            throw .invalidValue(element: "chrome.statusBar.time", message: "'\(LayoutContext.excerpt(bar.time))' is not a time; use H:MM or HH:MM, e.g. 9:41.")
        }
        guard (0...100).contains(bar.battery) else {
            throw .invalidValue(element: "chrome.statusBar.battery", message: "\(bar.battery)% is outside 0…100.")
        }
        guard (0...4).contains(bar.signal) else {
            throw .invalidValue(element: "chrome.statusBar.signal", message: "\(bar.signal) bars is outside 0…4.")
        }
        guard (0...3).contains(bar.wifi) else {
            throw .invalidValue(element: "chrome.statusBar.wifi", message: "\(bar.wifi) arcs is outside 0…3 (0 hides Wi-Fi).")
        }
        guard bar.date.unicodeScalars.count <= 40 else {
            throw .invalidValue(element: "chrome.statusBar.date", message: "the date is \(bar.date.unicodeScalars.count) characters; keep it under 40, e.g. Tue Jan 9.")
        }
    }

    /// Emits the bar's items in `width × height` at the top, in `color` (black or white).
    static func emit(_ bar: StatusBar, family: DeviceFamily, width: Double, height: Double, color: RGBA,
                     context: LayoutContext) throws(LayoutError) {
        let scale = ChromeMetrics.glyphScale(family)
        let centreY: Double
        switch family {
        case .dynamicIslandPhone: centreY = ChromeMetrics.islandItemsCentreY
        case .homeButtonPhone, .tablet: centreY = height / 2
        }
        let timeStyle = ChromeText.style(size: ChromeMetrics.timeFontSize(family), weight: .semibold,
                                         lineHeight: (ChromeMetrics.timeFontSize(family) * 1.3).rounded())
        var timeText = bar.time
        // iPad: "9:41 Tue Jan 9", one line (docs/screens.md, "Status bar").
        if family == .tablet, !bar.date.isEmpty { timeText += " " + bar.date }
        let (request, measured) = try context.measureText(timeText, id: "chrome.statusBar.time", style: timeStyle,
                                                          width: width / 2, maxLines: 1, alignment: .leading, localizable: false)
        let timeWidth = measured.size.width
        let glyphs = glyphRun(bar, scale: scale, cellular: family != .tablet)
        let glyphsWidth = glyphs.last.map { $0.x + $0.size.width } ?? 0

        let timeX: Double, glyphsX: Double
        switch family {
        case .dynamicIslandPhone:
            // Each ear spans from the screen's edge to the island; items are centred in the ear,
            // inset by the display's rounded corner (docs/screens.md, "Status bar").
            let ear = (width - ChromeMetrics.islandSize.width) / 2
            timeX = (ear - timeWidth) / 2 + ChromeMetrics.earCentreShift
            glyphsX = width - ear + (ear - glyphsWidth) / 2 - ChromeMetrics.earCentreShift
        case .homeButtonPhone:
            timeX = (width - timeWidth) / 2
            glyphsX = width - ChromeMetrics.statusBarSideInset(family) - glyphsWidth
        case .tablet:
            timeX = ChromeMetrics.statusBarSideInset(family)
            glyphsX = width - ChromeMetrics.statusBarSideInset(family) - glyphsWidth
        }
        let (drawn, drawnMeasure) = context.remeasure(request, width: context.ceilToPixel(timeWidth) + 1)
        context.emitText(drawn, drawnMeasure, id: "chrome.statusBar.time",
                         at: Point(x: timeX, y: centreY - drawnMeasure.size.height / 2), color: color)

        // On the 20 pt bar the cellular bars and Wi-Fi lead and only the battery trails.
        if family == .tablet {
            try emitTabletTrailing(bar, glyphs: glyphs, width: width, centreY: centreY, textStyle: timeStyle, color: color, context: context)
        } else if family == .homeButtonPhone, let battery = glyphs.last {
            emitGlyphs(glyphs.dropLast(), originX: ChromeMetrics.statusBarSideInset(family), centreY: centreY, color: color, context: context)
            emitGlyphs([battery], originX: width - ChromeMetrics.statusBarSideInset(family) - battery.size.width - battery.x,
                       centreY: centreY, color: color, context: context)
        } else {
            emitGlyphs(glyphs, originX: glyphsX, centreY: centreY, color: color, context: context)
        }
    }

    struct PlacedGlyph {
        var id: String
        var glyph: SystemGlyph
        /// The battery's level, drawn over its outline.
        var level: Int?
        var x: Double
        var size: Size
    }

    /// The glyphs in reading order with their x offsets: cellular (unless `cellular` is false), Wi-Fi
    /// (unless 0), battery.
    static func glyphRun(_ bar: StatusBar, scale: Double, cellular: Bool = true) -> [PlacedGlyph] {
        var run: [PlacedGlyph] = []
        var x = 0.0
        func add(_ id: String, _ glyph: SystemGlyph, _ size: Size, level: Int? = nil) {
            if !run.isEmpty { x += ChromeMetrics.glyphSpacing * scale }
            let scaled = Size(width: size.width * scale, height: size.height * scale)
            run.append(PlacedGlyph(id: id, glyph: glyph, level: level, x: x, size: scaled))
            x += scaled.width
        }
        if cellular { add("signal", .signal(bars: bar.signal), ChromeMetrics.signalSize) }
        if bar.wifi > 0 { add("wifi", .wifi(arcs: bar.wifi), ChromeMetrics.wifiSize) }
        add("battery", .batteryOutline, ChromeMetrics.batterySize, level: bar.battery)
        return run
    }

    static func emitGlyphs(_ glyphs: some Collection<PlacedGlyph>, originX: Double, centreY: Double, color: RGBA, context: LayoutContext) {
        for placed in glyphs {
            let frame = Rect(x: originX + placed.x, y: centreY - placed.size.height / 2, width: placed.size.width, height: placed.size.height)
            let id = "chrome.statusBar.\(placed.id)"
            let (box, path) = placed.glyph.geometry
            if let faint = placed.glyph.faintPath {
                context.emit(id + ".empty", .path(PathPrimitive(frame: frame, viewBox: box, path: faint, paint: .fill(color.withOpacity(0.3)))))
            }
            if let level = placed.level {
                // The ring at 40%, the cap at 50%, the level solid (measured; docs/screens.md "Status bar").
                context.emit(id, .path(PathPrimitive(frame: frame, viewBox: box, path: path, paint: .fill(color.withOpacity(0.4)))))
                context.emit(id + ".cap", .path(PathPrimitive(frame: frame, viewBox: box, path: SystemGlyph.batteryCap.geometry.path,
                                                               paint: .fill(color.withOpacity(0.5)))))
                let fill = SystemGlyph.batteryLevel(percent: level).geometry.path
                if !fill.commands.isEmpty {
                    context.emit(id + ".level", .path(PathPrimitive(frame: frame, viewBox: box, path: fill, paint: .fill(color))))
                }
            } else if !path.commands.isEmpty {
                context.emit(id, .path(PathPrimitive(frame: frame, viewBox: box, path: path, paint: .fill(color))))
            }
        }
    }
}

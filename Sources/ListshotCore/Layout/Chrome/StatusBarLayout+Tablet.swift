extension StatusBarLayout {
    /// iPad's trailing group: Wi-Fi, then the battery percentage ("100%") and the battery, ending
    /// 20 pt from the edge. The preset is a Wi-Fi iPad, so there are no cellular bars (docs/screens.md,
    /// "Status bar"). `glyphs` is the run without cellular bars.
    static func emitTabletTrailing(_ bar: StatusBar, glyphs: [PlacedGlyph], width: Double, centreY: Double, textStyle: TextStyle,
                                   color: RGBA, context: LayoutContext) throws(LayoutError) {
        let family = DeviceFamily.tablet
        let id = "chrome.statusBar.batteryPercent"
        let (request, measured) = try context.measureText("\(bar.battery)%", id: id, style: textStyle, width: width / 4,
                                                          maxLines: 1, alignment: .leading, localizable: false)
        let percentWidth = context.ceilToPixel(measured.size.width)
        guard let battery = glyphs.last else { return }
        let batteryX = width - ChromeMetrics.statusBarSideInset(family) - battery.size.width
        let percentX = batteryX - ChromeMetrics.batteryPercentGap - percentWidth
        let (drawn, size) = context.remeasure(request, width: percentWidth)
        context.emitText(drawn, size, id: id, at: Point(x: percentX, y: centreY - size.size.height / 2), color: color)
        emitGlyphs([battery], originX: batteryX - battery.x, centreY: centreY, color: color, context: context)
        let leading = glyphs.dropLast()
        if let last = leading.last {
            // Wi-Fi keeps the glyphs' spacing before the percentage.
            let end = percentX - ChromeMetrics.glyphSpacing * ChromeMetrics.glyphScale(family)
            emitGlyphs(leading, originX: end - (last.x + last.size.width), centreY: centreY, color: color, context: context)
        }
    }
}

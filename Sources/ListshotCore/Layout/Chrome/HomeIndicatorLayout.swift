/// The home indicator: a short rounded bar centred at the screen's bottom on devices without a
/// home button, black over light content and white over dark (docs/screens.md, "Home indicator").
/// `length` is the device's portrait figure, kept in landscape (no landscape measurement exists).
enum HomeIndicatorLayout {
    static func emit(width: Double, length barWidth: Double, height: Double, color: RGBA, context: LayoutContext) {
        let barHeight = ChromeMetrics.homeIndicatorHeight
        let frame = Rect(x: (width - barWidth) / 2, y: height - ChromeMetrics.homeIndicatorBottom - barHeight,
                         width: barWidth, height: barHeight)
        context.emit("chrome.homeIndicator", .rect(RectPrimitive(frame: frame, cornerRadius: barHeight / 2, fill: .solid(color))))
    }
}

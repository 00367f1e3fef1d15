import Foundation

/// The laid-out caption: its keyword and title runs, measured for one width.
///
/// Both are bold in "Inter" (the stand-in for the system font); the keyword in the keyword colour
/// (the theme's brand token unless given), the title in black on a light background and white on
/// a dark one unless given. They wrap to any number of lines and align to the leading edge of the
/// layout direction (docs/presentation.md, "Caption").
struct PresentationCaption: Sendable {
    var keyword: (request: TextRequest, size: Size, color: RGBA)?
    var title: (request: TextRequest, size: Size, color: RGBA)
    /// Space between the keyword and the title.
    var spacing: Double
    /// Characters the fonts cannot draw, per run (docs/fonts.md).
    var warnings: [LayoutWarning] = []

    var height: Double { (keyword.map { $0.size.height + spacing } ?? 0) + title.size.height }

    /// The type size of the title for a device: 8.5 % of the display's portrait width, at most 48 pt.
    static func titleSize(device: Device) -> Double { min(48, (device.size.width * 0.085).rounded()) }

    static func make(_ caption: Caption, width: Double, device: Device, background: Paint, theme: ResolvedTheme,
                     measurer: any TextMeasuring, direction: LayoutDirection) throws(LayoutError) -> PresentationCaption {
        let titleSize = titleSize(device: device)
        let keywordSize = (titleSize * 0.6).rounded()
        var warnings: [LayoutWarning] = []
        func run(_ text: String, element: String, size: Double, color: RGBA) throws(LayoutError) -> (request: TextRequest, size: Size, color: RGBA) {
            guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { throw .emptyText(element: element) }
            let length = text.unicodeScalars.count
            guard length <= maximumTextLength else { throw .textTooLong(element: element, length: length) }
            let style = TextStyle(fontFamily: "Inter", size: size, weight: .bold, lineHeight: (size * 1.2).rounded())
            let request = TextRequest(text: text, style: style, width: width, alignment: .natural, direction: direction)
            let measured = measurer.measure(request)
            if measured.missingGlyphs > 0 {
                warnings.append(.missingGlyphs(element: element, text: text, codePoints: measured.missingCodePoints, count: measured.missingGlyphs))
            }
            return (request, Size(width: width, height: measured.size.height), color)
        }
        let keyword: (request: TextRequest, size: Size, color: RGBA)?
        if let text = caption.keyword {
            let color: RGBA
            if let given = caption.keywordColor { color = given } else {
                color = try theme.color(theme.designSystem.brandToken, for: "presentation.caption.keyword")
            }
            keyword = try run(text, element: "presentation.caption.keyword", size: keywordSize, color: color)
        } else {
            keyword = nil
        }
        let titleColor = caption.titleColor ?? (background.prefersDarkText ? RGBA(red: 0, green: 0, blue: 0) : RGBA(red: 255, green: 255, blue: 255))
        let title = try run(caption.title, element: "presentation.caption.title", size: titleSize, color: titleColor)
        return PresentationCaption(keyword: keyword, title: title, spacing: (keywordSize * 0.35).rounded(), warnings: warnings)
    }
}

extension Paint {
    /// Whether black text reads better than white on this paint: WCAG relative luminance of the
    /// colour (a gradient's stops averaged), black when its contrast with black is at least its
    /// contrast with white.
    var prefersDarkText: Bool {
        let colors: [RGBA]
        switch self {
        case .solid(let c): colors = [c]
        case .linearGradient(let g): colors = g.stops.map(\.color)
        }
        guard !colors.isEmpty else { return true }
        let luminance = colors.map(\.relativeLuminance).reduce(0, +) / Double(colors.count)
        return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05)
    }
}

extension RGBA {
    /// WCAG 2 relative luminance of the sRGB colour (alpha ignored), 0 (black) … 1 (white).
    var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let v = Double(channel) / 255
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }
}

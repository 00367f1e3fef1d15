/// A problem the layout worked around but the user should hear about.
public struct LayoutWarning: Sendable, Hashable, CustomStringConvertible {
    public var element: String
    public var message: String
    public init(element: String, message: String) { self.element = element; self.message = message }
    public var description: String { "\(element): \(message)" }
}

/// What one layout pass reads and collects: theme, measurer, direction, scale, warnings.
final class LayoutContext {
    let theme: ResolvedTheme
    let measurer: any TextMeasuring
    let direction: LayoutDirection
    let grid: PixelGrid
    private(set) var items: [DisplayItem] = []
    private(set) var warnings: [LayoutWarning] = []

    init(theme: ResolvedTheme, measurer: any TextMeasuring, direction: LayoutDirection, scale: Double) {
        self.theme = theme; self.measurer = measurer; self.direction = direction; self.grid = PixelGrid(scale: scale)
    }

    func emit(_ id: String, _ primitive: Primitive) { items.append(DisplayItem(id: id, primitive)) }

    /// `value` rounded up to the next device pixel.
    func ceilToPixel(_ value: Double) -> Double { (value * grid.scale - 1e-9).rounded(.up) / grid.scale }

    /// Validates and measures a text element; returns the request and its measurement.
    func measureText(_ text: String, id: String, style: TextStyle, width: Double, maxLines: Int,
                     alignment: TextAlignment = .natural) throws(LayoutError) -> (TextRequest, TextMeasurement) {
        if text.isEmpty { throw .emptyText(element: id) }
        let length = text.unicodeScalars.count
        if length > maximumTextLength { throw .textTooLong(element: id, length: length) }
        if maxLines < 0 { throw .invalidValue(element: id, message: "a line limit of \(maxLines) is negative. Use 0 for unlimited, or a positive count.") }
        let request = TextRequest(text: text, style: style, width: max(width, 1), maxLines: maxLines,
                                  alignment: alignment, direction: direction)
        let measurement = measurer.measure(request)
        if measurement.missingGlyphs > 0 {
            warnings.append(LayoutWarning(element: id, message: "\(measurement.missingGlyphs) character(s) of \"\(Self.excerpt(text))\" have no glyph in the installed fonts and draw as boxes. Install a font that covers them (e.g. fonts-noto-core) or change the text."))
        }
        return (request, measurement)
    }

    /// Emits a measured text element at `origin`; returns its measured height.
    @discardableResult
    func emitText(_ request: TextRequest, _ measurement: TextMeasurement, id: String, at origin: Point, color: Color) -> Double {
        let frame = Rect(x: origin.x, y: origin.y, width: request.width, height: measurement.size.height)
        emit(id, .text(TextPrimitive(frame: frame, request: request, color: color)))
        return measurement.size.height
    }

    /// Emits a built-in icon into `frame`, tinted `color`; directional icons mirror in RTL.
    func emitIcon(_ icon: Icon, id: String, frame: Rect, color: Color) {
        let (path, strokeWidth) = icon.geometry
        let paint: PathPaint = strokeWidth.map { .stroke(color, width: $0) } ?? .fill(color)
        emit(id, .path(PathPrimitive(frame: frame, viewBox: Icon.viewBox, path: path, paint: paint,
                                     isMirrored: direction == .rightToLeft && icon.isDirectional)))
    }

    static func excerpt(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(40)) + "…"
    }
}

/// A problem the layout worked around but the user should hear about.
public struct LayoutWarning: Sendable, Hashable, CustomStringConvertible {
    public var element: String
    public var message: String
    public init(element: String, message: String) { self.element = element; self.message = message }
    public var description: String { "\(element): \(message)" }
}

/// What one layout pass reads and collects: theme, measurer, direction, scale, warnings.
final class LayoutContext {
    /// The theme being drawn with: the screen's, or a subtree's while the view engine lays out a
    /// view whose environment names another (``ViewLayoutEngine/withTheme(of:layer:_:)``).
    var theme: ResolvedTheme
    /// The themes this pass has resolved, and how to resolve more.
    let themes: ThemeCache
    let measurer: any TextMeasuring
    let direction: LayoutDirection
    let grid: PixelGrid
    /// Whether user-facing strings are pseudo-localised before they are measured.
    let pseudoLocalize: Bool
    private(set) var items: [DisplayItem] = []
    private(set) var warnings: [LayoutWarning] = []
    private var warned: Set<LayoutWarning> = []

    /// Records `warning` once: an element measured twice (at two widths, or in two passes) warns once.
    func warn(_ warning: LayoutWarning) {
        if warned.insert(warning).inserted { warnings.append(warning) }
    }

    /// The tallest content, in points, before the canvas would pass ``maximumCanvasSide``; nil
    /// when the frame's height is fixed (content below it is cut, not drawn).
    var heightLimit: Double?

    init(theme: ResolvedTheme, measurer: any TextMeasuring, direction: LayoutDirection, scale: Double,
         pseudoLocalize: Bool = false, themes: ThemeCache? = nil) {
        self.theme = theme; self.themes = themes ?? ThemeCache(resolver: nil, root: theme); self.measurer = measurer; self.direction = direction; self.grid = PixelGrid(scale: scale)
        self.pseudoLocalize = pseudoLocalize
    }

    /// Stops a layout as soon as its content passes the canvas limit, naming the element where it
    /// did, instead of laying out a thousand more rows before the same error.
    func checkHeight(_ y: Double, element: String) throws(LayoutError) {
        // One point of slack: past it, the final canvas check would fail whatever comes after.
        guard let limit = heightLimit, y > limit + 1 else { return }
        throw .contentTooTall(element: element, pixels: Int(min(y * grid.scale, 1e9).rounded(.up)))
    }

    func emit(_ id: String, _ primitive: Primitive) { items.append(DisplayItem(id: id, primitive)) }

    /// Appends items laid out elsewhere (a component node's, moved into place).
    func append(_ laidOut: [DisplayItem]) { items.append(contentsOf: laidOut) }

    /// The width of the canvas's content: what a component offered no width lays out at.
    var contentWidth: Double = 375

    /// A context like this one with no items or warnings yet: a component node lays out into it
    /// at the origin, and the node moves the items into this one when it is placed.
    func scratch() -> LayoutContext {
        let copy = LayoutContext(theme: theme, measurer: measurer, direction: direction, scale: grid.scale,
                                 pseudoLocalize: pseudoLocalize, themes: themes)
        copy.heightLimit = heightLimit
        copy.contentWidth = contentWidth
        return copy
    }

    /// Replaces the primitive of the item at `index` (a background sized once its content is laid out).
    func replace(at index: Int, with primitive: Primitive) {
        guard items.indices.contains(index) else { return }
        items[index].primitive = primitive
    }

    /// `value` rounded up to the next device pixel.
    func ceilToPixel(_ value: Double) -> Double { (value * grid.scale - 1e-9).rounded(.up) / grid.scale }

    /// Validates and measures a text element; returns the request and its measurement.
    ///
    /// `localizable` strings are pseudo-localised when the screen asks for it; numbers such as
    /// badge counts are not.
    func measureText(_ text: String, id: String, style: TextStyle, width: Double, maxLines: Int,
                     alignment: TextAlignment = .natural, truncationMode: TextTruncationMode = .tail,
                     localizable: Bool = true) throws(LayoutError) -> (TextRequest, TextMeasurement) {
        if text.isEmpty { throw .emptyText(element: id) }
        let length = text.unicodeScalars.count
        if length > maximumTextLength { throw .textTooLong(element: id, length: length) }
        if maxLines < 0 { throw .invalidValue(element: id, message: "a line limit of \(maxLines) is negative. Use 0 for unlimited, or a positive count.") }
        let shown = pseudoLocalize && localizable ? PseudoLocalization.transform(text) : text
        let request = TextRequest(text: shown, style: style, width: max(width, 1), maxLines: maxLines,
                                  alignment: alignment, direction: direction, truncationMode: truncationMode)
        let measurement = measurer.measure(request)
        if measurement.missingGlyphs > 0 {
            warn(LayoutWarning.missingGlyphs(element: id, text: text, codePoints: measurement.missingCodePoints,
                                             count: measurement.missingGlyphs))
        }
        return (request, measurement)
    }

    /// Emits a measured text element at `origin`; returns its measured height.
    @discardableResult
    func emitText(_ request: TextRequest, _ measurement: TextMeasurement, id: String, at origin: Point, color: RGBA) -> Double {
        let frame = Rect(x: origin.x, y: origin.y, width: request.width, height: measurement.size.height)
        emit(id, .text(TextPrimitive(frame: frame, request: request, color: color)))
        return measurement.size.height
    }

    /// Re-measures an already measured request at a new width (same text, style and lines), so the
    /// drawn request is exactly the measured one.
    func remeasure(_ request: TextRequest, width: Double, alignment: TextAlignment? = nil) -> (TextRequest, TextMeasurement) {
        var copy = request
        copy.width = max(width, 1)
        if let alignment { copy.alignment = alignment }
        return (copy, measurer.measure(copy))
    }

    /// Emits a built-in icon into `frame`, tinted `color`; directional icons mirror in RTL.
    func emitIcon(_ icon: Icon, id: String, frame: Rect, color: RGBA) {
        let (path, strokeWidth) = icon.geometry
        let paint: PathPaint = strokeWidth.map { .stroke(color, width: $0) } ?? .fill(color)
        emit(id, .path(PathPrimitive(frame: frame, viewBox: Icon.viewBox, path: path, paint: paint,
                                     isMirrored: direction == .rightToLeft && icon.isDirectional)))
    }

    /// The environment at the root of every view tree this pass lays out (``ViewEnvironment``).
    var rootEnvironment: ViewEnvironment { ViewEnvironment(theme: theme, direction: direction) }

    static func excerpt(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(40)) + "…"
    }
}

/// Lays out a Mistica Tag (UIKit `TagView`, COMPONENTS.md §1.3): a pill at least 56×28 with
/// padding h 12 / v 4 and a one-line preset-2 medium label that truncates at the tail.
enum TagLayout {
    struct Measured {
        var tag: Tag
        var id: String
        var size: Size
        var request: TextRequest
        var measurement: TextMeasurement
    }

    static func measure(_ tag: Tag, id: String, maxWidth: Double, context: LayoutContext) throws(LayoutError) -> Measured {
        let theme = context.theme
        let style = theme.textStyle(preset: 2, weight: theme.weight("indicator"))
        let available = max(maxWidth - 2 * Tag.horizontalPadding, 1)
        let (probe, probed) = try context.measureText(tag.text, id: "\(id).label", style: style, width: available, maxLines: 1)
        let labelWidth = min(context.ceilToPixel(probed.size.width), probe.width)
        let width = max(Tag.minimumWidth, labelWidth + 2 * Tag.horizontalPadding)
        let height = max(Tag.height, style.lineHeight + 2 * Tag.verticalPadding)
        // Re-measure at the final width so the drawn request is exactly the measured one.
        let (request, measurement) = try context.measureText(tag.text, id: "\(id).label", style: style,
                                                             width: width - 2 * Tag.horizontalPadding,
                                                             maxLines: 1, alignment: .center)
        return Measured(tag: tag, id: id, size: Size(width: width, height: height), request: request, measurement: measurement)
    }

    static func emit(_ measured: Measured, origin: Point, context: LayoutContext) throws(LayoutError) {
        let theme = context.theme
        let frame = Rect(origin: origin, size: measured.size)
        let radius = min(theme.radius("tag", fallback: 999), frame.height / 2)
        context.emit(measured.id, .rect(RectPrimitive(frame: frame, cornerRadius: radius,
                                                      fill: try theme.paint(measured.tag.style.backgroundToken, for: measured.id))))
        let labelTop = frame.y + (frame.height - measured.measurement.size.height) / 2
        context.emitText(measured.request, measured.measurement, id: "\(measured.id).label",
                         at: Point(x: frame.x + Tag.horizontalPadding, y: labelTop),
                         color: try theme.color(measured.tag.style.textToken, for: measured.id))
    }
}

/// Lays out a Mistica Tag (UIKit `TagView`, docs/components.md §1.3): a pill at least 56×28 with
/// padding h 12 / v 4 (leading 8 when a 16 pt icon leads, 4 before the label, `TagView.swift`), and a one-line preset-2
/// label in the brand's `indicator` weight that truncates at the tail. Corners follow
/// `radius.tag` (a pill, or square in Movistar New). Inverse tags use the `…Inverse` tokens.
enum TagLayout {
    struct Measured {
        var tag: Tag
        var id: String
        var isInverse: Bool
        var size: Size
        var request: TextRequest
        var measurement: TextMeasurement
    }

    static func measure(_ tag: Tag, id: String, maxWidth: Double, inverseByDefault: Bool,
                        context: LayoutContext) throws(LayoutError) -> Measured {
        let theme = context.theme
        let style = theme.textStyle(preset: 2, weight: theme.weight("indicator"))
        let iconWidth = tag.icon == nil ? 0 : Tag.iconSize + Tag.iconSpacing
        let leading = tag.icon == nil ? Tag.horizontalPadding : Tag.iconLeadingPadding
        let padding = leading + Tag.horizontalPadding
        let available = max(maxWidth - padding - iconWidth, 1)
        let (probe, probed) = try context.measureText(tag.text, id: "\(id).label", style: style, width: available, maxLines: 1)
        let labelWidth = min(context.ceilToPixel(probed.size.width), probe.width)
        let width = max(Tag.minimumWidth, labelWidth + iconWidth + padding)
        let height = max(Tag.height, style.lineHeight + 2 * Tag.verticalPadding)
        // Re-measure at the final width so the drawn request is exactly the measured one.
        let alignment: TextAlignment = tag.icon == nil ? .center : .natural
        let (request, measurement) = context.remeasure(probe, width: width - padding - iconWidth,
                                                       alignment: alignment)
        return Measured(tag: tag, id: id, isInverse: tag.isInverse ?? inverseByDefault,
                        size: Size(width: width, height: height), request: request, measurement: measurement)
    }

    static func emit(_ measured: Measured, origin: Point, context: LayoutContext) throws(LayoutError) {
        let theme = context.theme
        let frame = Rect(origin: origin, size: measured.size)
        let radius = min(theme.radius("tag", fallback: 999), frame.height / 2)
        let style = measured.tag.style
        context.emit(measured.id, .rect(RectPrimitive(frame: frame, cornerRadius: radius,
                                                      fill: try theme.paint(style.backgroundToken(inverse: measured.isInverse), for: measured.id))))
        let textColor = try theme.color(style.textToken(inverse: measured.isInverse), for: measured.id)
        var labelX = frame.x + (measured.tag.icon == nil ? Tag.horizontalPadding : Tag.iconLeadingPadding)
        if let icon = measured.tag.icon {
            let iconFrame = Rect(x: labelX, y: frame.midY - Tag.iconSize / 2, width: Tag.iconSize, height: Tag.iconSize)
            context.emitIcon(icon, id: "\(measured.id).icon", frame: iconFrame, color: textColor)
            labelX += Tag.iconSize + Tag.iconSpacing
        }
        let labelTop = frame.y + (frame.height - measured.measurement.size.height) / 2
        context.emitText(measured.request, measured.measurement, id: "\(measured.id).label",
                         at: Point(x: labelX, y: labelTop), color: textColor)
    }
}

/// Lays out a Mistica Tag with its flavour's ``TagGeometry`` (docs/mistica.md "Tags and badges"): UIKit `TagView` is at
/// least 56×28 with padding h 12 / v 4 (leading 8 when a 16 pt icon leads, 4 before the label) and corners
/// `radius.indicator`; SwiftUI `Tag` is at least 48×20 with padding 8 / 4 (5 between icon and label) and
/// corners `radius.tag` (square in Movistar New). The label is one preset-2 line in the brand's `indicator`
/// weight that truncates at the tail. Inverse tags use the `…Inverse` tokens.
enum TagLayout {
    struct Measured {
        var tag: Tag
        var id: String
        var isInverse: Bool
        var geometry: TagGeometry
        var size: Size
        var request: TextRequest
        var measurement: TextMeasurement
    }

    static func measure(_ tag: Tag, id: String, maxWidth: Double, inverseByDefault: Bool, flavour: CellFlavour = .uikit,
                        context: LayoutContext) throws(LayoutError) -> Measured {
        let theme = context.theme
        let geometry = TagGeometry(flavour: flavour)
        let style = theme.textStyle(preset: 2, weight: theme.weight("indicator"))
        let iconWidth = tag.icon == nil ? 0 : Tag.iconSize + geometry.iconSpacing
        let leading = tag.icon == nil ? geometry.horizontalPadding : geometry.iconLeadingPadding
        let padding = leading + geometry.horizontalPadding
        let available = max(maxWidth - padding - iconWidth, 1)
        let (probe, probed) = try context.measureText(tag.text, id: "\(id).label", style: style, width: available, maxLines: 1)
        let labelWidth = min(context.ceilToPixel(probed.size.width), probe.width)
        let width = max(geometry.minimumWidth, labelWidth + iconWidth + padding)
        let height = max(geometry.minimumHeight, style.lineHeight + 2 * geometry.verticalPadding)
        // Re-measure at the final width so the drawn request is exactly the measured one.
        let alignment: TextAlignment = tag.icon == nil ? .center : .natural
        let (request, measurement) = context.remeasure(probe, width: width - padding - iconWidth,
                                                       alignment: alignment)
        return Measured(tag: tag, id: id, isInverse: tag.isInverse ?? inverseByDefault,
                        geometry: geometry, size: Size(width: width, height: height), request: request, measurement: measurement)
    }

    static func emit(_ measured: Measured, origin: Point, context: LayoutContext) throws(LayoutError) {
        let theme = context.theme
        let frame = Rect(origin: origin, size: measured.size)
        let geometry = measured.geometry
        let radius = min(theme.radius(geometry.radiusToken, fallback: 999), frame.height / 2, frame.width / 2)
        let style = measured.tag.style
        context.emit(measured.id, .rect(RectPrimitive(frame: frame, cornerRadius: radius,
                                                      fill: try theme.paint(style.backgroundToken(inverse: measured.isInverse), for: measured.id))))
        let textColor = try theme.color(style.textToken(inverse: measured.isInverse), for: measured.id)
        var labelX = frame.x + (measured.tag.icon == nil ? geometry.horizontalPadding : geometry.iconLeadingPadding)
        if let icon = measured.tag.icon {
            let iconFrame = Rect(x: labelX, y: frame.midY - Tag.iconSize / 2, width: Tag.iconSize, height: Tag.iconSize)
            context.emitIcon(icon, id: "\(measured.id).icon", frame: iconFrame, color: textColor)
            labelX += Tag.iconSize + geometry.iconSpacing
        }
        let labelTop = frame.y + (frame.height - measured.measurement.size.height) / 2
        context.emitText(measured.request, measured.measurement, id: "\(measured.id).label",
                         at: Point(x: labelX, y: labelTop), color: textColor)
    }
}

/// Controls that carry text: a trailing value and a small button (docs/components.md §1.2 section C).
///
/// - Text: preset 2 regular `textSecondary` (`textSecondaryInverse`), one line, tail ellipsis.
/// - Button (Mistica small `Button`): 32 tall, 16 padding each side, preset 2 medium label,
///   `radius.button` corners. Primary fills `brand` with a `textPrimaryInverse` label; secondary
///   outlines 1.5 pt in `brand`. On boxedInverse the roles swap to `inverse`.
/// Both are at most 40% of the row's inner width.
extension CellControlLayout {
    static func measureText(_ text: String, maxWidth: Double, id: String, centered: Bool,
                            context: LayoutContext) throws(LayoutError) -> Measured {
        let style = context.theme.textStyle(preset: 2, weight: .regular)
        let (probe, probed) = try context.measureText(text, id: "\(id).text", style: style, width: maxWidth, maxLines: 1)
        let width = min(context.ceilToPixel(probed.size.width), maxWidth)
        let (request, measurement) = context.remeasure(probe, width: width)
        return Measured(control: .text(text), size: Size(width: width, height: max(measurement.size.height, style.lineHeight)),
                        isCentered: centered, label: (request, measurement))
    }

    static func measureButton(_ control: CellControl, title: String, maxWidth: Double, id: String, centered: Bool,
                              context: LayoutContext) throws(LayoutError) -> Measured {
        let style = context.theme.textStyle(preset: 2, weight: .medium)
        let padding = CellControl.buttonPadding
        let (probe, probed) = try context.measureText(title, id: "\(id).button.label", style: style,
                                                      width: max(maxWidth - 2 * padding, 1), maxLines: 1)
        let labelWidth = min(context.ceilToPixel(probed.size.width), probe.width)
        let (request, measurement) = context.remeasure(probe, width: labelWidth, alignment: .center)
        let height = max(CellControl.buttonHeight, style.lineHeight + 12)
        return Measured(control: control, size: Size(width: labelWidth + 2 * padding, height: height),
                        isCentered: centered, label: (request, measurement))
    }

    static func emitText(_ measured: Measured, frame: Rect, inverse: Bool, id: String,
                         context: LayoutContext) throws(LayoutError) {
        guard let label = measured.label else { return }
        context.emitText(label.request, label.measurement, id: "\(id).text",
                         at: Point(x: frame.x, y: frame.midY - label.measurement.size.height / 2),
                         color: try context.theme.color(inverse ? "textSecondaryInverse" : "textSecondary", for: "\(id).text"))
    }

    static func emitButton(_ measured: Measured, style: CellButtonStyle, frame: Rect, inverse: Bool, id: String,
                           context: LayoutContext) throws(LayoutError) {
        guard let label = measured.label else { return }
        let theme = context.theme
        let elementID = "\(id).button"
        let accent = inverse ? "inverse" : "brand"
        let radius = min(theme.radius("button", fallback: 4), frame.height / 2)
        let labelToken: String
        switch style {
        case .primary:
            context.emit(elementID, .rect(RectPrimitive(frame: frame, cornerRadius: radius, fill: try theme.paint(accent, for: elementID))))
            labelToken = inverse ? "brand" : "textPrimaryInverse"
        case .secondary:
            context.emit(elementID, .rect(RectPrimitive(frame: frame, cornerRadius: radius,
                                                        stroke: Stroke(color: try theme.color(accent, for: elementID), width: 1.5))))
            labelToken = accent
        }
        context.emitText(label.request, label.measurement, id: "\(elementID).label",
                         at: Point(x: frame.x + CellControl.buttonPadding, y: frame.midY - label.measurement.size.height / 2),
                         color: try theme.color(labelToken, for: "\(elementID).label"))
    }
}

/// Draws a cell's control (section C), COMPONENTS.md §1.2 and §1.4.
///
/// - Navigation (`NavigationPresetView`): badge, 16, 24×24 chevron tinted `neutralMedium`
///   (SwiftUI's choice; UIKit uses textSecondary), vertically centred in the cell.
/// - Switch: the iOS toggle, 51×31, knob `iosControlKnob`, track `controlActivated` or `control`.
///   Centred when the cell has only a title, otherwise top-aligned with the text column.
/// - boxedInverse tints the control with `inverse` (white).
enum CellControlLayout {
    static let chevronSize = 24.0
    static let badgeGap = 16.0

    static func width(_ control: CellControl, id: String, context: LayoutContext) throws(LayoutError) -> Double {
        switch control {
        case .none: return 0
        case .switch: return CellControl.switchSize.width
        case .navigation(let badge):
            guard let badge else { return chevronSize }
            try validate(badge, id: id)
            guard let size = badgeSize(badge, context: context) else { return chevronSize }
            return size.width + badgeGap + chevronSize
        }
    }

    static func height(_ control: CellControl) -> Double {
        switch control {
        case .none: return 0
        case .switch: return CellControl.switchSize.height
        case .navigation: return chevronSize
        }
    }

    static func validate(_ badge: Badge, id: String) throws(LayoutError) {
        if case .count(let n) = badge, n < 0 {
            throw .invalidValue(element: "\(id).badge", message: "a badge count of \(n) is negative. Use 0 to hide the badge, or a positive count.")
        }
    }

    /// The badge's size: 8 dot, 20 circle, or a capsule of label width + 12 (at least 28) above 9.
    static func badgeSize(_ badge: Badge, context: LayoutContext) -> Size? {
        guard let base = badge.size else { return nil }
        guard let label = badge.label else { return base }
        let style = badgeStyle(context)
        let height = max(base.height, style.lineHeight + 4)
        if base.width == base.height { return Size(width: height, height: height) }
        let measured = context.measurer.measure(TextRequest(text: label, style: style, width: 200, maxLines: 1))
        return Size(width: max(base.width, context.ceilToPixel(measured.size.width) + 12), height: height)
    }

    /// Preset 1 medium; the badge caps its Dynamic Type at AX-M.
    static func badgeStyle(_ context: LayoutContext) -> TextStyle {
        context.theme.textStyle(preset: 1, weight: .medium, cappedAt: .accessibilityMedium)
    }

    static func emit(_ control: CellControl, style: CellStyle, x: Double, box: Rect, top: Double?,
                     id: String, context: LayoutContext) throws(LayoutError) {
        let theme = context.theme
        let inverse = style == .boxedInverse
        switch control {
        case .none:
            return
        case .navigation(let badge):
            var cursor = x
            if let badge, let size = badgeSize(badge, context: context) {
                let frame = Rect(x: cursor, y: box.midY - size.height / 2, width: size.width, height: size.height)
                try emitBadge(badge, frame: frame, id: "\(id).badge", context: context)
                cursor += size.width + badgeGap
            }
            let chevron = Rect(x: cursor, y: box.midY - chevronSize / 2, width: chevronSize, height: chevronSize)
            context.emitIcon(.chevronRight, id: "\(id).chevron", frame: chevron,
                             color: try theme.color(inverse ? "inverse" : "neutralMedium", for: "\(id).chevron"))
        case .switch(let isOn):
            let size = CellControl.switchSize
            let y = top ?? (box.midY - size.height / 2)
            let track = Rect(x: x, y: y, width: size.width, height: size.height)
            let trackToken = isOn ? (inverse ? "inverse" : "controlActivated") : "control"
            context.emit("\(id).track", .rect(RectPrimitive(frame: track, cornerRadius: size.height / 2,
                                                            fill: try theme.paint(trackToken, for: "\(id).track"))))
            let knobSide = size.height - 4
            let knob = Rect(x: isOn ? track.maxX - 2 - knobSide : track.x + 2, y: track.y + 2, width: knobSide, height: knobSide)
            context.emit("\(id).knob.shadow", .shadow(ShadowPrimitive(frame: knob, cornerRadius: knobSide / 2,
                                                                      color: Color.black.withOpacity(0.15), blur: 4,
                                                                      offset: Point(x: 0, y: 2))))
            let knobToken = inverse && isOn ? "controlActivated" : "iosControlKnob"
            context.emit("\(id).knob", .ellipse(EllipsePrimitive(frame: knob, fill: try theme.paint(knobToken, for: "\(id).knob"))))
        }
    }

    static func emitBadge(_ badge: Badge, frame: Rect, id: String, context: LayoutContext) throws(LayoutError) {
        let theme = context.theme
        context.emit(id, .rect(RectPrimitive(frame: frame, cornerRadius: frame.height / 2,
                                             fill: try theme.paint("badge", for: id))))
        guard let label = badge.label else { return }
        let (request, measurement) = try context.measureText(label, id: "\(id).label", style: badgeStyle(context),
                                                             width: frame.width, maxLines: 1, alignment: .center)
        context.emitText(request, measurement, id: "\(id).label",
                         at: Point(x: frame.x, y: frame.midY - measurement.size.height / 2),
                         color: try theme.color("textPrimaryInverse", for: id))
    }
}

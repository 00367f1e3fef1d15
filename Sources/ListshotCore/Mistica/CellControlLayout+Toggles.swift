/// Switch, checkbox and radio (docs/components.md §1.2 section C).
///
/// - Switch: the iOS toggle, 51×31, knob `iosControlKnob` with a soft shadow, track
///   `controlActivated` (on; `inverse` on boxedInverse) or, off, iOS's own translucent
///   `secondarySystemFill` (``SystemFill``): since iOS 13 a UISwitch's `tintColor` (Mistica's
///   `control`) no longer fills or outlines the off track (docs/mistica.md "Controls").
/// - Checkbox: an 18 pt square centred in a 24 pt box with `radius.checkbox` corners (Mistica 2,
///   Movistar New 4): a 2 pt `control` outline, or filled `controlActivated` with an `inverse` tick.
/// - Radio: a 20 pt circle in a 24 pt box: a 2 pt `control` ring, or a 6 pt `controlActivated`
///   ring around the container colour (mistica-web `RadioButton`).
extension CellControlLayout {
    static func emitSwitch(isOn: Bool, frame track: Rect, inverse: Bool, id: String,
                           context: LayoutContext) throws(LayoutError) {
        let theme = context.theme
        let trackFill: Paint = isOn ? try theme.paint(inverse ? "inverse" : "controlActivated", for: "\(id).track")
                                    : .solid(SystemFill.secondary(theme.appearance))
        context.emit("\(id).track", .rect(RectPrimitive(frame: track, cornerRadius: track.height / 2, fill: trackFill)))
        let knobSide = track.height - 4
        let knob = Rect(x: isOn ? track.maxX - 2 - knobSide : track.x + 2, y: track.y + 2, width: knobSide, height: knobSide)
        context.emit("\(id).knob.shadow", .shadow(ShadowPrimitive(frame: knob, cornerRadius: knobSide / 2,
                                                                  color: RGBA.black.withOpacity(0.15), blur: 4,
                                                                  offset: Point(x: 0, y: 2))))
        let knobToken = inverse && isOn ? "controlActivated" : "iosControlKnob"
        context.emit("\(id).knob", .ellipse(EllipsePrimitive(frame: knob, fill: try theme.paint(knobToken, for: "\(id).knob"))))
    }

    static func emitCheckbox(isChecked: Bool, frame: Rect, inverse: Bool, id: String,
                             context: LayoutContext) throws(LayoutError) {
        let theme = context.theme
        let square = Rect(x: frame.midX - 9, y: frame.midY - 9, width: 18, height: 18)
        let radius = min(theme.radius("checkbox", fallback: 2), 9)
        let elementID = "\(id).checkbox"
        if isChecked {
            context.emit(elementID, .rect(RectPrimitive(frame: square, cornerRadius: radius,
                                                        fill: try theme.paint(inverse ? "inverse" : "controlActivated", for: elementID))))
            context.emitIcon(.check, id: "\(id).check", frame: square,
                             color: try theme.color(inverse ? "controlActivated" : "inverse", for: "\(id).check"))
        } else {
            context.emit(elementID, .rect(RectPrimitive(frame: square, cornerRadius: radius,
                                                        stroke: Stroke(color: try theme.color(inverse ? "inverse" : "control", for: elementID), width: 2))))
        }
    }

    static func emitRadio(isSelected: Bool, frame: Rect, inverse: Bool, id: String,
                          context: LayoutContext) throws(LayoutError) {
        let theme = context.theme
        let circle = Rect(x: frame.midX - 10, y: frame.midY - 10, width: 20, height: 20)
        let elementID = "\(id).radio"
        if isSelected {
            context.emit(elementID, .ellipse(EllipsePrimitive(frame: circle,
                                                              fill: try theme.paint(inverse ? "inverse" : "controlActivated", for: elementID))))
            let hole = Rect(x: circle.midX - 4, y: circle.midY - 4, width: 8, height: 8)
            context.emit("\(id).radio.hole", .ellipse(EllipsePrimitive(
                frame: hole, fill: try theme.paint(inverse ? "backgroundContainerBrand" : "backgroundContainer", for: elementID))))
        } else {
            context.emit(elementID, .ellipse(EllipsePrimitive(
                frame: circle, stroke: Stroke(color: try theme.color(inverse ? "inverse" : "control", for: elementID), width: 2))))
        }
    }
}

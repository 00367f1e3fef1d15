/// Measures and draws a cell's control (section C), docs/components.md §1.2 and §1.4.
///
/// Placement: controls are top-aligned with the text column, unless the cell has only a title or
/// the control is vertically centred (`NavigationPresetView`, `VerticallyCenteredPresetView`);
/// then they centre in the cell. On boxedInverse cells controls are tinted `inverse` (white).
enum CellControlLayout {
    /// A measured control: its size and whatever text it carries.
    struct Measured {
        var control: CellControl
        var size: Size
        var isCentered: Bool
        var badgeSize: Size?
        var label: (request: TextRequest, measurement: TextMeasurement)?
        /// A view control, sized for the slot.
        var view: MeasuredView?
    }

    static func measure(_ control: CellControl, innerWidth: Double, id: String,
                        context: LayoutContext) throws(LayoutError) -> Measured? {
        let centered = control.isVerticallyCentered
        let box = CellControl.iconBoxSide
        switch control.unwrapped {
        case .none, .verticallyCentered:
            return nil
        case .navigation(let badge):
            return try measureNavigation(badge, id: id, context: context)
        case .badge(let badge):
            return try measureNavigation(badge, chevron: false, id: id, context: context)
        case .custom(let width, let height, _):
            guard width > 0, height > 0, width <= innerWidth * 0.5, height <= 400 else {
                throw .invalidValue(element: id, message: "a custom control of \(width.plainText)×\(height.plainText) pt does not fit; give a width of 1–\((innerWidth * 0.5).plainText) pt and a height of 1–400 pt.")
            }
            return Measured(control: control.unwrapped, size: Size(width: width, height: height), isCentered: centered)
        case .stretchedCustom(let width, _):
            // Height 0 while measuring: the row sizes itself without it, then CellLayout stretches it.
            guard width > 0, width <= innerWidth * 0.5 else {
                throw .invalidValue(element: id, message: "a stretched custom control \(width.plainText) pt wide does not fit; give a width of 1–\((innerWidth * 0.5).plainText) pt.")
            }
            return Measured(control: control.unwrapped, size: Size(width: width, height: 0), isCentered: true)
        case .switch:
            return Measured(control: control.unwrapped, size: CellControl.switchSize, isCentered: centered)
        case .checkbox, .radio, .icon:
            return Measured(control: control.unwrapped, size: Size(width: box, height: box), isCentered: centered)
        case .text(let text):
            return try measureText(text, maxWidth: innerWidth * CellControl.maximumWidthFraction, id: id,
                                   centered: centered, context: context)
        case .view(let view):
            // Offered what a trailing text may take, at the row's own height (docs/views.md "Where views go").
            let measured = try ViewLayout.measure(view, id: id, proposal: ProposedSize(width: innerWidth * CellControl.maximumWidthFraction, height: nil),
                                                  context: context)
            return Measured(control: control.unwrapped, size: measured.size, isCentered: centered, view: measured)
        case .button(let title, _):
            return try measureButton(control.unwrapped, title: title, maxWidth: innerWidth * CellControl.maximumWidthFraction,
                                     id: id, centered: centered, context: context)
        }
    }

    /// Draws `measured` with its top leading corner at `origin`.
    static func emit(_ measured: Measured, at origin: Point, style: CellStyle, flavour: CellFlavour = .uikit, id: String,
                     context: LayoutContext) throws(LayoutError) {
        let frame = Rect(origin: origin, size: measured.size)
        let inverse = style.isInverse
        switch measured.control {
        case .none, .verticallyCentered:
            return
        case .navigation(let badge):
            try emitNavigation(badge, measured: measured, frame: frame, inverse: inverse, flavour: flavour, id: id, context: context)
        case .badge(let badge):
            try emitNavigation(badge, measured: measured, frame: frame, inverse: inverse, flavour: flavour, chevron: false,
                               id: id, context: context)
        case .custom(_, _, let color), .stretchedCustom(_, let color):
            context.emit("\(id).custom", .rect(RectPrimitive(frame: frame, fill: .solid(try context.theme.color(color, for: "\(id).custom")))))
        case .switch(let isOn):
            try emitSwitch(isOn: isOn, frame: frame, inverse: inverse, id: id, context: context)
        case .checkbox(let isChecked):
            try emitCheckbox(isChecked: isChecked, frame: frame, inverse: inverse, id: id, context: context)
        case .radio(let isSelected):
            try emitRadio(isSelected: isSelected, frame: frame, inverse: inverse, id: id, context: context)
        case .icon(let icon):
            context.emitIcon(icon, id: "\(id).icon", frame: frame,
                             color: try context.theme.color(inverse ? "inverse" : "neutralHigh", for: "\(id).icon"))
        case .text:
            try emitText(measured, frame: frame, inverse: inverse, id: id, context: context)
        case .view:
            try measured.view?.emit(at: frame.origin)
        case .button(_, let buttonStyle):
            try emitButton(measured, style: buttonStyle, frame: frame, inverse: inverse, id: id, context: context)
        }
    }
}

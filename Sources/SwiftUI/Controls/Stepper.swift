internal import ListshotCore

/// A control that steps a value up and down (SwiftUI `Stepper`): the label leading, iOS's 94×32
/// − | + control trailing; at a bound of its range, that half draws dimmed.
///
/// ```swift
/// Stepper("Guests: \(guests)", value: $guests, in: 1...10)
/// Stepper("Size") { size += 1 } onDecrement: { size -= 1 }
/// ```
public struct Stepper<Label: View>: View, PrimitiveView {
    let label: Label
    let canDecrement: Bool
    let canIncrement: Bool

    /// A stepper of `value` within `bounds`, whose label `label` builds.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        canDecrement = value.wrappedValue > bounds.lowerBound
        canIncrement = value.wrappedValue < bounds.upperBound
    }

    /// A stepper of `value`, unbounded, whose label `label` builds.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label(); canDecrement = true; canIncrement = true
    }

    /// A stepper that calls `onIncrement` and `onDecrement` (never, in a snapshot).
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label(); canDecrement = onDecrement != nil; canIncrement = onIncrement != nil
    }

    public var body: Never { primitiveBody(Self.self) }

    func lower(in context: LoweringContext) -> [ViewNode] {
        let node = Controls.row(label.lowered(in: context), trailing: [StepperDrawing.control(canDecrement: canDecrement, canIncrement: canIncrement, in: context)])
        return [Controls.dimmedIfDisabled(node, context).control("stepper")]
    }
}

extension Stepper where Label == Text {
    /// A stepper of `value` within `bounds`, titled with a localized key.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }
    /// A stepper of `value` within `bounds`, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }
    /// An unbounded stepper of `value`, titled with a localized key.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }
    /// A stepper titled with a localized key that calls `onIncrement` and `onDecrement`.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
    /// A stepper titled with a string that calls `onIncrement` and `onDecrement`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}

/// UIStepper, drawn from shapes and symbols.
@MainActor
enum StepperDrawing {
    /// The 94×32 rounded rectangle in tertiarySystemFill (estimate of the fill), − and + in the label
    /// colour in two 47 pt halves, a 1×18 separator-coloured divider between (estimates).
    static func control(canDecrement: Bool, canIncrement: Bool, in context: LoweringContext) -> ViewNode {
        func half(_ symbol: String, enabled: Bool, id: String) -> ViewNode {
            let color: ColorReference = enabled ? .system("label") : .system("tertiaryLabel")
            return Controls.symbol(symbol, pointSize: 17, weight: .medium, color: color, in: context)
                .modifier(.frame(ViewFrame(maxWidth: .infinity, maxHeight: .infinity)))
                .control(id)
        }
        let divider = ViewNode.shape(.rectangle, fill: .system("opaqueSeparator"))
            .modifier(.frame(ViewFrame(width: 1, height: ControlMetrics.stepperDividerHeight)))
            .control("divider")
        return ViewNode.hstack(spacing: 0, [half("minus", enabled: canDecrement, id: "decrement"), divider, half("plus", enabled: canIncrement, id: "increment")])
            .modifier(.frame(ViewFrame(width: ControlMetrics.stepperWidth, height: ControlMetrics.stepperHeight)))
            .modifier(.background(.view(ViewNode.shape(.roundedRectangle(cornerRadius: ControlMetrics.stepperCornerRadius), fill: .system("tertiarySystemFill")))))
            .control("control")
    }
}

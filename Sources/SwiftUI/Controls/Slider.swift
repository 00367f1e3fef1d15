internal import ListshotCore

/// A control that picks a value from a range by dragging (SwiftUI `Slider`): a full-width 4 pt
/// track filled with the tint up to the value, a 28 pt white knob there, and the optional minimum
/// and maximum value labels beside it. iOS does not show the label (it is for VoiceOver).
///
/// ```swift
/// Slider(value: $volume, in: 0...100) { Text("Volume") } minimumValueLabel: {
///     Image(systemName: "speaker") } maximumValueLabel: { Image(systemName: "speaker.wave.3") }
/// ```
public struct Slider<Label: View, ValueLabel: View>: View, PrimitiveView {
    let fraction: Double
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    init<V: BinaryFloatingPoint>(value: V, bounds: ClosedRange<V>, minimum: ValueLabel?, maximum: ValueLabel?) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let raw = span > 0 ? Double(value - bounds.lowerBound) / span : 0
        fraction = raw.isFinite ? min(max(raw, 0), 1) : 0
        minimumValueLabel = minimum; maximumValueLabel = maximum
    }

    /// A slider with a label and value labels at its ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    /// A slider in steps, with a label and value labels at its ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    public var body: Never { primitiveBody(Self.self) }

    func lower(in context: LoweringContext) -> [ViewNode] {
        let secondary = Color.secondary.reference(in: context.environment, context: context)
        var children: [ViewNode] = []
        if let minimumValueLabel { children += Controls.lower(minimumValueLabel, foreground: secondary, in: context) }
        children.append(SliderDrawing.track(fraction: fraction, in: context))
        if let maximumValueLabel { children += Controls.lower(maximumValueLabel, foreground: secondary, in: context) }
        let node = children.count == 1 ? children[0] : ViewNode.hstack(children)
        return [Controls.dimmedIfDisabled(node, context).control("slider")]
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider of `value` within `bounds`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint, Label == EmptyView {
        self.init(value: value.wrappedValue, bounds: bounds, minimum: nil, maximum: nil)
    }
    /// A slider of `value` within `bounds`, in steps.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint, Label == EmptyView {
        self.init(value: value.wrappedValue, bounds: bounds, minimum: nil, maximum: nil)
    }
    /// A slider with a label (read by VoiceOver, not drawn on iOS).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimum: nil, maximum: nil)
    }
}

/// UISlider, drawn from shapes.
@MainActor
enum SliderDrawing {
    /// A geometry reader 28 pt tall: the grey track across (systemFill, estimate), the tint capsule to
    /// `fraction` of the width, and the knob whose centre travels from 14 pt in to 14 pt from the end.
    /// The fill ends at `fraction` of the whole width, always under the knob (|14 − 28·fraction| ≤ 14).
    static func track(fraction: Double, in context: LoweringContext) -> ViewNode {
        let knobSide = ControlMetrics.sliderKnob
        func bar(_ width: Double, _ fill: ColorReference, _ id: String) -> ViewNode {
            ViewNode.shape(.capsule, fill: fill)
                .modifier(.frame(ViewFrame(height: ControlMetrics.sliderTrack)))
                .modifier(.relativeFrame(width: width, height: 1, alignment: .center))
                .control(id)
        }
        let bars = ViewNode.geometryReader([bar(1, .system("systemFill"), "track"), bar(fraction, Controls.tint(context), "fill")])
        let knob = ViewNode.shape(.circle, fill: .literal(RGBA(red: 255, green: 255, blue: 255)), stroke: ToggleDrawing.knobRing)
            .modifier(.frame(ViewFrame(width: knobSide, height: knobSide)))
            .modifier(.shadow(ToggleDrawing.knobShadow))
            .modifier(.offset(x: knobSide / 2, y: 0))
            .control("knob")
        let knobTravel = ViewNode.geometryReader([
            ViewNode.spacer(minLength: 0)
                .modifier(.relativeFrame(width: fraction, height: 1, alignment: .center))
                .modifier(.overlay(knob, alignment: .trailing)),
        ]).modifier(.padding(ListshotCore.EdgeInsets(top: 0, leading: knobSide / 2, bottom: 0, trailing: knobSide / 2)))
        return ViewNode.zstack([bars, knobTravel])
            .modifier(.frame(ViewFrame(maxWidth: .infinity)))
            .modifier(.frame(ViewFrame(height: knobSide)))
    }
}

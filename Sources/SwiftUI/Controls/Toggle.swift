internal import ListshotCore

/// A switch between on and off (SwiftUI `Toggle`): the label leading, iOS's 51×31 switch trailing,
/// or, in the button style, a button tinted when on.
///
/// ```swift
/// Toggle("Airplane Mode", isOn: $airplaneMode)
/// Toggle(isOn: $notify) { Label("Notifications", systemImage: "bell") }.tint(.orange)
/// ```
public struct Toggle<Label: View>: View, PrimitiveView {
    /// The label; design-system cells read it (MisticaSwiftUI: a `Toggle("", isOn:)` preset is Mistica's switch).
    package let label: Label
    /// Whether the switch is on; design-system cells read it to draw their own switch control.
    package let isOn: Bool

    /// A toggle whose label `label` builds.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { self.label = label(); self.isOn = isOn.wrappedValue }

    public var body: Never { primitiveBody(Self.self) }

    func lower(in context: LoweringContext) -> [ViewNode] {
        let node: ViewNode
        switch context.environment.listshot.toggleStyle {
        case .button:
            // A borderless button in the tint, on a tint-at-15 % rounded rectangle when on (as `.bordered`; estimate of the look).
            let accent = Controls.tint(context)
            var drawn = Controls.single(Controls.lower(label, foreground: accent, in: context))
            if isOn {
                let metrics = ControlMetrics.borderedPadding(context.environment.controlSize)
                drawn = drawn
                    .modifier(.padding(ListshotCore.EdgeInsets(top: metrics.vertical, leading: metrics.horizontal, bottom: metrics.vertical, trailing: metrics.horizontal)))
                    .modifier(.background(.view(ViewNode.shape(.roundedRectangle(cornerRadius: metrics.radius),
                                                               fill: ColorReference.withOpacity(accent, 0.15, environment: context.environment)))))
            }
            node = ViewNode(.button(label: drawn))
        case .automatic, .switch, .checkbox:
            node = Controls.row(label.lowered(in: context), trailing: [ToggleDrawing.switchNode(isOn: isOn, in: context)])
        }
        return [Controls.dimmedIfDisabled(node, context).control("toggle")]
    }
}

extension Toggle where Label == Text {
    /// A toggle titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { label = Text(titleKey); self.isOn = isOn.wrappedValue }
    /// A toggle titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { label = Text(title); self.isOn = isOn.wrappedValue }
}

extension Toggle where Label == SwiftUI.Label<Text, Image> {
    /// A toggle whose label is a title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        label = SwiftUI.Label(titleKey, systemImage: systemImage); self.isOn = isOn.wrappedValue
    }
}

/// iOS's switch, drawn from shapes.
@MainActor
enum ToggleDrawing {
    /// The knob's hairline edge (estimate: black at 4 %, 0.5 pt), with ``knobShadow`` under it.
    static let knobRing = ViewStroke(color: .literal(RGBA(red: 0, green: 0, blue: 0, alpha: 10)), width: 0.5)
    /// The shadow under a switch or slider knob and a selected segment (estimate from iOS 17 renders:
    /// black at 15 %, 4 pt blur, 3 pt down; Apple publishes no figure).
    static let knobShadow = ViewShadow(color: .literal(RGBA(red: 0, green: 0, blue: 0, alpha: 38)), radius: 4, x: 0, y: 3)

    /// The 51×31 track (on: the tint, else systemGreen; off: secondarySystemFill, which Apple's UIColor
    /// docs name for "the background of a switch") with the 27 pt white knob at the trailing end when on.
    static func switchNode(isOn: Bool, in context: LoweringContext) -> ViewNode {
        let track: ColorReference = isOn
            ? (context.environment.listshot.tint?.reference(in: context.environment, context: context) ?? .system("systemGreen"))
            : .system("secondarySystemFill")
        let knob = ViewNode.shape(.circle, fill: .literal(RGBA(red: 255, green: 255, blue: 255)), stroke: knobRing)
            .modifier(.frame(ViewFrame(width: ControlMetrics.switchKnob, height: ControlMetrics.switchKnob)))
            .modifier(.shadow(knobShadow))
            .modifier(.padding(ListshotCore.EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)))
            .control("knob")
        return ViewNode.zstack(alignment: isOn ? .trailing : .leading, [ViewNode.shape(.capsule, fill: track).control("track"), knob])
            .modifier(.frame(ViewFrame(width: ControlMetrics.switchWidth, height: ControlMetrics.switchHeight)))
            .control("switch")
    }
}

/// How toggles inside draw (SwiftUI `ToggleStyle`); Listshot draws the built-in styles.
public protocol ToggleStyle {}
protocol BuiltInToggleStyle: ToggleStyle { var kind: ToggleStyleKind { get } }
/// The platform's style (SwiftUI `DefaultToggleStyle`): the switch.
public struct DefaultToggleStyle: BuiltInToggleStyle { public init() {}; var kind: ToggleStyleKind { .automatic } }
/// iOS's switch (SwiftUI `SwitchToggleStyle`).
public struct SwitchToggleStyle: BuiltInToggleStyle { public init() {}; public init(tint: Color) {}; var kind: ToggleStyleKind { .switch } }
/// A button that shows its state (SwiftUI `ButtonToggleStyle`).
public struct ButtonToggleStyle: BuiltInToggleStyle { public init() {}; var kind: ToggleStyleKind { .button } }

extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { DefaultToggleStyle() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { ButtonToggleStyle() } }

extension View {
    /// The style of toggles inside: `.toggleStyle(.switch)`. A custom style draws as the switch.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environmentWriter { $0.listshot.toggleStyle = (style as? any BuiltInToggleStyle)?.kind ?? .automatic }
    }
}

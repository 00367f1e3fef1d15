internal import ListshotCore

/// What a button does (SwiftUI `ButtonRole`): a destructive button's label is red.
public struct ButtonRole: Sendable, Hashable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// A control that runs an action (SwiftUI `Button`); the action never runs in a snapshot. It lowers
/// to Core's `ViewKind.button(label:)`, so `listshot audit` measures its touch target (docs/audit.md).
///
/// ```swift
/// Button("Sign In") { signIn() }.buttonStyle(.borderedProminent)
/// Button(role: .destructive) { delete() } label: { Label("Delete", systemImage: "trash") }
/// ```
public struct Button<Label: View>: View, PrimitiveView {
    let label: Label
    let role: ButtonRole?

    /// A button whose label `label` builds.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { self.label = label(); role = nil }

    /// A button of a role whose label `label` builds.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) { self.label = label(); self.role = role }

    public var body: Never { primitiveBody(Self.self) }

    func lower(in context: LoweringContext) -> [ViewNode] {
        [ButtonDrawing.node(label: { label.lowered(in: context) }, role: role, in: context)]
    }
}

extension Button where Label == Text {
    /// A button titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { label = Text(titleKey); role = nil }
    /// A button titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) { label = Text(title); role = nil }
    /// A button of a role titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) { label = Text(titleKey); self.role = role }
    /// A button of a role titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) { label = Text(title); self.role = role }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    /// A button whose label is a title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        label = SwiftUI.Label(titleKey, systemImage: systemImage); role = nil
    }
    /// A button of a role whose label is a title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        label = SwiftUI.Label(titleKey, systemImage: systemImage); self.role = role
    }
}

/// How a button draws in each style (iOS 17/18).
@MainActor
enum ButtonDrawing {
    /// The button node: its label drawn in `role`'s colour and the style in effect, in a `.button` kind.
    static func node(label: () -> [ViewNode], role: ButtonRole?, in context: LoweringContext) -> ViewNode {
        let environment = context.environment
        let accent: ColorReference = role == .destructive ? .system("systemRed") : Controls.tint(context)
        if let custom = environment[CustomButtonStyleKey.self] {
            let configuration = ButtonStyleConfiguration(label: ButtonStyleConfiguration.Label(nodes: label()), role: role)
            let drawn = context.with({ $0[CustomButtonStyleKey.self] = nil }) { custom.makeBody(configuration).lowered(in: context) }
            return Controls.dimmedIfDisabled(ViewNode(.button(label: Controls.single(drawn))).control("button"), context)
        }
        let style = environment.listshot.buttonStyle
        let drawn: ViewNode
        switch style {
        case .plain:
            drawn = Controls.single(label())
        case .automatic, .borderless:
            // "A button style that doesn't apply a border", its label in the tint (Apple, BorderlessButtonStyle).
            drawn = Controls.single(context.with({ $0.listshot.foreground = AnyShapeStyle(_ResolvedStyle(reference: accent)) }) { label() })
        case .bordered, .borderedProminent:
            let prominent = style == .borderedProminent
            let metrics = ControlMetrics.borderedPadding(environment.controlSize)
            let foreground: ColorReference = prominent ? .literal(RGBA(red: 255, green: 255, blue: 255)) : accent
            let nodes = context.with({ $0.listshot.foreground = AnyShapeStyle(_ResolvedStyle(reference: foreground)) }) { label() }
            // Bordered: the tint at 15 % behind the label (estimate from iOS 17 renders); prominent: the tint itself.
            let fill = prominent ? accent : ColorReference.withOpacity(accent, 0.15, environment: environment)
            drawn = Controls.single(nodes)
                .modifier(.padding(ListshotCore.EdgeInsets(top: metrics.vertical, leading: metrics.horizontal, bottom: metrics.vertical, trailing: metrics.horizontal)))
                .modifier(.background(.view(ViewNode.shape(.roundedRectangle(cornerRadius: metrics.radius), fill: fill))))
        }
        return Controls.dimmedIfDisabled(ViewNode(.button(label: drawn)).control("button"), context)
    }
}

internal import ListshotCore

/// A link that opens a URL (SwiftUI `Link`): its label in the tint, a touch target like a button.
///
/// ```swift
/// Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
/// ```
public struct Link<Label: View>: View, PrimitiveView {
    let label: Label
    /// A link whose label `label` builds.
    public init(destination: URL, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: Never { primitiveBody(Self.self) }
    func lower(in context: LoweringContext) -> [ViewNode] {
        let drawn = Controls.single(Controls.lower(label, foreground: Controls.tint(context), in: context))
        return [Controls.dimmedIfDisabled(ViewNode(.button(label: drawn)), context).control("link")]
    }
}

extension Link where Label == Text {
    /// A link titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, destination: URL) { label = Text(titleKey) }
    /// A link titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) { label = Text(title) }
}

/// A button that shows a menu (SwiftUI `Menu`): its label in the tint; the menu is closed in a snapshot.
///
/// ```swift
/// Menu("Sort") { Button("Name") {}; Button("Date") {} }
/// ```
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    /// A menu of `content` whose label `label` builds.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.label = label() }
    /// A menu with a primary action.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) { self.label = label() }
    public var body: Never { primitiveBody(Self.self) }
    func lower(in context: LoweringContext) -> [ViewNode] {
        let drawn = Controls.single(Controls.lower(label, foreground: Controls.tint(context), in: context))
        return [Controls.dimmedIfDisabled(ViewNode(.button(label: drawn)), context).control("menu")]
    }
}

extension Menu where Label == Text {
    /// A menu titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { label = Text(titleKey) }
    /// A menu titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { label = Text(title) }
    /// A menu titled with a localized key, with a primary action.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) { label = Text(titleKey) }
}

extension Menu where Label == SwiftUI.Label<Text, Image> {
    /// A menu whose label is a title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        label = SwiftUI.Label(titleKey, systemImage: systemImage)
    }
}

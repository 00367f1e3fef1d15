internal import ListshotCore

/// A label with a value (SwiftUI `LabeledContent`): the label leading, the value trailing in secondaryLabel.
///
/// ```swift
/// LabeledContent("Version", value: "1.0")
/// LabeledContent("Storage", value: 0.42, format: .percent)
/// LabeledContent { Text("Ada") } label: { Label("Owner", systemImage: "person") }
/// ```
public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content

    /// A label and content views.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.label = label(); self.content = content() }

    public var body: Never { primitiveBody(Self.self) }

    func lower(in context: LoweringContext) -> [ViewNode] {
        let secondary = Color.secondary.reference(in: context.environment, context: context)
        let value = Controls.lower(content, foreground: secondary, in: context)
        return [Controls.row(label.lowered(in: context), trailing: value).control("labeledContent")]
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A localized label and a string value.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) { label = Text(titleKey); content = Text(value) }
    /// A string label and a string value.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) { label = Text(title); content = Text(value) }
    /// A localized label and a value in a format style.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        label = Text(titleKey); content = Text(value, format: format)
    }
    /// A string label and a value in a format style.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        label = Text(title); content = Text(value, format: format)
    }
}

extension LabeledContent where Label == Text {
    /// A localized label and content views.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { label = Text(titleKey); self.content = content() }
    /// A string label and content views.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { label = Text(title); self.content = content() }
}

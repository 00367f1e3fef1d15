internal import ListshotCore

/// An editable line of text (SwiftUI `TextField`): the text, or the prompt (else the title) in
/// placeholderText when the text is empty, as wide as it is offered. No caret: nothing has focus.
///
/// ```swift
/// TextField("Name", text: $name)
/// TextField("Email", text: $email, prompt: Text("you@example.com"))
/// ```
public struct TextField<Label: View>: View, PrimitiveView {
    let label: Label
    let text: String
    let prompt: Text?
    var isSecure = false
    var elementName = "textField"

    init(label: Label, text: String, prompt: Text?) { self.label = label; self.text = text; self.prompt = prompt }

    /// A field whose label `label` builds (shown as the placeholder when `prompt` is nil and the label is text).
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal, @ViewBuilder label: () -> Label) {
        self.init(label: label(), text: text.wrappedValue, prompt: prompt)
    }

    public var body: Never { primitiveBody(Self.self) }

    func lower(in context: LoweringContext) -> [ViewNode] {
        let node: ViewNode
        if text.isEmpty {
            let placeholder = Color(system: "placeholderText").reference(in: context.environment, context: context)
            let shown: [ViewNode] = prompt.map { Controls.lower($0, foreground: placeholder, in: context) }
                ?? Controls.lower(label, foreground: placeholder, in: context)
            node = Controls.single(shown)
        } else {
            let shown = isSecure ? String(repeating: "\u{2022}", count: min(text.count, 64)) : text
            node = Text(verbatim: shown).lowered(in: context).first ?? ViewNode.text(shown)
        }
        var field = node.modifier(.frame(ViewFrame(maxWidth: .infinity, alignment: .leading)))
        if context.environment[TextFieldStyleKey.self] == .roundedBorder {
            // UITextField.BorderStyle.roundedRect: 34 pt tall, a hairline border, 5 pt corners (estimates).
            field = field.modifier(.padding(ListshotCore.EdgeInsets(top: 7, leading: 7, bottom: 7, trailing: 7)))
                .modifier(.background(.view(ViewNode.shape(.roundedRectangle(cornerRadius: 5), fill: .system("systemBackground"),
                                                           stroke: ViewStroke(color: .system("separator"), width: 0.5)))))
        }
        return [Controls.dimmedIfDisabled(field, context).control(elementName)]
    }
}

extension TextField where Label == Text {
    /// A field titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { self.init(label: Text(titleKey), text: text.wrappedValue, prompt: nil) }
    /// A field titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) { self.init(label: Text(title), text: text.wrappedValue, prompt: nil) }
    /// A field titled with a localized key, with a prompt.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) { self.init(label: Text(titleKey), text: text.wrappedValue, prompt: prompt) }
    /// A field that grows along `axis` (drawn on one line per line of its text).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) { self.init(label: Text(titleKey), text: text.wrappedValue, prompt: nil) }
    /// A field that grows along `axis`, with a prompt.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(label: Text(titleKey), text: text.wrappedValue, prompt: prompt)
    }
    /// A field of a value in a format style.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        self.init(label: Text(titleKey), text: format.format(value.wrappedValue), prompt: prompt)
    }
    /// A field of an optional value in a format style (empty when nil).
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        self.init(label: Text(titleKey), text: value.wrappedValue.map { format.format($0) } ?? "", prompt: prompt)
    }
}

/// A field whose text shows as dots (SwiftUI `SecureField`).
///
/// ```swift
/// SecureField("Password", text: $password)
/// ```
public struct SecureField<Label: View>: View, PrimitiveView {
    var field: TextField<Label>

    /// A secure field whose label `label` builds.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(label: label(), text: text.wrappedValue, prompt: prompt)
        field.isSecure = true; field.elementName = "secureField"
    }

    public var body: Never { primitiveBody(Self.self) }
    func lower(in context: LoweringContext) -> [ViewNode] { field.lower(in: context) }
}

extension SecureField where Label == Text {
    /// A secure field titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) { self.init(text: text, prompt: prompt) { Text(titleKey) } }
    /// A secure field titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) { self.init(text: text, prompt: prompt) { Text(title) } }
}

/// Multi-line editable text (SwiftUI `TextEditor`): the text from the top leading corner of all the space offered.
///
/// ```swift
/// TextEditor(text: $notes).frame(height: 120)
/// ```
public struct TextEditor: View, PrimitiveView {
    let text: String
    /// An editor of `text`.
    public init(text: Binding<String>) { self.text = text.wrappedValue }
    public var body: Never { primitiveBody(Self.self) }
    func lower(in context: LoweringContext) -> [ViewNode] {
        let node = (Text(verbatim: text).lowered(in: context).first ?? ViewNode.text(text))
            .modifier(.frame(ViewFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)))
        return [Controls.dimmedIfDisabled(node, context).control("textEditor")]
    }
}

/// A text field style SwiftUI names; `automatic` is plain on iOS.
enum TextFieldStyleKind: Sendable, Hashable { case automatic, plain, roundedBorder }
struct TextFieldStyleKey: EnvironmentKey { static var defaultValue: TextFieldStyleKind { .automatic } }

/// How text fields inside draw (SwiftUI `TextFieldStyle`).
public protocol TextFieldStyle {}
protocol BuiltInTextFieldStyle: TextFieldStyle { var kind: TextFieldStyleKind { get } }
/// The platform's style (SwiftUI `DefaultTextFieldStyle`): plain.
public struct DefaultTextFieldStyle: BuiltInTextFieldStyle { public init() {}; var kind: TextFieldStyleKind { .automatic } }
/// No decoration (SwiftUI `PlainTextFieldStyle`).
public struct PlainTextFieldStyle: BuiltInTextFieldStyle { public init() {}; var kind: TextFieldStyleKind { .plain } }
/// A rounded border (SwiftUI `RoundedBorderTextFieldStyle`).
public struct RoundedBorderTextFieldStyle: BuiltInTextFieldStyle { public init() {}; var kind: TextFieldStyleKind { .roundedBorder } }

extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() } }

extension View {
    /// The style of text fields inside: `.textFieldStyle(.roundedBorder)`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environmentWriter { $0[TextFieldStyleKey.self] = (style as? any BuiltInTextFieldStyle)?.kind ?? .automatic }
    }
}

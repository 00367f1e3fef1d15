/// A text view (SwiftUI `Text`): the theme's preset 3, regular, in the default colour, until
/// `font(_:)`, `foregroundColor(_:)` and the other text modifiers say otherwise.
///
/// Text modifiers return `Text`, so they come before layout modifiers, as in SwiftUI's
/// `Text("Now").font(.caption).padding()`.
///
/// ```swift
/// Text("Now").font(.preset(2)).foregroundColor(.token("textSecondary")).lineLimit(1)
/// ```
public struct Text: ViewConvertible, Sendable, Hashable {
    /// The string and its style.
    public var text: ViewText

    /// A text view of `string`, with the defaults of `ViewNode.text(_:)`.
    ///
    /// ```swift
    /// Text("Hello")
    /// ```
    public init(_ string: String) { self.text = ViewText(string) }

    /// The same text as `ViewNode.text(_:font:color:lineLimit:multilineTextAlignment:)`.
    ///
    /// ```swift
    /// Text("Hi").lineLimit(1).view == ViewNode.text("Hi", lineLimit: 1)
    /// ```
    public var view: ViewNode { ViewNode(.text(text)) }
}

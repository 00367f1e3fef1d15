/// The keys of a Mistica cell's `headline:` mapping (it can also be plain text).
///
/// ```yaml
/// headline: {tag: {style: promo, text: Promo}}
/// ```
enum HeadlineKind: String, SpecKind {
    /// `{text: …}`: plain text, as a bare `headline: …` is.
    case text
    /// `{tag: {style, text}}`: a Mistica tag.
    case tag
    /// `{view: VIEW}`: any view (docs/views.md).
    case view

    /// How a message shows the kind.
    var example: String {
        switch self {
        case .text: return "`{text: …}`"
        case .tag: return "`{tag: {style, text}}`"
        case .view: return "`{view: VIEW}`"
        }
    }

    /// The forms a headline takes, for messages: plain text, `{text: …}` or `{tag: {style, text}}`.
    static var forms: String { "plain text, " + allCases.map(\.example).joined(separator: " or ") }
}

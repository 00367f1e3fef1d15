/// Escaping for text placed in generated HTML (the verify report, the audit page): element
/// content and double- or single-quoted attribute values. It works on Unicode scalars, never on
/// `Character`s: a `"` followed by a combining mark is one `Character` that is not `"`, yet the
/// browser ends the attribute at the `"` (docs/escaping.md).
///
/// ```swift
/// HTMLText.escape("<b>\"x\" & y</b>")   // &lt;b&gt;&quot;x&quot; &amp; y&lt;/b&gt;
/// HTMLText.escape("\"\u{338} onclick=x") // &quot;\u{338} onclick=x
/// ```
public enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities, scalar by scalar. A carriage
    /// return becomes `&#13;` (a parser would turn a raw one into a line feed) and NUL becomes
    /// U+FFFD (what a parser makes of it); every other scalar is kept.
    public static func escape(_ text: String) -> String {
        ScalarEscape.map(text) { entities[$0] }
    }

    static let entities: [Unicode.Scalar: String] = ScalarEscape.markup.merging(["'": "&#39;", "\r": "&#13;", "\0": "\u{FFFD}"]) { $1 }
}

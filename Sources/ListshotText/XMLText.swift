/// Escaping for text placed in generated XML 1.0 (`junit.xml`, the fontconfig file): element
/// content and quoted attribute values, by Unicode scalar (docs/escaping.md).
///
/// ```swift
/// XMLText.escape("a\"\u{338}<b>\u{1}")   // a&quot;\u{338}&lt;b&gt;\u{FFFD}
/// ```
public enum XMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` as entities; tab, line feed and carriage return as
    /// character references, so an attribute keeps them (a parser turns raw ones into spaces);
    /// the scalars XML 1.0 cannot hold (other C0 controls, U+FFFE, U+FFFF) as U+FFFD.
    public static func escape(_ text: String) -> String {
        ScalarEscape.map(text) { scalar in
            entities[scalar] ?? (scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF ? "\u{FFFD}" : nil)
        }
    }

    static let entities: [Unicode.Scalar: String] = ScalarEscape.markup.merging(["'": "&apos;", "\t": "&#9;", "\n": "&#10;", "\r": "&#13;"]) { $1 }
}

import Foundation

/// Escaping for text from specs and file names placed in generated Markdown (the gallery):
/// a title with a line break and `# heading`, raw HTML or table pipes must stay plain text.
///
/// ```swift
/// MarkdownText.inline("Hi\n# <b>x</b> | y")   // Hi \# &lt;b&gt;x&lt;/b&gt; \| y
/// ```
public enum MarkdownText {
    /// What starts emphasis, code, links, headings, table cells or strikethrough.
    static let special: Set<Character> = ["\\", "`", "*", "_", "[", "]", "#", "|", "~"]

    /// One line of plain text: line breaks become spaces, HTML is entity-escaped, Markdown
    /// punctuation backslash-escaped, control characters dropped.
    public static func inline(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\n", "\r", "\r\n", "\t": out.append(" ")
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case _ where special.contains(character): out += "\\" + String(character)
            case _ where character.unicodeScalars.contains(where: \.isUnsafeInMessages): continue
            default: out.append(character)
            }
        }
        return out
    }

    /// A link target: percent-encoded so spaces, parentheses, `#`, `%` and `?` cannot end it early.
    public static func link(_ path: String) -> String {
        let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }

    /// A code span: its text is literal in Markdown, so only backticks, line breaks and control
    /// characters are taken out.
    public static func code(_ text: String) -> String {
        let cleaned = text.unicodeScalars.filter { $0 != "`" && !$0.isUnsafeInMessages }.map { $0 == "\n" || $0 == "\r" ? " " : String($0) }.joined()
        return "`" + cleaned + "`"
    }
}

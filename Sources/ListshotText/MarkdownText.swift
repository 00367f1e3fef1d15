import Foundation

/// Escaping for text from specs and file names placed in generated Markdown (the gallery,
/// `summary.md`, `audit.md`): a title with a line break and `# heading`, raw HTML or table pipes
/// must stay plain text. It works on Unicode scalars, never on `Character`s: `|` followed by a
/// combining mark is one `Character` that is not `|`, yet it still splits a table row
/// (docs/escaping.md).
///
/// ```swift
/// MarkdownText.inline("Hi\n# <b>x</b> | y")   // Hi \# &lt;b&gt;x&lt;/b&gt; \| y
/// ```
public enum MarkdownText {
    /// What starts emphasis, code, links, headings, table cells or strikethrough.
    static let special: Set<Unicode.Scalar> = ["\\", "`", "*", "_", "[", "]", "#", "|", "~"]

    /// One line of plain text: line breaks and tabs become spaces, HTML is entity-escaped,
    /// Markdown punctuation backslash-escaped, control characters and bidirectional controls
    /// dropped.
    public static func inline(_ text: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n", "\r", "\t": out.unicodeScalars.append(" ")
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case _ where special.contains(scalar): out.unicodeScalars.append("\\"); out.unicodeScalars.append(scalar)
            case _ where scalar.isUnsafeInMessages: continue
            default: out.unicodeScalars.append(scalar)
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
    /// characters are taken out. In a table cell (`inTable`), `|` is written `\|`: GFM splits
    /// cells before it reads code spans.
    public static func code(_ text: String, inTable: Bool = false) -> String {
        var out = "`"
        for scalar in text.unicodeScalars {
            switch scalar {
            case "`": continue
            case "\n", "\r", "\t": out.unicodeScalars.append(" ")
            case _ where scalar.isUnsafeInMessages: continue
            case "|" where inTable: out += "\\|"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "`"
    }
}

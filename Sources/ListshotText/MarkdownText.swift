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
    /// dropped, and mentions and autolinks broken (``linkBreak`` after `@`, after a `.` or `:`
    /// that a letter or `/` follows, and between two `/`), so a spec's title
    /// `@acme/security-team pay at www.evil-pay.example` reaches a pull-request comment as text,
    /// neither a notification nor a link (docs/escaping.md, "Mentions and autolinks").
    public static func inline(_ text: String) -> String {
        var out = ""
        let scalars = Array(text.unicodeScalars)
        out.unicodeScalars.reserveCapacity(scalars.count)
        for (index, scalar) in scalars.enumerated() {
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            switch scalar {
            case "\n", "\r", "\t": out.unicodeScalars.append(" ")
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case _ where special.contains(scalar): out.unicodeScalars.append("\\"); out.unicodeScalars.append(scalar)
            case _ where scalar.isUnsafeInMessages: continue
            default:
                out.unicodeScalars.append(scalar)
                if breaksLink(after: scalar, before: next) { out.unicodeScalars.append(linkBreak) }
            }
        }
        return out
    }

    /// U+200B ZERO WIDTH SPACE: invisible, and not a character of a user name, a domain or a
    /// scheme, so GitHub's mentions and GFM's and linkify's autolinks end at it.
    public static let linkBreak: Unicode.Scalar = "\u{200B}"

    /// Whether a ``linkBreak`` goes between `scalar` and `next`: after every `@` (mentions, the
    /// e-mail autolink), after `.` or `:` before a letter or `/` (`www.`, a domain's labels and
    /// top-level domain, `https://`, `mailto:`), and between two `/` (protocol-relative links).
    /// A digit after `.` or `:` is left alone: `1.0` and `12:30` stay as typed, and no domain ends
    /// in a label of digits.
    static func breaksLink(after scalar: Unicode.Scalar, before next: Unicode.Scalar?) -> Bool {
        switch scalar {
        case "@": return true
        case ".", ":":
            guard let next else { return false }
            return next == "/" || next.properties.isAlphabetic
        case "/": return next == "/"
        default: return false
        }
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

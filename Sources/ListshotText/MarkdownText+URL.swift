extension MarkdownText {
    /// The ASCII scalars an absolute URL keeps as they are in a Markdown link target: letters,
    /// digits and the URL punctuation that cannot end the target, start an escape or split a table
    /// cell. `(`, `)`, `<`, `>`, `[`, `]`, `|`, `\`, `` ` ``, `"`, `'`, `*` and spaces are not among them.
    static let urlKept: Set<Unicode.Scalar> = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~:/?#@!$&+,;=".unicodeScalars)

    /// An absolute URL as a link target (`[text](…)`), in a paragraph or a table cell: every other
    /// scalar is percent-encoded as UTF-8 bytes, so a `)` or `|` (even one followed by a combining
    /// mark) cannot end the link or split the row; a `%` stays only before two hex digits
    /// (docs/escaping.md). Unlike ``link(_:)``, the `:`, `?` and `#` of a URL keep their meaning.
    ///
    /// ```swift
    /// MarkdownText.url("https://ci.example/a b)|c")   // https://ci.example/a%20b%29%7Cc
    /// ```
    public static func url(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = ""
        for (index, scalar) in scalars.enumerated() {
            if urlKept.contains(scalar) || (scalar == "%" && isHexPair(scalars, after: index)) {
                out.unicodeScalars.append(scalar)
            } else {
                for byte in String(scalar).utf8 { out += "%" + String(byte, radix: 16, uppercase: true).leftPadded }
            }
        }
        return out
    }

    static func isHexPair(_ scalars: [Unicode.Scalar], after index: Int) -> Bool {
        guard index + 2 < scalars.count else { return false }
        return scalars[(index + 1)...(index + 2)].allSatisfy { $0.properties.isASCIIHexDigit }
    }
}

private extension String {
    /// A one-digit hex byte with its leading zero.
    var leftPadded: String { count == 1 ? "0" + self : self }
}

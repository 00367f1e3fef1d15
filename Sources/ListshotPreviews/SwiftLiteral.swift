/// A Swift string literal of `text` for generated source: every scalar outside printable ASCII, and
/// `"` and `\`, written as a `\u{…}` escape, so a hostile folder name cannot end the literal.
///
/// ```swift
/// SwiftLiteral.quoted("a\"b")   // "a\u{22}b" in quotes
/// ```
enum SwiftLiteral {
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            if scalar.value >= 0x20, scalar.value < 0x7F, scalar != "\"", scalar != "\\" {
                out.unicodeScalars.append(scalar)
            } else {
                out += "\\u{\(String(scalar.value, radix: 16))}"
            }
        }
        return out + "\""
    }
}

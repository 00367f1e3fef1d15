/// The one loop the markup escapers run: scalar by scalar, never by `Character`, so a `"` or `<`
/// followed by a combining mark is still seen (docs/escaping.md).
///
/// ```swift
/// ScalarEscape.map("a<b") { ScalarEscape.markup[$0] }   // a&lt;b
/// ```
enum ScalarEscape {
    /// `text` with each scalar that `replace` maps replaced; every other scalar kept.
    static func map(_ text: String, _ replace: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if let replacement = replace(scalar) { out += replacement } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    /// The entities HTML and XML share: `&`, `<`, `>` and `"`.
    static let markup: [Unicode.Scalar: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;"]
}

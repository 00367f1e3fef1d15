import Foundation

/// JSON text for the preview's responses and inline data, escaped scalar by scalar so it is safe
/// in HTML and in a `<script>` too: `<`, `>`, `&`, quotes, U+2028/U+2029 and controls become `\u` escapes.
///
/// ```swift
/// PreviewJSON.string("</script>")   // "\u003c/script\u003e"
/// ```
package enum PreviewJSON {
    package static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"", "<", ">", "&", "'", "\u{2028}", "\u{2029}": out += hex(scalar.value)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += hex(scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A number as JSON: finite values only (anything else is 0).
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        return String(format: "%.3f", value)
    }

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

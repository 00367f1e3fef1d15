/// Escaping for text placed in generated HTML (the verify report, the audit page): element
/// content and double-quoted attribute values.
///
/// ```swift
/// HTMLText.escape("<b>\"x\" & y</b>")   // &lt;b&gt;&quot;x&quot; &amp; y&lt;/b&gt;
/// ```
public enum HTMLText {
    /// `text` with `&`, `<`, `>` and `"` replaced by their entities.
    public static func escape(_ text: String) -> String {
        var out = ""
        for ch in text {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(ch)
            }
        }
        return out
    }
}

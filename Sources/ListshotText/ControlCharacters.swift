/// Escaping for text that goes into one-line messages (terminals, logs): input may carry control
/// characters through YAML escapes, JSON strings or file names.
///
/// ```swift
/// "tab\there".escapingControlCharacters     // "tab\\there"
/// ```
extension String {
    /// The text with C0 and C1 control characters, DEL and bidirectional overrides written as
    /// `\n`, `\t` or `\u{…}` escapes.
    public var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: \.isUnsafeInMessages) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where scalar.isUnsafeInMessages: result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension Unicode.Scalar {
    /// C0 controls, DEL and C1 controls.
    public var isControl: Bool { value < 0x20 || (0x7F...0x9F).contains(value) }

    /// Control characters (C0, DEL, C1), bidirectional controls (overrides, isolates and marks),
    /// line and paragraph separators, the invisible spaces and joiners a spoofed name hides behind
    /// (zero-width space, word joiner and the invisible operators, the byte-order mark), and
    /// non-characters. The zero-width joiner and non-joiner stay: scripts and emoji need them.
    public var isUnsafeInMessages: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F || value == 0x061C
            || value == 0x200B || (0x2060...0x2064).contains(value) || value == 0xFEFF
            || value == 0x2028 || value == 0x2029 || value == 0xFFFE || value == 0xFFFF
    }
}

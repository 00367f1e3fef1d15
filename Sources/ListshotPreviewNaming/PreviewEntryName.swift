/// The argument label of a `#Preview`'s entry point: one Swift identifier per (file name, line, column),
/// so the `__listshotPreview(<label>: ())` functions of every `#Preview` in a module are distinct overloads.
///
/// The label is `_`, the file name with each scalar outside `[A-Za-z0-9]` escaped (`_` as `__`, any other
/// as `_x<HEX>_`), then `_L<line>_C<column>`; ``parse(label:)`` reads it back.
///
/// ```swift
/// PreviewEntryName.label(fileName: "LandmarkRow.swift", line: 24, column: 1)
/// // "_LandmarkRow_x2E_swift_L24_C1"
/// ```
public enum PreviewEntryName {
    /// The label for the `#Preview` whose `#` is at `line`:`column` (1-based, UTF-8 columns, as the
    /// compiler counts) of the file named `fileName` (the last path component only).
    public static func label(fileName: String, line: Int, column: Int) -> String {
        var label = "_"
        for scalar in fileName.unicodeScalars {
            switch scalar {
            case "A"..."Z", "a"..."z", "0"..."9": label.unicodeScalars.append(scalar)
            case "_": label += "__"
            default: label += "_x" + String(scalar.value, radix: 16, uppercase: true) + "_"
            }
        }
        return label + "_L" + number(line) + "_C" + number(column)
    }

    /// The file name, line and column a label was made from; nil when `label` is not such a label.
    ///
    /// ```swift
    /// PreviewEntryName.parse(label: "_LandmarkRow_x2E_swift_L24_C1")   // ("LandmarkRow.swift", 24, 1)
    /// ```
    public static func parse(label: String) -> (fileName: String, line: Int, column: Int)? {
        var scalars = Substring(label).unicodeScalars[...]
        guard scalars.popFirst() == "_" else { return nil }
        var fileName = String.UnicodeScalarView()
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "A"..."Z", "a"..."z", "0"..."9": fileName.append(scalar)
            case "_":
                switch scalars.popFirst() {
                case "_": fileName.append("_")
                case "x":
                    guard let end = scalars.firstIndex(of: "_"),
                          let value = UInt32(String(scalars[..<end]), radix: 16),
                          String(value, radix: 16, uppercase: true) == String(scalars[..<end]),
                          let decoded = Unicode.Scalar(value) else { return nil }
                    fileName.append(decoded)
                    scalars = scalars[scalars.index(after: end)...]
                case "L":
                    return position(String(scalars)).map { (String(fileName), $0.line, $0.column) }
                default: return nil
                }
            default: return nil
            }
        }
        return nil
    }

    /// `n` as identifier characters: its digits, after `n` when negative (no compiler position is).
    private static func number(_ value: Int) -> String {
        value < 0 ? "n" + String(value.magnitude) : String(value)
    }

    /// The inverse of ``number(_:)``; nil unless `text` is exactly what it writes.
    private static func parseNumber(_ text: Substring) -> Int? {
        let negative = text.hasPrefix("n")
        let digits = negative ? text.dropFirst() : text
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let magnitude = UInt(digits),
              String(magnitude) == digits else { return nil }
        if negative {
            guard magnitude != 0, magnitude <= UInt(Int.max) + 1 else { return nil }
            return magnitude == UInt(Int.max) + 1 ? Int.min : -Int(magnitude)
        }
        guard magnitude <= UInt(Int.max) else { return nil }
        return Int(magnitude)
    }

    /// `<line>_C<column>`, the rest of a label after `_L`.
    private static func position(_ text: String) -> (line: Int, column: Int)? {
        let parts = text.split(separator: "_C", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, let line = parseNumber(parts[0]), let column = parseNumber(parts[1]) else { return nil }
        return (line, column)
    }
}

/// The names previews' references get: `#Preview("Dark")` → `Dark`, an unnamed `#Preview` →
/// `Preview`, a provider's child → its `previewDisplayName`, or `TYPE` (one child) / `TYPE-2`
/// (the second of several); made safe for a file name and unique in the file's folder.
///
/// ```swift
/// var taken = Set<String>()
/// PreviewName.unique("Preview", taken: &taken)   // "Preview", then "Preview-2"
/// ```
public enum PreviewName {
    public static func base(for preview: FoundPreview, displayName: String?, index: Int, count: Int) -> String {
        if let displayName, !displayName.isEmpty { return safe(displayName) }
        switch preview.form {
        case .macro(let name): return name.map(safe).flatMap { $0.isEmpty ? nil : $0 } ?? "Preview"
        case .provider(let type): return count <= 1 ? safe(type) : "\(safe(type))-\(index + 1)"
        }
    }

    /// Letters, digits, `-` and `_` kept; a run of anything else becomes one `-`; at most 80 scalars.
    public static func safe(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var pendingDash = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "-" || scalar == "_" {
                if pendingDash, !out.isEmpty { out.append("-") }
                pendingDash = false
                out.append(scalar)
            } else {
                pendingDash = true
            }
            if out.count >= 80 { break }
        }
        let name = String(out)
        return name.isEmpty ? "Preview" : name
    }

    public static func unique(_ base: String, taken: inout Set<String>) -> String {
        var name = base
        var counter = 2
        while taken.contains(name.lowercased()) { name = "\(base)-\(counter)"; counter += 1 }
        taken.insert(name.lowercased())
        return name
    }
}

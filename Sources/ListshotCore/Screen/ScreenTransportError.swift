/// Why screen JSON cannot be read or written: one sentence naming the JSON path that failed
/// (`content[0].view._0.kind: unknown case 'foo'`).
///
/// ```swift
/// ScreenTransportError.invalid(path: "content[0].spacer._0", reason: "expected a number, found the string 'NaN'").description
/// ```
public enum ScreenTransportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The document is larger than the decode's `maxBytes`.
    case tooLarge(bytes: Int, limit: Int)
    /// Arrays and objects nest deeper than ``ScreenTransport/maximumJSONDepth`` at byte `offset`.
    case tooDeep(offset: Int, limit: Int)
    /// The JSON is not valid, or not the type asked for: where (a coding path; empty for the top
    /// level) and why.
    case invalid(path: String, reason: String)
    /// The value cannot be written as JSON.
    case unencodable(path: String, reason: String)

    public var description: String {
        switch self {
        case .tooLarge(let bytes, let limit):
            return "the screen JSON is \(bytes) bytes, more than the \(limit) allowed. Send fewer screens at a time, or raise the limit."
        case .tooDeep(let offset, let limit):
            return "the screen JSON nests arrays and objects more than \(limit) deep (at byte \(offset)). Views nest at most \(ViewLayout.maximumDepth) levels; flatten the tree."
        case .invalid(let path, let reason):
            return path.isEmpty ? reason : "\(path): \(reason)"
        case .unencodable(let path, let reason):
            return "the screen cannot be written as JSON: " + (path.isEmpty ? reason : "\(path): \(reason)")
        }
    }
}

import Foundation

/// One readable sentence for a JSON decoding error: the key path and what is wrong, never
/// Foundation's `UserInfo={…}` dump (manifests, reports, display-list sidecars).
///
/// ```swift
/// DecodingProblem.describe(error)   // "size.height is missing"
/// ```
public enum DecodingProblem {
    public static func describe(_ error: any Error) -> String {
        guard let decoding = error as? DecodingError else { return "it cannot be parsed" }
        func path(_ context: DecodingError.Context) -> String {
            let text = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return text.isEmpty ? "the top level" : String(text.drop { $0 == "." })
        }
        switch decoding {
        case .keyNotFound(let key, let context):
            return "\(path(context) == "the top level" ? "" : path(context) + ".")\(key.stringValue) is missing"
        case .typeMismatch(let type, let context):
            return "\(path(context)) is not \(type)"
        case .valueNotFound(_, let context):
            return "\(path(context)) is null"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "it is not valid JSON" : "\(path(context)) is invalid"
        @unknown default:
            return "it cannot be parsed"
        }
    }
}

import Foundation

/// One compiler error of a preview build, mapped back to the user's file: where, the compiler's
/// message, and the API it says is missing when the message names one (docs/previews.md,
/// "When a file does not build").
///
/// ```swift
/// let errors = PreviewDiagnostic.parse(output, copies: "/cat/.listshot/previews/x/Sources/Landmarks", module: module)
/// errors.first?.missingAPI   // "ShareLink"
/// ```
public struct PreviewDiagnostic: Sendable, Hashable, Codable {
    /// The path the compiler named (a copy in the generated package).
    public var compiledPath: String
    public var line: Int
    public var column: Int
    public var message: String

    /// The API a "cannot find" or "has no member" message names, if any.
    public var missingAPI: String? {
        for prefix in ["cannot find '", "cannot find type '", "has no member '", "no such module '"] {
            guard let start = message.range(of: prefix) else { continue }
            let rest = message[start.upperBound...]
            guard let end = rest.firstIndex(of: "'") else { continue }
            let name = String(rest[..<end])
            if prefix == "has no member '", let typeStart = message.range(of: "type '"), typeStart.lowerBound < start.lowerBound {
                let typeRest = message[typeStart.upperBound...]
                if let typeEnd = typeRest.firstIndex(of: "'") {
                    let type = String(typeRest[..<typeEnd])
                    return type.hasPrefix("some ") || type.contains("<") ? ".\(name)" : "\(type).\(name)"
                }
            }
            return name
        }
        return nil
    }

    /// The lines of a build's output, split at every CR or LF scalar (SwiftPM rewrites its
    /// progress line with CR; a CRLF pair is one `Character`, so split by scalar).
    public static func lines(_ output: String) -> [String] {
        output.unicodeScalars.split { $0 == "\n" || $0 == "\r" }.map { String(String.UnicodeScalarView($0)) }
    }

    /// Every `PATH:LINE:COL: error: MESSAGE` line of `output`, in order, without repeats.
    public static func parse(_ output: String) -> [PreviewDiagnostic] {
        var result: [PreviewDiagnostic] = []
        var seen = Set<String>()
        for line in lines(output) {
            guard let marker = line.range(of: ": error: ") else { continue }
            let location = line[..<marker.lowerBound]
            let parts = location.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 3, let column = Int(parts[parts.count - 1]), let row = Int(parts[parts.count - 2]) else { continue }
            let path = parts.dropLast(2).joined(separator: ":")
            let message = String(line[marker.upperBound...])
            let key = "\(path):\(row):\(column):\(message)"
            guard seen.insert(key).inserted else { continue }
            result.append(PreviewDiagnostic(compiledPath: path, line: row, column: column, message: message))
        }
        return result
    }
}

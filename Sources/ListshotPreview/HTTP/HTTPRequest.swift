import Foundation

/// One parsed request head: method, target (path and query kept as sent), version and headers.
///
/// ```swift
/// let request = try HTTPRequest.parse(head: Array("GET /a?mode=diff HTTP/1.1\r\nHost: localhost:8765\r\n\r\n".utf8))
/// request.path   // "/a"
/// ```
struct HTTPRequest: Sendable {
    var method: String
    /// The path as sent, percent-encoding and `..` untouched (the handler decodes it once).
    var path: String
    /// The query after `?`, as sent.
    var query: String
    /// `1.0` or `1.1`, as the minor digit.
    var minorVersion: Int
    /// Header names lowercased, in the order sent.
    var headers: [(name: String, value: String)]

    /// The one value of header `name` (lowercase); nil when absent.
    func header(_ name: String) -> String? { headers.first { $0.name == name }?.value }

    /// The value of query parameter `name`, percent-decoded; nil when absent or not decodable.
    func queryValue(_ name: String) -> String? {
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.first.map(String.init) == name else { continue }
            return parts.count > 1 ? String(parts[1]).removingPercentEncoding : ""
        }
        return nil
    }

    /// Whether the connection stays open after the response (HTTP/1.1 unless `Connection: close`).
    var keepsAlive: Bool {
        let connection = header("connection")?.lowercased() ?? ""
        let tokens = connection.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return minorVersion == 1 ? !tokens.contains("close") : tokens.contains("keep-alive")
    }
}

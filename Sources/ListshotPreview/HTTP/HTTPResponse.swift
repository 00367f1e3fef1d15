/// A complete response: status, headers and body, written in one piece.
///
/// ```swift
/// let response = HTTPResponse.text(.ok, "hello\n")
/// let bytes = response.serialized(head: false, keepAlive: true)
/// ```
struct HTTPResponse: Sendable {
    var status: HTTPStatus
    var headers: [(String, String)]
    var body: [UInt8]

    init(_ status: HTTPStatus, type: String, body: [UInt8], headers: [(String, String)] = []) {
        self.status = status
        self.headers = [("Content-Type", type), ("Cache-Control", "no-store")] + headers
        self.body = body
    }

    /// A plain-text response.
    static func text(_ status: HTTPStatus, _ text: String, headers: [(String, String)] = []) -> HTTPResponse {
        HTTPResponse(status, type: "text/plain; charset=utf-8", body: Array(text.utf8), headers: headers)
    }

    /// The response's bytes: status line, headers (with `Content-Length` and `Connection`), the
    /// empty line, and the body unless the request was `HEAD`. No CORS header is ever sent, so a
    /// page of another origin cannot read an answer (docs/preview.md, "Safety").
    func serialized(head: Bool, keepAlive: Bool) -> [UInt8] {
        var text = "HTTP/1.1 \(status.line)\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        text += "Content-Length: \(body.count)\r\n"
        text += "X-Content-Type-Options: nosniff\r\n"
        text += "Connection: \(keepAlive ? "keep-alive" : "close")\r\n\r\n"
        var bytes = Array(text.utf8)
        if !head { bytes += body }
        return bytes
    }
}

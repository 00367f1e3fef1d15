/// Why a request head was refused, as the status the server answers with.
struct HTTPRefusal: Error, Sendable, Equatable {
    var status: HTTPStatus
    var reason: String
    /// Extra response headers (`Allow` for 405).
    var headers: [(String, String)] = []

    static func == (a: HTTPRefusal, b: HTTPRefusal) -> Bool { a.status == b.status && a.reason == b.reason }
}

extension HTTPRequest {
    /// The longest request line read (method, target, version): past it, 414.
    static let requestLineLimit = 8_192
    /// The longest head read (request line and headers): past it, 431.
    static let headLimit = 32_768
    /// The most header lines: past it, 431.
    static let headerCountLimit = 64

    /// Parses a complete head (its bytes up to and including the empty line). Every check is one
    /// pass over the bytes (docs/preview.md, "What it refuses").
    static func parse(head: ArraySlice<UInt8>) throws(HTTPRefusal) -> HTTPRequest {
        var lines: [ArraySlice<UInt8>] = []
        var start = head.startIndex
        for index in head.indices where head[index] == UInt8(ascii: "\n") {
            var end = index
            if end > start, head[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            lines.append(head[start..<end])
            start = index + 1
        }
        // The last line is the empty one that ends the head.
        if lines.last?.isEmpty == true { lines.removeLast() }
        guard let first = lines.first else { throw HTTPRefusal(status: .badRequest, reason: "an empty request") }
        guard lines.count - 1 <= headerCountLimit else {
            throw HTTPRefusal(status: .headersTooLarge, reason: "more than \(headerCountLimit) header lines")
        }
        var request = try parseRequestLine(first)
        for line in lines.dropFirst() {
            request.headers.append(try parseHeader(line))
        }
        try request.checkFraming()
        return request
    }

    static func parseRequestLine(_ line: ArraySlice<UInt8>) throws(HTTPRefusal) -> HTTPRequest {
        guard line.count <= requestLineLimit else {
            throw HTTPRefusal(status: .uriTooLong, reason: "the request line is over \(requestLineLimit) bytes")
        }
        let parts = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, let method = ascii(parts[0]), let target = ascii(parts[1]), let version = ascii(parts[2]),
              !method.isEmpty, method.utf8.allSatisfy(isTokenByte) else {
            throw HTTPRefusal(status: .badRequest, reason: "a malformed request line")
        }
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            throw HTTPRefusal(status: .versionNotSupported, reason: "only HTTP/1.0 and HTTP/1.1 are served")
        }
        guard method == "GET" || method == "HEAD" else {
            throw HTTPRefusal(status: .methodNotAllowed, reason: "the preview answers GET and HEAD only", headers: [("Allow", "GET, HEAD")])
        }
        // Origin form only: no absolute URLs (a proxy's form), no `*`, nothing but visible ASCII.
        guard target.hasPrefix("/"), target.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
            throw HTTPRefusal(status: .badRequest, reason: "the target must be a path starting with /")
        }
        let question = target.firstIndex(of: "?")
        let path = question.map { String(target[..<$0]) } ?? target
        let query = question.map { String(target[target.index(after: $0)...]) } ?? ""
        return HTTPRequest(method: method, path: path, query: query, minorVersion: version == "HTTP/1.1" ? 1 : 0, headers: [])
    }

    static func parseHeader(_ line: ArraySlice<UInt8>) throws(HTTPRefusal) -> (name: String, value: String) {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex else {
            throw HTTPRefusal(status: .badRequest, reason: "a header line without a name")
        }
        let nameBytes = line[line.startIndex..<colon]
        // A name with white space, or a folded line (starting with white space), is refused (RFC 9112, 5.1 and 5.2).
        guard nameBytes.allSatisfy(isTokenByte), let name = ascii(nameBytes) else {
            throw HTTPRefusal(status: .badRequest, reason: "a malformed header name")
        }
        var value = line[(colon + 1)...]
        while let first = value.first, first == 0x20 || first == 0x09 { value = value.dropFirst() }
        while let last = value.last, last == 0x20 || last == 0x09 { value = value.dropLast() }
        guard value.allSatisfy({ $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) }) else {
            throw HTTPRefusal(status: .badRequest, reason: "a control character in header \(name)")
        }
        return (name.lowercased(), String(decoding: value, as: UTF8.self))
    }

    /// The preview takes no request bodies: any announced body is refused before it is read, and
    /// so is a second `Host` (request smuggling and cache confusion start there).
    func checkFraming() throws(HTTPRefusal) {
        if headers.contains(where: { $0.name == "transfer-encoding" }) {
            throw HTTPRefusal(status: .contentTooLarge, reason: "the preview takes no request bodies")
        }
        let lengths = headers.filter { $0.name == "content-length" }.map(\.value)
        guard lengths.allSatisfy({ $0 == "0" }) else {
            throw HTTPRefusal(status: .contentTooLarge, reason: "the preview takes no request bodies")
        }
        guard headers.filter({ $0.name == "host" }).count == 1 else {
            throw HTTPRefusal(status: .badRequest, reason: "a request needs exactly one Host header")
        }
    }

    /// tchar of RFC 9110, 5.6.2.
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return true
        default: return "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    static func ascii(_ bytes: ArraySlice<UInt8>) -> String? {
        bytes.allSatisfy({ $0 < 0x80 }) ? String(decoding: bytes, as: UTF8.self) : nil
    }
}

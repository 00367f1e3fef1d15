/// Collects a connection's bytes until a request head is complete, scanning each byte once (a
/// head sent a byte at a time costs the same as one sent whole), and refuses an over-long request
/// line (414) or head (431) as soon as it is over, before anything is parsed.
///
/// ```swift
/// var reader = HTTPHeadReader()
/// reader.append(bytes)
/// if case .head(let head) = reader.next() { … }
/// ```
struct HTTPHeadReader: Sendable {
    enum Step: Equatable {
        /// A complete head, removed from the buffer (what follows it stays, for the next request).
        case head([UInt8])
        case needMore
        case refused(HTTPRefusal)
    }

    private(set) var buffer: [UInt8] = []
    /// Bytes of `buffer` already scanned for line ends.
    private var scanned = 0
    /// Where the line being scanned starts.
    private var lineStart = 0
    /// Whether the request line has ended.
    private var sawRequestLine = false

    /// True when no byte of a next request has arrived.
    var isEmpty: Bool { buffer.isEmpty }

    mutating func append(_ bytes: ArraySlice<UInt8>) { buffer.append(contentsOf: bytes) }

    /// The next complete head, a refusal, or a request for more bytes.
    mutating func next() -> Step {
        while scanned < buffer.count {
            let index = scanned
            scanned += 1
            guard buffer[index] == UInt8(ascii: "\n") else { continue }
            let length = index - lineStart - (index > lineStart && buffer[index - 1] == UInt8(ascii: "\r") ? 1 : 0)
            if !sawRequestLine {
                // Empty lines before a request line are ignored (RFC 9112, 2.2).
                if length == 0 { buffer.removeFirst(index + 1); scanned = 0; lineStart = 0; continue }
                guard length <= HTTPRequest.requestLineLimit else { return .refused(Self.lineTooLong) }
                sawRequestLine = true
            } else if length == 0 {
                guard index < HTTPRequest.headLimit else { return .refused(Self.headTooLarge) }
                let head = Array(buffer[0...index])
                buffer.removeFirst(index + 1)
                scanned = 0; lineStart = 0; sawRequestLine = false
                return .head(head)
            }
            lineStart = index + 1
        }
        if !sawRequestLine, buffer.count - lineStart > HTTPRequest.requestLineLimit + 1 { return .refused(Self.lineTooLong) }
        if buffer.count > HTTPRequest.headLimit { return .refused(Self.headTooLarge) }
        return .needMore
    }

    static let headTooLarge = HTTPRefusal(status: .headersTooLarge, reason: "the request head is over \(HTTPRequest.headLimit) bytes")

    static let lineTooLong = HTTPRefusal(status: .uriTooLong, reason: "the request line is over \(HTTPRequest.requestLineLimit) bytes")
}

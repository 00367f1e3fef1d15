/// What a handler answers: a whole response, or an event stream that stays open.
///
/// ```swift
/// let answer = HTTPAnswer.response(.text(.notFound, "Not found\n"))
/// ```
enum HTTPAnswer: Sendable {
    case response(HTTPResponse)
    case stream(any HTTPEventSource)
}

/// A source of Server-Sent Events bytes for one open stream.
protocol HTTPEventSource: Sendable {
    /// The next bytes to send, waiting up to `milliseconds`; `.idle` when none came, `.finished`
    /// when the stream ends.
    func next(milliseconds: Int) -> HTTPEventChunk
    /// The connection closed: release whatever the stream holds.
    func close()
    /// A newer stream needs the place: say goodbye (a reconnection delay) and finish soon.
    func displace()
}

enum HTTPEventChunk: Sendable, Equatable { case bytes([UInt8]), idle, finished }

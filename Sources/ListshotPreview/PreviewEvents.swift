import FlyingFox
import FlyingSocks
import Foundation
import Synchronization

/// Server-Sent Events to the open pages: each render sends `data: <spec path>` (JSON-quoted) to
/// every listener. Each listener buffers at most a few events and at most ``listenerLimit`` pages
/// listen at once, so memory stays bounded whatever the number of saves (docs/preview.md).
///
/// ```swift
/// let events = PreviewEvents()
/// events.send(spec: "a.yaml")
/// ```
public final class PreviewEvents: Sendable {
    /// The most pages listening at once; a further one is refused with 503.
    public static let listenerLimit = 64
    /// Events kept per listener while it is slow; older ones are dropped (the page refetches all).
    static let bufferLimit = 16

    private let listeners = Synchronization.Mutex<[UInt64: AsyncStream<[UInt8]>.Continuation]>([:])
    private let counter = Synchronization.Mutex<UInt64>(0)

    public init() {}

    /// Sends `spec`'s path to every listener.
    public func send(spec: String) {
        let payload = Array("event: render\ndata: \(PreviewJSON.string(spec))\n\n".utf8)
        for continuation in listeners.withLock({ Array($0.values) }) { continuation.yield(payload) }
    }

    /// A new listener's stream, or nil when ``listenerLimit`` pages already listen.
    func listen() -> SSEBody? {
        let id = counter.withLock { value -> UInt64 in value &+= 1; return value }
        let (stream, continuation) = AsyncStream<[UInt8]>.makeStream(bufferingPolicy: .bufferingNewest(Self.bufferLimit))
        let accepted = listeners.withLock { map -> Bool in
            guard map.count < Self.listenerLimit else { return false }
            map[id] = continuation
            return true
        }
        guard accepted else { return nil }
        continuation.onTermination = { [weak self] _ in self?.drop(id) }
        // A comment first, so the browser sees the stream open at once.
        continuation.yield(Array(": listshot preview\nretry: 500\n\n".utf8))
        return SSEBody(stream: stream)
    }

    func drop(_ id: UInt64) { _ = listeners.withLock { $0.removeValue(forKey: id) } }

    /// Ends every stream (the server is stopping).
    public func finish() {
        // Outside the lock: finishing runs `onTermination`, which takes it.
        let all = listeners.withLock { map -> [AsyncStream<[UInt8]>.Continuation] in
            defer { map.removeAll() }
            return Array(map.values)
        }
        for continuation in all { continuation.finish() }
    }
}

/// A stream of event bytes as FlyingFox's chunked response body.
struct SSEBody: AsyncBufferedSequence {
    typealias Element = UInt8
    let stream: AsyncStream<[UInt8]>

    func makeAsyncIterator() -> Iterator { Iterator(base: stream.makeAsyncIterator()) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var base: AsyncStream<[UInt8]>.Iterator
        var pending: [UInt8] = []

        mutating func next() async throws -> UInt8? {
            if pending.isEmpty { guard let chunk = await base.next() else { return nil }; pending = chunk }
            return pending.isEmpty ? nil : pending.removeFirst()
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            if pending.isEmpty {
                guard let chunk = await base.next() else { return nil }
                pending = chunk
            }
            let take = Array(pending.prefix(Swift.max(1, count)))
            pending.removeFirst(take.count)
            return take
        }
    }
}

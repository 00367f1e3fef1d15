import Foundation
import Synchronization

/// Server-Sent Events to the open pages: each render sends `data: <spec path>` (JSON-quoted) to
/// every listener. Each listener buffers at most a few events and at most ``listenerLimit`` pages
/// listen at once, so memory stays bounded whatever the number of saves; a page that goes away
/// frees its place within a quarter of a second. The server keeps fewer streams open than that
/// (``HTTPConnectionTable/streamLimit``) and displaces the oldest past its cap (docs/preview.md).
///
/// ```swift
/// let events = PreviewEvents()
/// events.send(spec: "a.yaml")
/// ```
final class PreviewEvents: Sendable {
    /// The most pages listening at once: the server's cap of 64 streams, and room for streams it
    /// displaced that have not closed yet. A further one is refused with 503 and retries.
    static let listenerLimit = 80
    /// The reconnection delay a displaced stream's page is given, in milliseconds.
    static let displacedRetryMilliseconds = 5_000
    /// Events kept per listener while it is slow; older ones are dropped (the page refetches all).
    static let bufferLimit = 16

    private let listeners = Mutex<[UInt64: PreviewEventQueue]>([:])
    private let counter = Atomic<UInt64>(0)

    init() {}

    /// Sends `spec`'s path to every listener.
    func send(spec: String) {
        let payload = Array("event: render\ndata: \(PreviewJSON.string(spec))\n\n".utf8)
        for queue in listeners.withLock({ Array($0.values) }) { queue.push(payload) }
    }

    /// A new listener's queue, or nil when ``listenerLimit`` pages already listen.
    func listen() -> PreviewEventQueue? {
        let id = counter.wrappingAdd(1, ordering: .relaxed).newValue
        let queue = PreviewEventQueue(id: id, events: self)
        let accepted = listeners.withLock { map -> Bool in
            guard map.count < Self.listenerLimit else { return false }
            map[id] = queue
            return true
        }
        guard accepted else { return nil }
        // A comment first, so the browser sees the stream open at once; `retry` sets its reconnection delay.
        queue.push(Array(": listshot preview\nretry: 500\n\n".utf8))
        return queue
    }

    func drop(_ id: UInt64) { _ = listeners.withLock { $0.removeValue(forKey: id) } }

    /// Ends every stream (the server is stopping).
    func finish() {
        let all = listeners.withLock { map -> [PreviewEventQueue] in
            defer { map.removeAll() }
            return Array(map.values)
        }
        for queue in all { queue.finish() }
    }
}

/// One page's pending events; the connection's thread waits on it.
final class PreviewEventQueue: HTTPEventSource, @unchecked Sendable {
    let id: UInt64
    weak var events: PreviewEvents?
    private let condition = NSCondition()
    private var pending: [[UInt8]] = []
    private var finished = false

    init(id: UInt64, events: PreviewEvents) { self.id = id; self.events = events }

    func push(_ bytes: [UInt8]) {
        condition.lock()
        pending.append(bytes)
        if pending.count > PreviewEvents.bufferLimit { pending.removeFirst(pending.count - PreviewEvents.bufferLimit) }
        condition.signal()
        condition.unlock()
    }

    func finish() {
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    func next(milliseconds: Int) -> HTTPEventChunk {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: Double(milliseconds) / 1_000)
        while pending.isEmpty, !finished {
            if !condition.wait(until: deadline) { break }
        }
        if !pending.isEmpty { return .bytes(pending.removeFirst()) }
        return finished ? .finished : .idle
    }

    func close() { events?.drop(id) }

    /// Tells the page to wait before reconnecting, then ends the stream after that last event.
    func displace() {
        push(Array("retry: \(PreviewEvents.displacedRetryMilliseconds)\n\n".utf8))
        finish()
    }
}

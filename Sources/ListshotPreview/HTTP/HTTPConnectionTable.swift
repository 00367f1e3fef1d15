import Foundation
import Synchronization

/// The open connections, capped below the process's descriptor limit, with three places kept
/// apart so that pages always load (docs/preview.md, "What it trusts and refuses"):
///
/// - connections that have sent part of a request head are at most half the table; past that,
///   the oldest of them is closed;
/// - event streams are at most ``streamLimit``; past that, the oldest stream is displaced (its
///   page's `EventSource` reconnects later);
/// - when the table is full, a new connection takes the place of the one that has waited longest
///   for a request (an idle keep-alive connection, or one that never sent a byte), or else of
///   the oldest one still sending its head.
///
/// A crowd of idle, stalled or listening sockets can slow the preview, never stop it.
///
/// ```swift
/// let table = HTTPConnectionTable(limit: 256)
/// let id = table.admit(descriptor: fd); … table.remove(id)
/// ```
final class HTTPConnectionTable: Sendable {
    enum State: Sendable, Equatable {
        /// Waiting for the first byte of a request.
        case idle
        /// Part of a request head has arrived.
        case headPending
        /// A request is being answered.
        case busy
        /// An event stream is open.
        case stream
        /// Chosen to make room: its thread is ending it.
        case closing
    }

    struct Entry: Sendable {
        var descriptor: Int32
        var state: State
        /// When it entered `state` (monotonic ms).
        var since: Int64
        /// The open stream's source, told to end when the stream is displaced.
        var source: (any HTTPEventSource)?
    }

    let limit: Int
    /// The most connections with a partial head at once.
    let headPendingLimit: Int
    /// The most open event streams at once.
    let streamLimit: Int
    private let entries = Mutex<[UInt64: Entry]>([:])
    private let counter = Atomic<UInt64>(0)

    init(limit: Int) {
        self.limit = max(4, limit)
        headPendingLimit = max(1, self.limit / 2)
        streamLimit = Self.streamLimit(forTable: self.limit)
    }

    /// The most open connections for this process: from its soft descriptor limit (`ulimit -n`).
    static func limitForProcess() -> Int {
        var limits = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limits) == 0 else { return 64 }
        return limit(forDescriptors: Int(clamping: min(limits.rlim_cur, 1 << 20)))
    }

    /// Half of the descriptors left after a reserve of 64 for renders, fonts, images and the
    /// watcher, at least 4 and at most 256.
    static func limit(forDescriptors soft: Int) -> Int { max(4, min(256, (soft - 64) / 2)) }

    /// Half the table, at most ``PreviewEvents``' 64: the other half stays for page loads.
    static func streamLimit(forTable limit: Int) -> Int { max(1, min(64, limit / 2)) }

    /// Whether another connection fits. When the table is full, it closes the connection that has
    /// waited longest for a request, or else the oldest still sending its head, and answers false
    /// (ask again once that connection's thread has removed it).
    func makeRoom() -> Bool {
        entries.withLock { map in
            guard map.count >= limit else { return true }
            _ = Self.evict(in: &map, from: [.idle, .headPending])
            return false
        }
    }

    /// Closes one idle or head-pending connection (the process is out of descriptors).
    func evictOne() {
        entries.withLock { map in _ = Self.evict(in: &map, from: [.idle, .headPending]) }
    }

    /// Registers an accepted connection as idle.
    func admit(descriptor: Int32) -> UInt64 {
        let id = counter.wrappingAdd(1, ordering: .relaxed).newValue
        entries.withLock { $0[id] = Entry(descriptor: descriptor, state: .idle, since: HTTPClock.now) }
        return id
    }

    /// Records what the connection is doing. A connection past ``headPendingLimit`` partial heads,
    /// or a stream past ``streamLimit``, displaces the oldest of its kind.
    func mark(_ id: UInt64, _ state: State, source: (any HTTPEventSource)? = nil) {
        let displaced: (any HTTPEventSource)? = entries.withLock { map in
            guard let entry = map[id], entry.state != .closing else { return nil }
            if entry.state != state { map[id] = Entry(descriptor: entry.descriptor, state: state, since: HTTPClock.now, source: source) }
            switch state {
            case .headPending:
                if map.values.count(where: { $0.state == .headPending }) > headPendingLimit {
                    _ = Self.evict(in: &map, from: [.headPending])
                }
                return nil
            case .stream:
                guard map.values.count(where: { $0.state == .stream }) > streamLimit,
                      let oldest = Self.oldest(in: map, from: [.stream]) else { return nil }
                // The stream's own thread writes its last words and closes it (the page reconnects).
                let source = map[oldest]?.source
                map[oldest]?.state = .closing
                map[oldest]?.source = nil
                return source
            default:
                return nil
            }
        }
        displaced?.displace()
    }

    /// Forgets a connection; its thread closes the descriptor after this returns.
    func remove(_ id: UInt64) { _ = entries.withLock { $0.removeValue(forKey: id) } }

    /// The number of connections in `state` (for tests and the log).
    func count(_ state: State) -> Int { entries.withLock { $0.values.count { $0.state == state } } }

    /// Shuts every connection down (the server is stopping).
    func shutdownAll() {
        entries.withLock { map in for entry in map.values { shutdown(entry.descriptor, Int32(SHUT_RDWR)) } }
    }

    /// The id of the connection longest in one of `states`.
    private static func oldest(in map: [UInt64: Entry], from states: [State]) -> UInt64? {
        for state in states {
            if let found = map.filter({ $0.value.state == state }).min(by: { ($0.value.since, $0.key) < ($1.value.since, $1.key) }) {
                return found.key
            }
        }
        return nil
    }

    /// Shuts down the connection longest in the first of `states` that has one; its thread wakes
    /// to an end of stream and removes it (only that thread closes the descriptor).
    private static func evict(in map: inout [UInt64: Entry], from states: [State]) -> Bool {
        guard let id = oldest(in: map, from: states), let entry = map[id] else { return false }
        shutdown(entry.descriptor, Int32(SHUT_RDWR))
        map[id]?.state = .closing
        return true
    }
}

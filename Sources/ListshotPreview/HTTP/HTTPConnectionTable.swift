import Foundation
import Synchronization

/// The open connections, capped below the process's descriptor limit. When the table is full, a
/// new connection takes the place of the one that has waited longest for a request (an idle
/// keep-alive connection, or one that never sent a byte): a crowd of idle sockets can slow the
/// preview, never stop it (docs/preview.md, "What it refuses").
///
/// ```swift
/// let table = HTTPConnectionTable(limit: 256)
/// if let id = table.admit(descriptor: fd) { … table.remove(id) }
/// ```
final class HTTPConnectionTable: Sendable {
    struct Entry: Sendable {
        var descriptor: Int32
        /// When it began waiting for a request (monotonic ms); nil while a request is handled or a stream is open.
        var idleSince: Int64?
    }

    let limit: Int
    private let entries = Mutex<[UInt64: Entry]>([:])
    private let counter = Atomic<UInt64>(0)

    init(limit: Int) { self.limit = limit }

    /// The cap for this process: half of the descriptors left after a reserve for renders, fonts,
    /// images and the watcher, at most 256.
    static func limitForProcess() -> Int {
        var limits = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limits) == 0 else { return 64 }
        let soft = Int(clamping: min(limits.rlim_cur, 1 << 20))
        return max(4, min(256, (soft - 64) / 2))
    }

    /// Whether another connection fits (after making room by closing the longest-idle one, when full).
    func makeRoom() -> Bool {
        entries.withLock { map in
            guard map.count >= limit else { return true }
            guard let oldest = map.filter({ $0.value.idleSince != nil }).min(by: { ($0.value.idleSince ?? 0) < ($1.value.idleSince ?? 0) }) else {
                return false
            }
            // Its thread wakes to an end of stream and removes it; only that thread closes the descriptor.
            shutdown(oldest.value.descriptor, Int32(SHUT_RDWR))
            map[oldest.key]?.idleSince = nil
            return false
        }
    }

    /// Registers an accepted connection as idle.
    func admit(descriptor: Int32) -> UInt64 {
        let id = counter.wrappingAdd(1, ordering: .relaxed).newValue
        entries.withLock { $0[id] = Entry(descriptor: descriptor, idleSince: HTTPClock.now) }
        return id
    }

    func markIdle(_ id: UInt64, _ idle: Bool) {
        entries.withLock { map in
            guard map[id] != nil else { return }
            if idle { if map[id]?.idleSince == nil { map[id]?.idleSince = HTTPClock.now } } else { map[id]?.idleSince = nil }
        }
    }

    /// Forgets a connection; its thread closes the descriptor after this returns.
    func remove(_ id: UInt64) { _ = entries.withLock { $0.removeValue(forKey: id) } }

    /// Shuts every connection down (the server is stopping).
    func shutdownAll() {
        entries.withLock { map in for entry in map.values { shutdown(entry.descriptor, Int32(SHUT_RDWR)) } }
    }
}

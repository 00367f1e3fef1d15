import Foundation

/// The saves waiting for a preview build, by source: the watcher adds what it saw, the build
/// thread takes everything at once, so saves made while a build runs are one build after it
/// (coalesced, the last save wins) and two builds never run together (docs/preview.md, "Previews").
///
/// ```swift
/// let queue = PreviewBuildQueue()
/// queue.add(source: 0, paths: ["/src/Views/Row.swift"])
/// let work = queue.take(settle: 0.05)   // [0: ["/src/Views/Row.swift"]]
/// ```
final class PreviewBuildQueue: @unchecked Sendable {
    /// Saved paths by source; nil asks for every preview of the source.
    private var pending: [Int: Set<String>?] = [:]
    private var finished = false
    private let condition = NSCondition()

    /// Asks for a run of `source` for `paths` (nil: every file).
    func add(source: Int, paths: Set<String>?) {
        condition.lock()
        if let old = pending[source] {
            pending[source] = old.flatMap { old in paths.map { old.union($0) } }
        } else {
            pending[source] = paths
        }
        condition.signal()
        condition.unlock()
    }

    /// Waits for work, then `settle` seconds more while saves keep coming (an editor writing several
    /// files), and takes it all; nil once ``finish()`` was called.
    func take(settle: TimeInterval) -> [Int: Set<String>?]? {
        condition.lock()
        defer { condition.unlock() }
        while pending.isEmpty, !finished { condition.wait() }
        if finished { return nil }
        var count = -1
        while count != pending.count + pending.values.reduce(0) { $0 + ($1?.count ?? 0) }, !finished {
            count = pending.count + pending.values.reduce(0) { $0 + ($1?.count ?? 0) }
            _ = condition.wait(until: Date(timeIntervalSinceNow: settle))
        }
        defer { pending = [:] }
        return pending
    }

    /// Ends ``take(settle:)``'s waiting for good.
    func finish() {
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
    }
}

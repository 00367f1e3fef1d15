import Foundation

/// Huge-page mappings (``HugePages/map(count:)``) kept for reuse: the one pool behind the render
/// surfaces and the PNG encoder's scratch buffers.
///
/// A request gets the smallest kept mapping that fits, else a fresh one; returned mappings are
/// kept up to `budget` bytes in all, the oldest released first. A reused mapping still holds what
/// its last user wrote; a fresh one is zeroed by the kernel (``Buffer/fresh``).
///
/// ```swift
/// let pool = MappedBufferPool(budget: 64 << 20)
/// if let buffer = pool.take(12 << 20) { …; pool.give(buffer.pointer, bytes: buffer.bytes) }
/// ```
package final class MappedBufferPool: @unchecked Sendable {
    /// One mapping: where it starts, its mapped size, and whether it has never been used.
    package struct Buffer: @unchecked Sendable {
        package let pointer: UnsafeMutableRawPointer
        package let bytes: Int
        package let fresh: Bool
    }

    private let budget: Int
    private let lock = NSLock()
    private var kept: [(pointer: UnsafeMutableRawPointer, bytes: Int)] = []
    private var keptBytes = 0

    package init(budget: Int) { self.budget = budget }

    /// A mapping of at least `bytes`; nil when the system refuses a new one.
    package func take(_ bytes: Int) -> Buffer? {
        lock.lock()
        let index = kept.indices.filter { kept[$0].bytes >= bytes }.min { kept[$0].bytes < kept[$1].bytes }
        let reused = index.map { kept.remove(at: $0) }
        if let reused { keptBytes -= reused.bytes }
        lock.unlock()
        if let reused { return Buffer(pointer: reused.pointer, bytes: reused.bytes, fresh: false) }
        return HugePages.map(count: bytes).map { Buffer(pointer: $0.pointer, bytes: $0.mapped, fresh: true) }
    }

    /// Keeps a mapping from ``take(_:)`` (its pointer and ``Buffer/bytes``) for the next request,
    /// releasing the oldest kept mappings beyond the budget.
    package func give(_ pointer: UnsafeMutableRawPointer, bytes: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard bytes <= budget else {
            HugePages.release(pointer, mapped: bytes)
            return
        }
        while keptBytes + bytes > budget, let oldest = kept.first {
            kept.removeFirst()
            keptBytes -= oldest.bytes
            HugePages.release(oldest.pointer, mapped: oldest.bytes)
        }
        kept.append((pointer, bytes))
        keptBytes += bytes
    }
}

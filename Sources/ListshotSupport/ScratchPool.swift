import Foundation

/// Reusable scratch memory for work split across threads (the PNG encoder's bands of rows).
///
/// Each job borrows a buffer for its own use and returns it, so a 3 Mpx encode of ten 1 MiB
/// bands on two cores touches two buffers' pages instead of ten (fresh pages cost a fault per
/// 4 KiB; see ``HugePages``). Buffers come from ``HugePages/map(count:)``; at most ``kept`` stay
/// for the next caller. What a buffer held before is never read: borrowers write before reading.
///
/// ```swift
/// let sum = ScratchPool.shared.borrow(bytes: 1 << 20) { scratch in fill(scratch); return checksum(scratch) }
/// ```
package final class ScratchPool: @unchecked Sendable {
    package static let shared = ScratchPool()
    /// The most idle buffers kept (more than the cores of any CI machine).
    static let kept = 8

    private let lock = NSLock()
    private var idle: [(pointer: UnsafeMutableRawPointer, bytes: Int)] = []

    /// Runs `body` with at least `bytes` of uninitialized memory that no other job uses meanwhile.
    package func borrow<R>(bytes: Int, _ body: (UnsafeMutableRawPointer) -> R) -> R {
        let buffer = take(bytes)
        defer { give(buffer) }
        return body(buffer.pointer)
    }

    private func take(_ bytes: Int) -> (pointer: UnsafeMutableRawPointer, bytes: Int, mapped: Bool) {
        lock.lock()
        let index = idle.indices.filter { idle[$0].bytes >= bytes }.min { idle[$0].bytes < idle[$1].bytes }
        let reused = index.map { idle.remove(at: $0) }
        lock.unlock()
        if let reused { return (reused.pointer, reused.bytes, true) }
        if let fresh = HugePages.map(count: bytes) { return (fresh.pointer, fresh.mapped, true) }
        guard let allocated = malloc(max(bytes, 1)) else {
            preconditionFailure("out of memory: \(bytes) bytes of scratch memory")
        }
        return (allocated, bytes, false)
    }

    private func give(_ buffer: (pointer: UnsafeMutableRawPointer, bytes: Int, mapped: Bool)) {
        guard buffer.mapped else { free(buffer.pointer); return }
        lock.lock()
        if idle.count < Self.kept {
            idle.append((buffer.pointer, buffer.bytes))
            lock.unlock()
            return
        }
        lock.unlock()
        HugePages.release(buffer.pointer, mapped: buffer.bytes)
    }
}

import Foundation

/// Reusable scratch memory for work split across threads (the PNG encoder's bands of rows).
///
/// Each job borrows a buffer for its own use and returns it, so a 3 Mpx encode of ten 1 MiB
/// bands on two cores touches two buffers' pages instead of ten (fresh pages cost a fault per
/// 4 KiB; see ``HugePages``). Buffers come from a ``MappedBufferPool`` that keeps up to
/// ``budget`` bytes of them. What a buffer held before is never read: borrowers write first.
///
/// ```swift
/// let sum = ScratchPool.shared.borrow(bytes: 1 << 20) { scratch in fill(scratch); return checksum(scratch) }
/// ```
package final class ScratchPool: @unchecked Sendable {
    package static let shared = ScratchPool()
    /// Idle scratch kept: eight 2 MiB bands, more than the cores of any CI machine.
    static let budget = 16 << 20

    private let pool = MappedBufferPool(budget: ScratchPool.budget)

    /// Runs `body` with at least `bytes` of uninitialized memory that no other job uses meanwhile.
    package func borrow<R>(bytes: Int, _ body: (UnsafeMutableRawPointer) -> R) -> R {
        if let buffer = pool.take(bytes) {
            defer { pool.give(buffer.pointer, bytes: buffer.bytes) }
            return body(buffer.pointer)
        }
        guard let allocated = malloc(max(bytes, 1)) else {
            preconditionFailure("out of memory: \(bytes) bytes of scratch memory")
        }
        defer { free(allocated) }
        return body(allocated)
    }
}

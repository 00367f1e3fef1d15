import Glibc

/// Transparent huge pages for large buffers that are about to be written for the first time.
///
/// Touching fresh memory costs one page fault per 4 KiB page. Faults are slow on the virtual
/// machines CI runs on, so a screen-sized buffer can spend longer faulting than drawing; backed
/// by 2 MiB pages it takes one fault where it took 512. The advice covers the buffer's 2 MiB-aligned
/// interior and only helps memory that has not been touched yet; where the kernel has huge pages
/// disabled it does nothing. It never changes what the memory holds.
///
/// ```swift
/// let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
///     HugePages.advise(buffer.baseAddress, count: count)
///     …  // first writes, every byte
///     initialized = count
/// }
/// ```
package enum HugePages {
    /// The huge page size on x86-64 and most arm64 kernels.
    package static let size = 2 << 20

    /// Asks for huge pages under the 2 MiB-aligned part of `start ..< start + count`.
    package static func advise(_ start: UnsafeMutableRawPointer?, count: Int) {
        guard let start, count >= 2 * size else { return }
        let first = (Int(bitPattern: start) &+ size &- 1) & ~(size &- 1)
        let end = (Int(bitPattern: start) &+ count) & ~(size &- 1)
        guard end > first, let aligned = UnsafeMutableRawPointer(bitPattern: first) else { return }
        _ = madvise(aligned, end &- first, MADV_HUGEPAGE)
    }

    /// Whether the system would give an array of `count` bytes now: Swift traps when an array
    /// cannot be allocated, so large buffers ask first. The check maps and unmaps without touching
    /// the memory.
    package static func canAllocate(_ count: Int) -> Bool {
        guard count > 0, count <= Int.max - 2 * size else { return count == 0 }
        guard let mapping = mmap(nil, count, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              mapping != MAP_FAILED else { return false }
        munmap(mapping, count)
        return true
    }

    /// Fresh, zeroed, 2 MiB-aligned memory of at least `count` bytes with huge pages advised, for
    /// buffers that live long or are reused; free it with ``release(_:count:)``. Nil when the
    /// system refuses the mapping.
    package static func map(count: Int) -> (pointer: UnsafeMutableRawPointer, mapped: Int)? {
        guard count > 0, count <= Int.max - 2 * size else { return nil }
        let rounded = (count + size - 1) & ~(size - 1)
        let reserve = rounded + size
        guard let raw = mmap(nil, reserve, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              raw != MAP_FAILED else { return nil }
        let address = Int(bitPattern: raw)
        let aligned = (address + size - 1) & ~(size - 1)
        // Give back the unaligned head and the tail beyond the rounded size.
        if aligned > address { munmap(raw, aligned - address) }
        let tail = aligned + rounded
        let end = address + reserve
        if end > tail, let tailPointer = UnsafeMutableRawPointer(bitPattern: tail) { munmap(tailPointer, end - tail) }
        guard let pointer = UnsafeMutableRawPointer(bitPattern: aligned) else { return nil }
        _ = madvise(pointer, rounded, MADV_HUGEPAGE)
        return (pointer, rounded)
    }

    /// Returns memory from ``map(count:)``.
    package static func release(_ pointer: UnsafeMutableRawPointer, mapped: Int) {
        munmap(pointer, mapped)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Transparent huge pages for large buffers that are about to be written for the first time.
///
/// Touching fresh memory costs one page fault per 4 KiB page. Faults are slow on the virtual
/// machines CI runs on, so a screen-sized buffer can spend longer faulting than drawing; backed
/// by 2 MiB pages it takes one fault where it took 512. The advice covers the buffer's 2 MiB-aligned
/// interior and only helps memory that has not been touched yet; where the kernel has huge pages
/// disabled it does nothing. It never changes what the memory holds.
///
/// ```swift
/// let pixels = HugePages.freshBytes(count: count) { buffer in
///     …  // first writes, every byte
/// }
/// ```
package enum HugePages {
    /// The huge page size on x86-64 and most arm64 kernels.
    package static let size = 2 << 20

    /// Asks for huge pages under the 2 MiB-aligned part of `start ..< start + count`.
    package static func advise(_ start: UnsafeMutableRawPointer?, count: Int) {
        #if os(Linux)
        guard let start, count >= 2 * size else { return }
        let first = (Int(bitPattern: start) &+ size &- 1) & ~(size &- 1)
        let end = (Int(bitPattern: start) &+ count) & ~(size &- 1)
        guard end > first, let aligned = UnsafeMutableRawPointer(bitPattern: first) else { return }
        _ = madvise(aligned, end &- first, MADV_HUGEPAGE)
        #endif
    }

    /// The capacity to ask of a fresh `[UInt8]` that must hold `count` bytes, so that glibc maps
    /// its storage on its own and the mapping is a whole number of huge pages: the kernel (6.7 and
    /// later) then places it on a 2 MiB boundary and ``adviseWhole(_:)`` can cover all of it.
    /// Below 4 MiB it is `count`.
    ///
    /// glibc's chunk header (16 bytes) and Swift's array header (32) come first, and glibc maps
    /// the chunk's size plus 8, rounded up to the page: k·2 MiB − 64 elements map exactly k·2 MiB.
    package static func arrayCapacity(forBytes count: Int) -> Int {
        guard count >= 2 * size, count <= Int.max - 2 * size else { return count }
        return ((count + arrayOverhead + size - 1) & ~(size - 1)) - arrayOverhead
    }

    /// glibc's chunk header, glibc's size rounding and Swift's array header, in bytes.
    static let arrayOverhead = 64

    /// Like ``advise(_:count:)``, for an array allocated with ``arrayCapacity(forBytes:)``: when
    /// its storage starts just after a 2 MiB boundary (the mapping's own headers before it), the
    /// whole mapping gets huge pages, and the first one, whose headers were already written to a
    /// small page, is collapsed into a huge page at once (Linux 6.1 and later; elsewhere that part
    /// keeps small pages). Any other layout falls back to the aligned interior.
    package static func adviseWhole(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        #if os(Linux)
        guard let start = buffer.baseAddress, buffer.count >= 2 * size else { return }
        let address = Int(bitPattern: start)
        let head = address & ~(size &- 1)
        // The mapping ends on the boundary at or just after the storage's end (Swift may have
        // taken glibc's usable size as the capacity, or exactly what was asked).
        let end = (address &+ buffer.count &+ arrayOverhead) & ~(size &- 1)
        guard address &- head <= arrayOverhead, end > head,
              let mapping = UnsafeMutableRawPointer(bitPattern: head) else {
            advise(UnsafeMutableRawPointer(start), count: buffer.count)
            return
        }
        _ = madvise(mapping, end &- head, MADV_HUGEPAGE)
        _ = madvise(mapping, size, collapse)
        #else
        advise(UnsafeMutableRawPointer(buffer.baseAddress), count: buffer.count)
        #endif
    }

    /// MADV_COLLAPSE (Linux 6.1), newer than the C library's headers.
    static let collapse: Int32 = 25

    /// A `[UInt8]` of `count` bytes that `initialize` writes in full, its storage fresh and on
    /// huge pages wherever the system allows (a whole number of them for 4 MiB and more; see
    /// ``arrayCapacity(forBytes:)``).
    package static func freshBytes(count: Int, _ initialize: (UnsafeMutableBufferPointer<UInt8>) -> Void) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: arrayCapacity(forBytes: count)) { buffer, initialized in
            adviseWhole(buffer)
            initialize(UnsafeMutableBufferPointer(rebasing: buffer[0..<count]))
            initialized = count
        }
    }

    /// Whether the system would give ``freshBytes(count:_:)`` its `count` bytes now (with the
    /// capacity padding of ``arrayCapacity(forBytes:)``): Swift traps when an array cannot be
    /// allocated, so large buffers ask first. The check maps and unmaps without touching the
    /// memory, so glibc's own size thresholds are not disturbed (a trial `malloc` and `free`
    /// would make its next allocation of that size come from the heap, off the 2 MiB grid).
    package static func canAllocate(_ bytes: Int) -> Bool {
        let count = arrayCapacity(forBytes: bytes)
        guard count > 0, count <= Int.max - 2 * size else { return count == 0 }
        #if os(Linux)
        guard let mapping = mmap(nil, count, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              mapping != MAP_FAILED else { return false }
        munmap(mapping, count)
        return true
        #else
        guard let probe = malloc(count) else { return false }
        free(probe)
        return true
        #endif
    }

    /// Fresh, zeroed, 2 MiB-aligned memory of at least `count` bytes with huge pages advised, for
    /// buffers that live long or are reused; free it with ``release(_:count:)``. Nil when the
    /// system refuses the mapping.
    package static func map(count: Int) -> (pointer: UnsafeMutableRawPointer, mapped: Int)? {
        #if os(Linux)
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
        #else
        return nil
        #endif
    }

    /// Returns memory from ``map(count:)``.
    package static func release(_ pointer: UnsafeMutableRawPointer, mapped: Int) {
        #if os(Linux)
        munmap(pointer, mapped)
        #endif
    }
}

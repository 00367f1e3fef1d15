import CCairo
import Foundation

/// Pixel memory for render surfaces, kept for reuse when a surface is destroyed.
///
/// glibc gives allocations above 32 MiB (an 8 Mpx canvas) fresh pages from the kernel every
/// time, and touching them costs about a millisecond per MiB here, so drawing a long screen cost
/// more per pixel than a short one. Buffers of at least ``pooledBytes`` are kept when their
/// surface is destroyed and reused for any surface that fits (cleared with `memset`; cairo's own
/// surfaces start transparent too); smaller ones come from `calloc` and go back to glibc, which
/// already reuses them well. At most ``budget`` bytes are kept.
///
/// ```swift
/// let surface = try SurfaceMemory.shared.surface(width: 1179, height: 16000)
/// ```
final class SurfaceMemory: @unchecked Sendable {
    static let shared = SurfaceMemory()
    /// The most bytes kept for reuse: two 16384 px tall screens at 3× (about 150 MiB).
    static let budget = 160 << 20
    /// The smallest buffer kept: glibc's largest mmap threshold.
    static let pooledBytes = 32 << 20

    private let lock = NSLock()
    private var free: [(pointer: UnsafeMutableRawPointer, bytes: Int)] = []
    private var kept = 0

    /// A zeroed ARGB32 surface of `width × height` px over pooled memory; its memory returns to
    /// the pool when cairo destroys it.
    func surface(width: Int, height: Int) -> OpaquePointer? {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        guard stride > 0 else { return nil }
        guard let (memory, bytes) = take(stride * height) else { return nil }
        guard let surface = cairo_image_surface_create_for_data(
            memory.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            give(memory, bytes)
            return nil
        }
        let owner = Unmanaged.passRetained(Lease(pointer: memory, bytes: bytes)).toOpaque()
        let status = cairo_surface_set_user_data(surface, &SurfaceMemory.key, owner) { context in
            guard let context else { return }
            let lease = Unmanaged<Lease>.fromOpaque(context).takeRetainedValue()
            SurfaceMemory.shared.give(lease.pointer, lease.bytes)
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            Unmanaged<Lease>.fromOpaque(owner).release()
            cairo_surface_destroy(surface)
            give(memory, bytes)
            return nil
        }
        return surface
    }

    /// A zeroed buffer of at least `bytes`, and its real size.
    private func take(_ bytes: Int) -> (pointer: UnsafeMutableRawPointer, bytes: Int)? {
        guard bytes >= Self.pooledBytes else { return calloc(bytes, 1).map { ($0, bytes) } }
        lock.lock()
        // The smallest kept buffer that fits.
        let index = free.indices.filter { free[$0].bytes >= bytes }.min { free[$0].bytes < free[$1].bytes }
        let reused = index.map { free.remove(at: $0) }
        if let reused { kept -= reused.bytes }
        lock.unlock()
        if let reused {
            memset(reused.pointer, 0, bytes)
            return reused
        }
        return calloc(bytes, 1).map { ($0, bytes) }
    }

    private func give(_ pointer: UnsafeMutableRawPointer, _ bytes: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard bytes >= Self.pooledBytes, bytes <= Self.budget else { Glibc.free(pointer); return }
        while kept + bytes > Self.budget, let oldest = free.first {
            free.removeFirst()
            kept -= oldest.bytes
            Glibc.free(oldest.pointer)
        }
        free.append((pointer, bytes))
        kept += bytes
    }

    private final class Lease {
        let pointer: UnsafeMutableRawPointer
        let bytes: Int
        init(pointer: UnsafeMutableRawPointer, bytes: Int) { self.pointer = pointer; self.bytes = bytes }
    }

    nonisolated(unsafe) private static var key = cairo_user_data_key_t()
}

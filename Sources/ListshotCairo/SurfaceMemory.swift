import CCairo
import Foundation
import ListshotSupport

/// Pixel memory for render surfaces, kept for reuse when a surface is destroyed.
///
/// Fresh memory is expensive to touch here: a page fault per 4 KiB costs 8–10 ms for one 12 MiB
/// screen, more than drawing it. So surfaces of ``mappedBytes`` or more get their own 2 MiB-aligned
/// mapping backed by huge pages (``HugePages``: six faults for that screen), and when a surface
/// is destroyed its mapping is kept and reused, smallest fit first, for the next surface (cleared
/// with `memset`, as cairo's own surfaces start transparent). At most ``budget`` bytes are kept;
/// the oldest go first. Smaller surfaces come from `calloc` and go back to glibc, which reuses
/// them well.
///
/// ```swift
/// let surface = try SurfaceMemory.shared.surface(width: 1179, height: 16000)
/// ```
final class SurfaceMemory: @unchecked Sendable {
    static let shared = SurfaceMemory()
    /// The most bytes kept for reuse: two 16384 px tall screens at 3× (about 150 MiB).
    static let budget = 160 << 20
    /// The smallest surface given its own huge-page mapping.
    static let mappedBytes = 2 * HugePages.size

    private let lock = NSLock()
    private var free: [(pointer: UnsafeMutableRawPointer, bytes: Int)] = []
    private var kept = 0

    /// A zeroed ARGB32 surface of `width × height` px over pooled memory; its memory returns to
    /// the pool when cairo destroys it.
    func surface(width: Int, height: Int) -> OpaquePointer? {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        guard stride > 0 else { return nil }
        guard let (memory, bytes, mapped) = take(stride * height) else { return nil }
        guard let surface = cairo_image_surface_create_for_data(
            memory.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            give(memory, bytes, mapped: mapped)
            return nil
        }
        let owner = Unmanaged.passRetained(Lease(pointer: memory, bytes: bytes, mapped: mapped, owner: self)).toOpaque()
        let status = cairo_surface_set_user_data(surface, &SurfaceMemory.key, owner) { context in
            guard let context else { return }
            let lease = Unmanaged<Lease>.fromOpaque(context).takeRetainedValue()
            lease.owner.give(lease.pointer, lease.bytes, mapped: lease.mapped)
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            Unmanaged<Lease>.fromOpaque(owner).release()
            cairo_surface_destroy(surface)
            give(memory, bytes, mapped: mapped)
            return nil
        }
        return surface
    }

    /// A zeroed buffer of at least `bytes`, its real size, and whether it is a kept mapping.
    private func take(_ bytes: Int) -> (pointer: UnsafeMutableRawPointer, bytes: Int, mapped: Bool)? {
        guard bytes >= Self.mappedBytes else { return calloc(bytes, 1).map { ($0, bytes, false) } }
        lock.lock()
        // The smallest kept mapping that fits.
        let index = free.indices.filter { free[$0].bytes >= bytes }.min { free[$0].bytes < free[$1].bytes }
        let reused = index.map { free.remove(at: $0) }
        if let reused { kept -= reused.bytes }
        lock.unlock()
        if let reused {
            memset(reused.pointer, 0, bytes)
            return (reused.pointer, reused.bytes, true)
        }
        if let fresh = HugePages.map(count: bytes) { return (fresh.pointer, fresh.mapped, true) }
        return calloc(bytes, 1).map { ($0, bytes, false) }
    }

    private func give(_ pointer: UnsafeMutableRawPointer, _ bytes: Int, mapped: Bool) {
        guard mapped else { Glibc.free(pointer); return }
        lock.lock()
        defer { lock.unlock() }
        guard bytes <= Self.budget else { HugePages.release(pointer, mapped: bytes); return }
        while kept + bytes > Self.budget, let oldest = free.first {
            free.removeFirst()
            kept -= oldest.bytes
            HugePages.release(oldest.pointer, mapped: oldest.bytes)
        }
        free.append((pointer, bytes))
        kept += bytes
    }

    private final class Lease {
        let pointer: UnsafeMutableRawPointer
        let bytes: Int
        let mapped: Bool
        let owner: SurfaceMemory
        init(pointer: UnsafeMutableRawPointer, bytes: Int, mapped: Bool, owner: SurfaceMemory) {
            self.pointer = pointer
            self.bytes = bytes
            self.mapped = mapped
            self.owner = owner
        }
    }

    nonisolated(unsafe) private static var key = cairo_user_data_key_t()
}

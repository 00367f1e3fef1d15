import CCairo
import Foundation
import ListshotSupport

/// Pixel memory for render surfaces, kept for reuse when a surface is destroyed.
///
/// Fresh memory is expensive to touch: a page fault per 4 KiB page can cost more than drawing the
/// screen. So surfaces of ``mappedBytes`` or more get their own 2 MiB-aligned mapping backed by
/// huge pages (``HugePages``: a fault per 2 MiB instead), and when a surface
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

    private let pool = MappedBufferPool(budget: SurfaceMemory.budget)

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

    /// A zeroed buffer of at least `bytes`, its real size, and whether it is a pool mapping.
    private func take(_ bytes: Int) -> (pointer: UnsafeMutableRawPointer, bytes: Int, mapped: Bool)? {
        if bytes >= Self.mappedBytes, let buffer = pool.take(bytes) {
            if !buffer.fresh { memset(buffer.pointer, 0, bytes) }
            return (buffer.pointer, buffer.bytes, true)
        }
        return calloc(bytes, 1).map { ($0, bytes, false) }
    }

    private func give(_ pointer: UnsafeMutableRawPointer, _ bytes: Int, mapped: Bool) {
        guard mapped else { Glibc.free(pointer); return }
        pool.give(pointer, bytes: bytes)
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

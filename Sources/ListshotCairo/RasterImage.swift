import CCairo
import ListshotImage

/// A rendered bitmap: cairo's ARGB32 surface (premultiplied, native-endian BGRA in memory).
///
/// ```swift
/// let raster = try CairoRenderer().rasterize(displayList)
/// let png = raster.pngData()
/// ```
public final class RasterImage: PremultipliedImage, @unchecked Sendable {
    let surface: OpaquePointer
    public let width: Int
    public let height: Int
    public let stride: Int

    init(surface: OpaquePointer) {
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        stride = Int(cairo_image_surface_get_stride(surface))
    }

    deinit { cairo_surface_destroy(surface) }

    /// Calls `body` with the raw pixel bytes (`stride × height`).
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else {
            return try body(UnsafeRawBufferPointer(start: nil, count: 0))
        }
        return try body(UnsafeRawBufferPointer(start: data, count: stride * height))
    }


    /// PNG bytes from cairo's own writer (the reference the fast encoder is measured against).
    public func cairoPNGData() -> [UInt8] {
        let sink = ByteSink()
        let box = Unmanaged.passUnretained(sink).toOpaque()
        cairo_surface_write_to_png_stream(surface, { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().append(data, Int(length))
            return CAIRO_STATUS_SUCCESS
        }, box)
        return sink.bytes
    }
}

/// Collects bytes written by cairo's stream callbacks.
final class ByteSink {
    var bytes: [UInt8] = []
    func append(_ data: UnsafePointer<UInt8>, _ count: Int) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: count))
    }
}

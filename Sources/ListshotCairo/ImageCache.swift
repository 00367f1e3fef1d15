import CCairo
import Foundation
import ListshotCore

/// Decoded and pre-scaled images, kept per thread across renders.
///
/// Decoding a PNG and resampling it with cairo's GOOD filter cost more than all other drawing
/// of a screen together, so raster renders draw a copy already scaled to the frame's device
/// pixels: a pixel-aligned blit. Entries are keyed by the file's path, size and modification
/// time, so an edited file is read again.
final class ImageCache {
    private struct FileKey: Hashable {
        var path: String
        var size: Int
        var modified: Double
    }

    private struct ScaledKey: Hashable {
        var file: FileKey
        var width: Int
        var height: Int
        var mode: ContentMode
    }

    private var decoded: [FileKey: OpaquePointer] = [:]
    private var scaled: [ScaledKey: OpaquePointer] = [:]
    static let limit = 256

    deinit { purge() }

    func purge() {
        for surface in decoded.values { cairo_surface_destroy(surface) }
        for surface in scaled.values { cairo_surface_destroy(surface) }
        decoded.removeAll()
        scaled.removeAll()
    }

    private static let key = "listshot.imageCache"

    /// This thread's cache.
    static func current() -> ImageCache {
        let dictionary = Thread.current.threadDictionary
        if let cache = dictionary[key] as? ImageCache { return cache }
        let cache = ImageCache()
        dictionary[key] = cache
        return cache
    }

    private func fileKey(_ path: String, element: String) throws(RenderError) -> FileKey {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
            throw .imageNotFound(path: path, element: element)
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return FileKey(path: path, size: size, modified: modified)
    }

    /// The decoded image at `path`; errors name the element that asked for it.
    func surface(for path: String, element: String) throws(RenderError) -> OpaquePointer {
        let key = try fileKey(path, element: element)
        if let cached = decoded[key] { return cached }
        if decoded.count + scaled.count >= Self.limit { purge() }
        let surface = try Self.load(path: path, element: element)
        decoded[key] = surface
        return surface
    }

    /// The image scaled into a `width`×`height` px box (aspect fill or fit, centred), made once.
    func scaledSurface(for path: String, element: String, width: Int, height: Int,
                       mode: ContentMode) throws(RenderError) -> OpaquePointer? {
        let key = ScaledKey(file: try fileKey(path, element: element), width: width, height: height, mode: mode)
        if let cached = scaled[key] { return cached }
        let source = try surface(for: path, element: element)
        guard width > 0, height > 0,
              let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              let cr = cairo_create(target) else { return nil }
        Self.draw(source, into: Rect(x: 0, y: 0, width: Double(width), height: Double(height)), mode: mode, on: cr)
        cairo_destroy(cr)
        cairo_surface_flush(target)
        scaled[key] = target
        return target
    }

    /// Draws `source` scaled into `frame` (aspect fill or fit, centred) with cairo's GOOD filter.
    /// The caller clips.
    static func draw(_ source: OpaquePointer, into frame: Rect, mode: ContentMode, on cr: OpaquePointer) {
        let iw = Double(cairo_image_surface_get_width(source)), ih = Double(cairo_image_surface_get_height(source))
        guard iw > 0, ih > 0, frame.width > 0, frame.height > 0 else { return }
        let sx = frame.width / iw, sy = frame.height / ih
        let s = mode == .aspectFill ? max(sx, sy) : min(sx, sy)
        cairo_save(cr)
        cairo_translate(cr, frame.midX - iw * s / 2, frame.midY - ih * s / 2)
        cairo_scale(cr, s, s)
        cairo_set_source_surface(cr, source, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_rectangle(cr, 0, 0, iw, ih)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Decodes a PNG file with cairo, checking the signature first for a clear message.
    static func load(path: String, element: String) throws(RenderError) -> OpaquePointer {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .imageUnreadable(path: path, element: element, reason: "it cannot be opened")
        }
        let head = handle.readData(ofLength: 8)
        try? handle.close()
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard Array(head) == signature else {
            throw .imageUnreadable(path: path, element: element, reason: "it does not start with the PNG signature")
        }
        guard let surface = cairo_image_surface_create_from_png(path) else {
            throw .imageUnreadable(path: path, element: element, reason: "cairo returned no surface")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            let reason = String(cString: cairo_status_to_string(status))
            cairo_surface_destroy(surface)
            throw .imageUnreadable(path: path, element: element, reason: reason)
        }
        let w = cairo_image_surface_get_width(surface), h = cairo_image_surface_get_height(surface)
        guard w > 0, h > 0, w <= 8192, h <= 8192 else {
            cairo_surface_destroy(surface)
            throw .imageUnreadable(path: path, element: element, reason: "\(w)×\(h) px is outside 1…8192 px a side")
        }
        return surface
    }
}

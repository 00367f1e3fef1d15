import CCairo
import Foundation
import ListshotCore
import ListshotImage
import ListshotSupport

/// Decoded and pre-scaled images, kept per thread across renders.
///
/// Decoding a PNG and resampling it with cairo's GOOD filter cost more than all other drawing
/// of a screen together, so raster renders draw a copy already scaled to the frame's device
/// pixels: a pixel-aligned blit. Entries are keyed by the file's identity (device, inode, size,
/// modification and status-change time), so an edited file is read again, even one given its old
/// modification time back, and ten paths to one file decode once.
///
/// Every file is read through ``RegularFile`` and its header and chunks are checked before
/// decoding; one render may decode at most ``ImageBudget/pixelsPerRender`` pixels over its
/// distinct images.
final class ImageCache {
    private typealias FileKey = RegularFile.Identity

    private struct ScaledKey: Hashable {
        var file: FileKey
        var width: Int
        var height: Int
        var mode: ContentMode
    }

    private var decoded: [FileKey: OpaquePointer] = [:]
    private var scaled: [ScaledKey: OpaquePointer] = [:]
    /// Pixels held by `decoded` and `scaled`; the cache is emptied when it passes twice the budget.
    private var cachedPixels = 0
    /// The distinct files drawn by the current render, and their decoded pixels.
    private var renderFiles: Set<FileKey> = []
    private var renderPixels = 0
    static let limit = 256

    deinit { purge() }

    func purge() {
        for surface in decoded.values { cairo_surface_destroy(surface) }
        for surface in scaled.values { cairo_surface_destroy(surface) }
        decoded.removeAll()
        scaled.removeAll()
        cachedPixels = 0
    }

    /// Starts a render: its images are counted against a fresh ``ImageBudget/pixelsPerRender``.
    func beginRender() {
        renderFiles.removeAll()
        renderPixels = 0
    }

    private static let caches = ThreadLocal { ImageCache() }

    /// This thread's cache.
    static func current() -> ImageCache {
        caches.value
    }

    private func fileKey(_ path: String, element: String) throws(RenderError) -> FileKey {
        do {
            return try RegularFile.identity(path)
        } catch {
            if case .missing = error { throw .imageNotFound(path: path, element: element) }
            throw .imageUnreadable(path: path, element: element, reason: "\(error.reason.capitalizedFirst). Point at a PNG file.")
        }
    }

    /// The decoded image at `path`; errors name the element that asked for it.
    func surface(for path: String, element: String) throws(RenderError) -> OpaquePointer {
        let key = try fileKey(path, element: element)
        let cached = decoded[key]
        if !renderFiles.contains(key) {
            // Known sizes are charged before decoding; new files are charged from their header in load.
            if let cached {
                try charge(Int(cairo_image_surface_get_width(cached)) * Int(cairo_image_surface_get_height(cached)),
                           path: path, element: element)
            }
        }
        if let cached {
            renderFiles.insert(key)
            return cached
        }
        if decoded.count + scaled.count >= Self.limit || cachedPixels > 2 * ImageBudget.pixelsPerRender { purge() }
        let surface = try load(path: path, element: element)
        renderFiles.insert(key)
        decoded[key] = surface
        cachedPixels += Int(cairo_image_surface_get_width(surface)) * Int(cairo_image_surface_get_height(surface))
        return surface
    }

    private func charge(_ pixels: Int, path: String, element: String) throws(RenderError) {
        guard renderPixels + pixels <= ImageBudget.pixelsPerRender else {
            throw .imageBudgetExceeded(path: path, element: element, pixels: renderPixels + pixels, budget: ImageBudget.pixelsPerRender)
        }
        renderPixels += pixels
    }

    /// The image scaled into a `width`×`height` px box (aspect fill or fit, centred), made once.
    func scaledSurface(for path: String, element: String, width: Int, height: Int,
                       mode: ContentMode) throws(RenderError) -> OpaquePointer? {
        let key = ScaledKey(file: try fileKey(path, element: element), width: width, height: height, mode: mode)
        if let cached = scaled[key] {
            if !renderFiles.contains(key.file) { _ = try surface(for: path, element: element) }
            return cached
        }
        let source = try surface(for: path, element: element)
        guard width > 0, height > 0, width <= maximumCanvasSide, height <= maximumCanvasSide,
              let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              let cr = cairo_create(target) else { return nil }
        Self.draw(source, into: Rect(x: 0, y: 0, width: Double(width), height: Double(height)), mode: mode, on: cr)
        cairo_destroy(cr)
        cairo_surface_flush(target)
        scaled[key] = target
        cachedPixels += width * height
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

    /// Reads a PNG file (a regular file within ``ImageBudget/maximumFileBytes``), checks its header
    /// against the side limit and the render's pixel budget and its chunks' structure, then decodes
    /// it with cairo. A cairo failure is explained by libspng's precise error when it has one.
    private func load(path: String, element: String) throws(RenderError) -> OpaquePointer {
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(path, limit: ImageBudget.maximumFileBytes)
        } catch {
            if case .missing = error { throw .imageNotFound(path: path, element: element) }
            throw .imageUnreadable(path: path, element: element, reason: "\(error.reason.capitalizedFirst). Point at a PNG file.")
        }
        let header: PNGHeader
        do {
            header = try PNGHeader(bytes)
            guard header.width <= ImageBudget.maximumSide, header.height <= ImageBudget.maximumSide else {
                throw RenderError.imageUnreadable(path: path, element: element,
                                       reason: "It is \(header.width)×\(header.height) px; images are limited to \(ImageBudget.maximumSide) px a side. Scale it down.")
            }
            try PNGHeader.checkStructure(bytes)
        } catch let error as PNGError {
            throw .imageUnreadable(path: path, element: element, reason: error.description)
        } catch let error as RenderError {
            throw error
        } catch {
            throw .imageUnreadable(path: path, element: element, reason: "\(error)")
        }
        try charge(header.pixelCount, path: path, element: element)
        let source = PNGByteSource(bytes)
        let read: cairo_read_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
            return Unmanaged<PNGByteSource>.fromOpaque(closure).takeUnretainedValue().read(into: data, count: Int(length))
        }
        let surface = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(read, Unmanaged.passUnretained(source).toOpaque())
        }
        guard let surface else {
            throw .imageUnreadable(path: path, element: element, reason: "cairo returned no surface")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .imageUnreadable(path: path, element: element, reason: Self.explainFailure(bytes, header: header, status: status))
        }
        return surface
    }

    /// Why cairo could not decode a structurally sound PNG: libspng's message (bad compressed
    /// data, bad filter…) when it finds one, otherwise a real lack of memory, with the size asked.
    static func explainFailure(_ bytes: [UInt8], header: PNGHeader, status: cairo_status_t) -> String {
        do {
            try PNGCodec.validate(bytes)
        } catch {
            return error.description
        }
        if status == CAIRO_STATUS_NO_MEMORY {
            let megabytes = (header.pixelCount * 4) >> 20
            return "The PNG is valid, but there was not enough memory to decode its \(header.width)×\(header.height) px (\(megabytes) MiB). Raise the memory limit or use a smaller image."
        }
        return "cairo could not decode it: " + String(cString: cairo_status_to_string(status))
    }
}

/// PNG bytes handed to cairo's stream reader.
private final class PNGByteSource {
    let bytes: [UInt8]
    var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func read(into data: UnsafeMutablePointer<UInt8>, count: Int) -> cairo_status_t {
        guard count <= bytes.count - offset else { return CAIRO_STATUS_READ_ERROR }
        bytes.withUnsafeBufferPointer { buffer in
            if let base = buffer.baseAddress { data.update(from: base + offset, count: count) }
        }
        offset += count
        return CAIRO_STATUS_SUCCESS
    }
}

extension String {
    /// The text with its first letter in upper case, to start a sentence.
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}

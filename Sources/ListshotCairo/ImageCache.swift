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
        // The one decoder `verify` and `diff` use too, so all three agree on every file (cairo's
        // own loader inflated a 1×1 PNG's gigabytes of surplus data and drew it).
        let bitmap: RGBABitmap
        do { bitmap = try PNGCodec.decode(bytes, limits: PNGDecodingLimits(maxSide: ImageBudget.maximumSide, maxPixels: ImageBudget.pixelsPerRender)) } catch {
            throw .imageUnreadable(path: path, element: element, reason: error.description)
        }
        guard let surface = Self.premultipliedSurface(bitmap) else {
            let megabytes = (header.pixelCount * 4) >> 20
            throw .imageUnreadable(path: path, element: element,
                                   reason: "The PNG is valid, but there was not enough memory to decode its \(header.width)×\(header.height) px (\(megabytes) MiB). Raise the memory limit or use a smaller image.")
        }
        return surface
    }

    /// A cairo ARGB32 surface holding `bitmap` premultiplied as cairo's PNG loader does
    /// (`(a·c + 128 + ((a·c + 128) >> 8)) >> 8`); nil when cairo cannot allocate it.
    static func premultipliedSurface(_ bitmap: RGBABitmap) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let width = bitmap.width
        bitmap.pixels.withUnsafeBufferPointer { source in
            guard let rgba = source.baseAddress else { return }
            for y in 0..<bitmap.height {
                let row = UnsafeMutableRawPointer(data + y * stride)
                let input = rgba + y * width * 4
                for x in 0..<width {
                    let pixel = input + x * 4
                    let alpha = UInt32(pixel[3])
                    var word: UInt32 = 0
                    if alpha == 255 {
                        word = 0xFF00_0000 | UInt32(pixel[0]) << 16 | UInt32(pixel[1]) << 8 | UInt32(pixel[2])
                    } else if alpha > 0 {
                        word = alpha << 24 | premultiply(pixel[0], alpha) << 16 | premultiply(pixel[1], alpha) << 8 | premultiply(pixel[2], alpha)
                    }
                    row.storeBytes(of: word, toByteOffset: x * 4, as: UInt32.self)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    @inline(__always)
    private static func premultiply(_ channel: UInt8, _ alpha: UInt32) -> UInt32 {
        let product = UInt32(channel) * alpha + 0x80
        return (product + (product >> 8)) >> 8
    }
}

extension String {
    /// The text with its first letter in upper case, to start a sentence.
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}

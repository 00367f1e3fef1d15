import CCairo
import Foundation

/// Loads PNG files into cairo surfaces once per render.
final class ImageCache {
    private var surfaces: [String: OpaquePointer] = [:]

    deinit {
        for surface in surfaces.values { cairo_surface_destroy(surface) }
    }

    /// The decoded image at `path`; errors name the element that asked for it.
    func surface(for path: String, element: String) throws(RenderError) -> OpaquePointer {
        if let cached = surfaces[path] { return cached }
        let surface = try Self.load(path: path, element: element)
        surfaces[path] = surface
        return surface
    }

    /// Decodes a PNG file with cairo, checking the signature first for a clear message.
    static func load(path: String, element: String) throws(RenderError) -> OpaquePointer {
        guard FileManager.default.fileExists(atPath: path) else { throw .imageNotFound(path: path, element: element) }
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

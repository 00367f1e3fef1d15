import CSpng
#if canImport(Glibc)
import Glibc
#endif

/// libspng's encoder (zlib inside), for comparison: converts the surface to RGB/RGBA first.
enum SpngEncoder {
    /// Returns the PNG size in bytes, or 0 on failure.
    static func encode(_ surface: CairoSurface, level: Int, filterChoice: Int) -> Int {
        let rowBytes = surface.width * 3
        var rgb = [UInt8](repeating: 0, count: rowBytes * surface.height)
        surface.bytes.withUnsafeBytes { source in
            rgb.withUnsafeMutableBufferPointer { out in
                for y in 0..<surface.height {
                    for x in 0..<surface.width {
                        let word = source.loadUnaligned(fromByteOffset: y * surface.stride + x * 4, as: UInt32.self)
                        let o = y * rowBytes + x * 3
                        out[o] = UInt8(truncatingIfNeeded: word >> 16)
                        out[o + 1] = UInt8(truncatingIfNeeded: word >> 8)
                        out[o + 2] = UInt8(truncatingIfNeeded: word)
                    }
                }
            }
        }
        guard let context = spng_ctx_new(Int32(SPNG_CTX_ENCODER.rawValue)) else { return 0 }
        defer { spng_ctx_free(context) }
        spng_set_option(context, SPNG_ENCODE_TO_BUFFER, 1)
        spng_set_option(context, SPNG_IMG_COMPRESSION_LEVEL, Int32(level))
        spng_set_option(context, SPNG_FILTER_CHOICE, Int32(filterChoice))
        var header = spng_ihdr(width: UInt32(surface.width), height: UInt32(surface.height), bit_depth: 8,
                               color_type: UInt8(SPNG_COLOR_TYPE_TRUECOLOR.rawValue), compression_method: 0,
                               filter_method: 0, interlace_method: 0)
        spng_set_ihdr(context, &header)
        let status = rgb.withUnsafeMutableBytes { raw in
            spng_encode_image(context, raw.baseAddress, raw.count, Int32(SPNG_FMT_PNG.rawValue), Int32(SPNG_ENCODE_FINALIZE.rawValue))
        }
        guard status == 0 else { return 0 }
        var length = 0
        var error: Int32 = 0
        let buffer = spng_get_png_buffer(context, &length, &error)
        free(buffer)
        return length
    }
}

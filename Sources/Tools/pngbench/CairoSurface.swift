import ListshotImage

/// A stand-in for a cairo ARGB32 image surface: premultiplied native-endian words, stride
/// rounded up to 16 bytes like cairo_format_stride_for_width (extra bytes left as 0).
struct CairoSurface {
    let width: Int
    let height: Int
    let stride: Int
    let bytes: [UInt8]

    init(_ bitmap: RGBABitmap) {
        width = bitmap.width
        height = bitmap.height
        let stride = (bitmap.width * 4 + 15) / 16 * 16
        self.stride = stride
        var data = [UInt8](repeating: 0, count: stride * bitmap.height)
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let source = (y * bitmap.width + x) * 4
                let alpha = UInt32(bitmap.pixels[source + 3])
                func premultiply(_ channel: UInt8) -> UInt32 {
                    // cairo's PNG reader: c * a / 255 with rounding.
                    let t = UInt32(channel) * alpha + 0x80
                    return (t + (t >> 8)) >> 8
                }
                let word = alpha << 24 | premultiply(bitmap.pixels[source]) << 16
                    | premultiply(bitmap.pixels[source + 1]) << 8 | premultiply(bitmap.pixels[source + 2])
                let memoryOrder = word.littleEndian  // native-endian word, stored byte by byte
                for k in 0..<4 { data[y * stride + x * 4 + k] = UInt8(truncatingIfNeeded: memoryOrder >> (8 * k)) }
            }
        }
        bytes = data
    }

    func encode(_ options: PNGEncodingOptions) -> [UInt8] {
        bytes.withUnsafeBytes { raw in
            PNGCodec.encodePremultipliedBGRA(raw, width: width, height: height, stride: stride, options: options)
        }
    }

    func toBitmap() -> RGBABitmap? {
        bytes.withUnsafeBytes { raw in
            try? RGBABitmap(premultipliedBGRA: raw, width: width, height: height, stride: stride)
        }
    }
}

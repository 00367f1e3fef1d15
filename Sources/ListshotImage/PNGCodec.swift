/// Reads and writes PNG files as ``RGBABitmap``s.
///
/// Decoding uses libspng and accepts any valid PNG (palette, grey, 16-bit, interlaced, tRNS),
/// producing straight RGBA8 with no gamma or colour management. Encoding uses its own chunk
/// writer, PNG row filters and libdeflate; output is deterministic.
///
/// ```swift
/// let reference = try PNGCodec.decode(bytes)                 // throws(PNGError)
/// let png = PNGCodec.encode(reference, options: .fast)       // [UInt8]
///
/// // Straight from a cairo image surface, no intermediate bitmap:
/// let file = PNGCodec.encodePremultipliedBGRA(surfaceBytes, width: 1170, height: 2532,
///                                             stride: stride, options: .fast)
/// ```
public enum PNGCodec {
    /// Encodes `bitmap` as a PNG (RGB when every pixel is opaque, else RGBA).
    ///
    /// Precondition: the bitmap is at least 1×1 (PNG cannot hold an empty image).
    public static func encode(_ bitmap: RGBABitmap, options: PNGEncodingOptions = .fast) -> [UInt8] {
        bitmap.pixels.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else {
                preconditionFailure("PNG needs at least 1×1 pixels, got \(bitmap.width)×\(bitmap.height)")
            }
            let source = PNGScanlineSource(width: bitmap.width, height: bitmap.height, layout: .rgba(base))
            return PNGEncoder.encode(source, options: options)
        }
    }

    /// Encodes Cairo ARGB32 pixels (premultiplied, native-endian words, row `stride` bytes)
    /// directly, un-premultiplying like cairo's writer. The hot path for renders.
    ///
    /// Preconditions (programmer errors): width and height ≥ 1, `stride ≥ width * 4`, and
    /// `buffer.count ≥ stride * height`.
    public static func encodePremultipliedBGRA(
        _ buffer: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int,
        options: PNGEncodingOptions = .fast
    ) -> [UInt8] {
        do {
            try RGBABitmap.checkPremultipliedBuffer(buffer, width: width, height: height, stride: stride)
        } catch {
            preconditionFailure(error.description)
        }
        guard let base = buffer.baseAddress else {
            preconditionFailure("PNG needs at least 1×1 pixels, got \(width)×\(height)")
        }
        let source = PNGScanlineSource(width: width, height: height, layout: .premultipliedBGRA(base, stride: stride))
        return PNGEncoder.encode(source, options: options)
    }
}

/// A straight RGBA image converted back to Cairo's ARGB32 layout (premultiplied, native-endian
/// 32-bit words), so a decoded PNG can be hashed as a render is.
///
/// Premultiplies like cairo (`c × a / 255`, rounded), the exact inverse of the un-premultiplying
/// in ``RGBABitmap/init(premultipliedBGRA:width:height:stride:)``: a render written to PNG and
/// decoded again gives back the render's bytes.
///
/// ```swift
/// let raster = PremultipliedBitmap(try PNGCodec.decode(bytes))
/// PixelHash.of(raster)   // what the render that wrote `bytes` hashes to
/// ```
public struct PremultipliedBitmap: PremultipliedImage {
    public let width: Int
    public let height: Int
    public var stride: Int { width * 4 }
    let words: [UInt32]

    public init(_ bitmap: RGBABitmap) {
        width = bitmap.width
        height = bitmap.height
        var words = [UInt32](repeating: 0, count: bitmap.width * bitmap.height)
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            for index in words.indices {
                let base = index * 4
                let alpha = UInt32(pixels[base + 3])
                let red = Self.premultiply(pixels[base], alpha), green = Self.premultiply(pixels[base + 1], alpha)
                let blue = Self.premultiply(pixels[base + 2], alpha)
                words[index] = alpha << 24 | red << 16 | green << 8 | blue
            }
        }
        self.words = words
    }

    /// `channel × alpha / 255` rounded to nearest, as cairo computes it.
    @inline(__always)
    static func premultiply(_ channel: UInt8, _ alpha: UInt32) -> UInt32 {
        let product = UInt32(channel) * alpha + 0x80
        return ((product >> 8) + product) >> 8
    }

    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try words.withUnsafeBytes(body)
    }
}

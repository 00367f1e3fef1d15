/// A rendered bitmap as the regression engine sees it: premultiplied, native-endian 32-bit
/// pixels (Cairo's ARGB32 memory layout), row by row with a stride. A neutral type: the engine
/// hashes, encodes and compares it without knowing which backend drew it.
///
/// ```swift
/// let png = image.pngData(options: .fast)
/// let rgba = try image.bitmap()
/// ```
public protocol PremultipliedImage: Sendable {
    var width: Int { get }
    var height: Int { get }
    /// Bytes from one row to the next (at least `width * 4`).
    var stride: Int { get }
    /// Calls `body` with the pixel bytes (`stride × height`).
    func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R
}

extension PremultipliedImage {
    /// PNG bytes from Listshot's encoder, straight from the pixel memory.
    public func pngData(options: PNGEncodingOptions = .fast) -> [UInt8] {
        withUnsafeBytes { bytes in
            PNGCodec.encodePremultipliedBGRA(bytes, width: width, height: height, stride: stride, options: options)
        }
    }

    /// The pixels as straight RGBA, for comparing.
    public func bitmap() throws -> RGBABitmap {
        try withUnsafeBytes { bytes in
            try RGBABitmap(premultipliedBGRA: bytes, width: width, height: height, stride: stride)
        }
    }
}

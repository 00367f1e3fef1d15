import ListshotSupport
/// A straight-alpha (non-premultiplied) RGBA8 image: row-major, tightly packed, 4 bytes a pixel.
///
/// This is the value type every Listshot module exchanges: the PNG codec decodes into it, the
/// comparator reads it, and diff images come back as it.
///
/// ```swift
/// let red = try RGBABitmap(width: 2, height: 1, pixels: [255, 0, 0, 255, 255, 0, 0, 255])
/// let blank = RGBABitmap(width: 390, height: 844, filledWith: .white)
/// let png = PNGCodec.encode(red, options: .fast)
/// ```
public struct RGBABitmap: Sendable, Hashable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A for each pixel, rows top to bottom.
    public var pixels: [UInt8] {
        didSet {
            precondition(pixels.count == width * height * 4, "RGBABitmap.pixels must keep width × height × 4 bytes")
        }
    }

    /// Wraps `pixels` as a `width` × `height` image, checking that the sizes agree.
    ///
    /// - Throws: ``BitmapError/invalidDimensions(width:height:)`` for negative sizes,
    ///   ``BitmapError/pixelCountMismatch(width:height:byteCount:)`` when
    ///   `pixels.count != width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) throws(BitmapError) {
        guard width >= 0, height >= 0 else {
            throw .invalidDimensions(width: width, height: height)
        }
        let (area, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, area <= Int.max / 4, pixels.count == area * 4 else {
            throw .pixelCountMismatch(width: width, height: height, byteCount: pixels.count)
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Creates a `width` × `height` image with every pixel set to `color`.
    ///
    /// Sizes are the caller's responsibility (a precondition checks they are not negative).
    public init(width: Int, height: Int, filledWith color: RGBAColor = .transparent) {
        precondition(width >= 0 && height >= 0, "RGBABitmap size must not be negative")
        self.width = width
        self.height = height
        let count = width * height
        self.pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            HugePages.advise(buffer.baseAddress, count: count * 4)
            var offset = 0
            for _ in 0..<count {
                buffer[offset] = color.red
                buffer[offset + 1] = color.green
                buffer[offset + 2] = color.blue
                buffer[offset + 3] = color.alpha
                offset += 4
            }
            initialized = count * 4
        }
    }

    /// Internal init for buffers whose size the caller already guarantees.
    init(uncheckedWidth width: Int, height: Int, pixels: [UInt8]) {
        assert(pixels.count == width * height * 4)
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The number of pixels, `width * height`.
    public var pixelCount: Int { width * height }

    /// The size as a value, handy for messages and comparisons.
    public var size: PixelSize { PixelSize(width: width, height: height) }

    /// True when every pixel has alpha 255.
    public var isOpaque: Bool {
        pixels.withUnsafeBufferPointer { buffer in
            var index = 3
            while index < buffer.count {
                if buffer[index] != 255 { return false }
                index += 4
            }
            return true
        }
    }
}

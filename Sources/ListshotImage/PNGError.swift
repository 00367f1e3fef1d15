/// Why a PNG could not be decoded. Each message says what is wrong and what to do next.
public enum PNGError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The data does not start with the PNG signature. `prefix` holds up to 8 leading bytes.
    case notPNG(prefix: [UInt8])
    /// The file is a Git LFS pointer, not the image: the LFS object was never fetched.
    case gitLFSPointer(oid: String?, size: Int?)
    /// The data ends before the image does.
    case truncated(detail: String)
    /// The PNG is malformed; `detail` is libspng's message, `code` its error number.
    case corrupt(detail: String, code: Int)
    /// The file's structure is broken (bad IHDR, a 0×0 size, a wrong chunk CRC, no IDAT…).
    case malformed(detail: String)
    /// The image is larger than the decoder accepts.
    case tooLarge(width: Int, height: Int, limits: PNGDecodingLimits)
    /// The image is valid but its pixels do not fit in the memory available (e.g. under `ulimit -v`).
    case outOfMemory(width: Int, height: Int)
    /// The file could not be read at all.
    case unreadableFile(path: String, reason: String)

    /// A message that says what is wrong and what to do next.
    public var description: String {
        switch self {
        case let .notPNG(prefix):
            let hex = prefix.map { byte in
                let digits = String(byte, radix: 16, uppercase: true)
                return digits.count == 1 ? "0" + digits : digits
            }.joined(separator: " ")
            return prefix.isEmpty
                ? "The data is empty, not a PNG. Check that the file was written completely."
                : "The data is not a PNG (it starts with \(hex), not 89 50 4E 47 0D 0A 1A 0A). Check the path and that the file is a PNG image."
        case let .gitLFSPointer(oid, size):
            let object = oid.map { " for object \($0)" } ?? ""
            let bytes = size.map { " (\($0) bytes)" } ?? ""
            return "The file is a Git LFS pointer\(object)\(bytes), not a PNG: the image was never downloaded. Run `git lfs pull` (in CI, enable LFS in the checkout step, e.g. `lfs: true`)."
        case let .truncated(detail):
            return "The PNG is truncated (\(detail)). The file was cut short: re-record or re-fetch it."
        case let .corrupt(detail, code):
            return "The PNG is corrupt: \(detail) (libspng error \(code)). Re-record the image or re-fetch it."
        case let .malformed(detail):
            return "The PNG is damaged: \(detail). Re-export the image, or re-record or re-fetch it."
        case let .tooLarge(width, height, limits):
            return "The PNG is \(width)×\(height), larger than the limit of \(limits.maxSide) px a side and \(limits.maxPixels) pixels. Use a smaller image, or raise PNGDecodingLimits if this is intended."
        case let .outOfMemory(width, height):
            return "The PNG is valid, but there is not enough memory to decode its \(width)×\(height) px (\((width * height * 4) >> 20) MiB). Raise the memory limit, or use a smaller image."
        case let .unreadableFile(path, reason):
            return "Could not read \(path): \(reason). Check that the file exists and is readable."
        }
    }
}

/// Size caps the decoder enforces before allocating pixels.
public struct PNGDecodingLimits: Sendable, Hashable {
    /// Largest accepted width or height in pixels.
    public var maxSide: Int
    /// Largest accepted `width * height`.
    public var maxPixels: Int

    /// Creates limits.
    public init(maxSide: Int, maxPixels: Int) {
        self.maxSide = maxSide
        self.maxPixels = maxPixels
    }

    /// The largest canvas Listshot renders, in pixels a side (`maximumCanvasSide` in the layout
    /// core): every reference it can record, it can also decode.
    public static let canvasSide = 16_384

    /// 16384 px a side and 16384² pixels (1 GiB of RGBA): the whole of the largest canvas.
    public static let `default` = PNGDecodingLimits(maxSide: canvasSide, maxPixels: canvasSide * canvasSide)
}

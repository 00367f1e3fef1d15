/// Why an ``RGBABitmap`` could not be built from the given values.
public enum BitmapError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Width or height is negative.
    case invalidDimensions(width: Int, height: Int)
    /// The byte count is not `width * height * 4`.
    case pixelCountMismatch(width: Int, height: Int, byteCount: Int)
    /// A row stride smaller than the row, or a buffer too short for `stride * height`.
    case bufferTooSmall(width: Int, height: Int, stride: Int, byteCount: Int)
    /// The pixels do not fit in the memory available (e.g. under `ulimit -v`).
    case outOfMemory(width: Int, height: Int)

    /// A message that says what is wrong and what to do next.
    public var description: String {
        switch self {
        case let .invalidDimensions(width, height):
            return "Image size \(width)×\(height) is invalid: width and height must be 0 or more."
        case let .pixelCountMismatch(width, height, byteCount):
            return "A \(width)×\(height) RGBA image needs \(width) × \(height) × 4 bytes, but \(byteCount) were given. Check the size and that the pixels are 8-bit RGBA."
        case let .bufferTooSmall(width, height, stride, byteCount):
            return "A \(width)×\(height) ARGB32 buffer with stride \(stride) needs a stride of at least \(width * 4) and \(stride) × \(height) bytes, but \(byteCount) were given. Pass cairo_image_surface_get_stride() and the surface's data."
        case let .outOfMemory(width, height):
            return "There is not enough memory for a \(width)×\(height) px copy (\((width * height * 4) >> 20) MiB); a 16384² screen needs about 3.5 GB to verify (docs/testing.md). Raise the memory limit, or use a smaller screen."
        }
    }
}

import ListshotImage

/// Makes a realistic "small change": a 400×60 px band shifted right by one pixel (text and
/// edges move, so anti-aliasing detection runs on many pixels) and a 30×30 px solid patch.
enum SmallChange {
    static func apply(to image: RGBABitmap) -> RGBABitmap {
        var copy = image
        let width = image.width, height = image.height
        let top = min(height * 525 / 1000, max(height - 60, 0)), left = min(width / 6, max(width - 401, 0))
        for y in top ..< min(top + 60, height) {
            for x in stride(from: min(left + 400, width - 1), to: left, by: -1) {
                copy[x, y] = image[x - 1, y]
            }
        }
        for y in 40 ..< min(70, height) {
            for x in 40 ..< min(70, width) { copy[x, y] = RGBAColor(red: 200, green: 30, blue: 90) }
        }
        return copy
    }
}

extension RGBABitmap {
    /// A copy with its own pixel storage (so the identical case really runs memcmp).
    init(copying other: RGBABitmap) {
        var pixels = [UInt8](repeating: 0, count: other.pixels.count)
        pixels.withUnsafeMutableBufferPointer { target in
            for index in other.pixels.indices { target[index] = other.pixels[index] }
        }
        self = (try? RGBABitmap(width: other.width, height: other.height, pixels: pixels)) ?? other
    }
}

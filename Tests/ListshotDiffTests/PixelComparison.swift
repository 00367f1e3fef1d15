import ListshotImage

/// A test helper: how many pixels two same-sized bitmaps disagree on, and the first one,
/// without dumping megabytes of pixels into the failure message.
struct PixelComparison: CustomStringConvertible {
    let differingPixels: Int
    let firstDifference: (x: Int, y: Int, got: [UInt8], expected: [UInt8])?

    init(_ got: RGBABitmap, _ expected: RGBABitmap) {
        guard got.size == expected.size else {
            differingPixels = max(got.pixelCount, expected.pixelCount)
            firstDifference = nil
            return
        }
        var count = 0
        var first: (x: Int, y: Int, got: [UInt8], expected: [UInt8])?
        for index in 0..<got.pixelCount {
            let range = index * 4 ..< index * 4 + 4
            if got.pixels[range] != expected.pixels[range] {
                count += 1
                if first == nil {
                    first = (index % got.width, index / got.width, Array(got.pixels[range]), Array(expected.pixels[range]))
                }
            }
        }
        differingPixels = count
        firstDifference = first
    }

    var description: String {
        guard let first = firstDifference else { return "\(differingPixels) pixels differ (sizes differ or none)" }
        return "\(differingPixels) pixels differ, first at (\(first.x), \(first.y)): got \(first.got), expected \(first.expected)"
    }
}

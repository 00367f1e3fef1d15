import ListshotImage

/// A per-pixel mask of ``DiffOptions/ignoredRegions`` clipped to the image; empty (no storage)
/// when no region overlaps it.
struct IgnoreMask {
    private let bytes: [UInt8]
    /// Ignored pixels (overlaps counted once).
    let count: Int

    init(regions: [PixelRect], width: Int, height: Int) {
        let bounds = PixelRect(x: 0, y: 0, width: width, height: height)
        let clipped = regions.compactMap { $0.intersection(bounds) }
        guard !clipped.isEmpty else {
            bytes = []
            count = 0
            return
        }
        var mask = [UInt8](repeating: 0, count: width * height)
        for rect in clipped {
            for y in rect.y..<rect.maxY {
                for x in rect.x..<rect.maxX { mask[y * width + x] = 1 }
            }
        }
        bytes = mask
        count = mask.reduce(0) { $0 + Int($1) }
    }

    /// Calls `body` with the mask's base address, or nil when nothing is ignored.
    func withPointer<R>(_ body: (UnsafePointer<UInt8>?) -> R) -> R {
        if bytes.isEmpty { return body(nil) }
        return bytes.withUnsafeBufferPointer { body($0.baseAddress) }
    }
}

import ListshotImage

/// swift-snapshot-testing's rule for comparing two images (1.19.7, Sources/SnapshotTesting/
/// Snapshotting/UIImage.swift, `compare` and `perceptuallyCompare`), on premultiplied 8-bit RGBA as
/// its bitmap context holds them:
///
/// - different pixel sizes fail; identical bytes pass;
/// - with `precision` and `perceptualPrecision` both 1, any difference fails;
/// - with `perceptualPrecision` below 1, a pixel fails when its CIE ΔE94 exceeds
///   `(1 − perceptualPrecision) × 100`, and the image fails when the share of pixels that do not
///   fail is below `precision`;
/// - otherwise the image fails when more than `(1 − precision)` of its colour *bytes* (four a pixel) differ.
///
/// Messages start with swift-snapshot-testing's sentence, then say how many pixels differ and where.
///
/// ```swift
/// ImagePrecision(precision: 0.99).compare(reference, actual)   // nil: they match
/// ```
struct ImagePrecision: Sendable, Hashable {
    var precision: Float = 1
    var perceptualPrecision: Float = 1

    /// Why `actual` does not match `reference`, or nil when it does.
    func compare(_ reference: RGBABitmap, _ actual: RGBABitmap, scale: Double = 1) -> ImageMismatch? {
        guard actual.width > 0, actual.height > 0 else { return ImageMismatch(message: "Newly-taken snapshot is empty.", region: nil) }
        guard reference.width == actual.width, reference.height == actual.height else {
            let points = { (b: RGBABitmap) in "(\(Self.points(b.width, scale)), \(Self.points(b.height, scale)))" }
            return ImageMismatch(message: "Newly-taken snapshot@\(points(actual)) does not match reference@\(points(reference)).", region: nil)
        }
        let old = Self.premultiplied(reference.pixels), new = Self.premultiplied(actual.pixels)
        if old == new { return nil }
        let width = reference.width
        if perceptualPrecision < 1 {
            let threshold = Double((1 - perceptualPrecision) * 100)
            var region = DifferenceRegion(width: width, total: reference.pixelCount)
            var maximumDeltaE = 0.0
            for pixel in 0..<reference.pixelCount where !Self.samePixel(old, new, pixel) {
                let i = pixel * 4
                let deltaE = LabColor(red: old[i], green: old[i + 1], blue: old[i + 2])
                    .deltaE94(LabColor(red: new[i], green: new[i + 1], blue: new[i + 2]))
                guard deltaE > threshold else { continue }
                region.add(pixel)
                maximumDeltaE = max(maximumDeltaE, deltaE)
            }
            let matching = 1 - Float(region.count) / Float(reference.pixelCount)
            guard matching < precision else { return nil }
            let lowest = 1 - min(Float(maximumDeltaE) / 100, 1)
            return ImageMismatch(message: """
                The percentage of pixels that match \(matching) is less than required \(precision)
                The lowest perceptual color precision \(lowest) is less than required \(perceptualPrecision)
                """, region: region)
        }
        var region = DifferenceRegion(width: width, total: reference.pixelCount)
        var differentBytes = 0
        for pixel in 0..<reference.pixelCount where !Self.samePixel(old, new, pixel) {
            region.add(pixel)
            for byte in pixel * 4..<pixel * 4 + 4 where old[byte] != new[byte] { differentBytes += 1 }
        }
        if precision >= 1 { return ImageMismatch(message: "Newly-taken snapshot does not match reference.", region: region) }
        let byteCount = old.count
        guard differentBytes > Int((1 - precision) * Float(byteCount)) else { return nil }
        let actualPrecision = 1 - Float(differentBytes) / Float(byteCount)
        return ImageMismatch(message: "Actual image precision \(actualPrecision) is less than required \(precision)", region: region)
    }

    static func samePixel(_ a: [UInt8], _ b: [UInt8], _ pixel: Int) -> Bool {
        let i = pixel * 4
        return a[i] == b[i] && a[i + 1] == b[i + 1] && a[i + 2] == b[i + 2] && a[i + 3] == b[i + 3]
    }

    /// Straight RGBA as a premultiplied-alpha bitmap context stores it (colours rounded to 8 bits).
    static func premultiplied(_ pixels: [UInt8]) -> [UInt8] {
        var out = pixels
        var i = 0
        while i < out.count {
            let alpha = Int(out[i + 3])
            if alpha < 255 {
                for c in i..<i + 3 { out[c] = UInt8((Int(out[c]) * alpha + 127) / 255) }
            }
            i += 4
        }
        return out
    }

    static func points(_ pixels: Int, _ scale: Double) -> String {
        let value = Double(pixels) / max(scale, 1e-9)
        return value == value.rounded() ? "\(value)" : String(value)
    }
}

/// Why two images differ: swift-snapshot-testing's message, and the pixels that count as different.
struct ImageMismatch: Sendable, Hashable {
    var message: String
    var region: DifferenceRegion?

    /// The message with how many pixels differ and their bounding box.
    var fullMessage: String {
        guard let region, let box = region.box else { return message }
        return message + "\n\(region.count) of \(region.total) pixels differ, in the box x \(box.x)…\(box.x + box.width - 1), "
            + "y \(box.y)…\(box.y + box.height - 1) (\(box.width)×\(box.height) px from the top left)."
    }
}

/// The pixels that differ: how many, and their bounding box.
struct DifferenceRegion: Sendable, Hashable {
    var width: Int
    var total: Int
    var count = 0
    private var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1

    init(width: Int, total: Int) { self.width = width; self.total = total }

    mutating func add(_ pixel: Int) {
        let x = pixel % width, y = pixel / width
        count += 1
        minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
    }

    /// The smallest rectangle holding every differing pixel; nil when none differs.
    var box: PixelRect? {
        count == 0 ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}

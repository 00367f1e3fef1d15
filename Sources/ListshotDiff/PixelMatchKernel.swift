/// The per-pixel maths of pixelmatch v7.2.0 (YIQ delta, checkerboard blending, anti-aliasing
/// detection, faded grey background), written in Swift from the algorithm's description.
///
/// Pixels are handled as 32-bit words with R in the low byte (`UInt32(littleEndian:)` of the
/// four RGBA bytes), so equality of words is equality of RGBA.
struct PixelMatchKernel {
    let expected: UnsafeRawPointer
    let actual: UnsafeRawPointer
    let width: Int
    let height: Int
    let maxDelta: Double
    let alpha: Double
    let checkerboard: Bool

    /// Loads pixel `index` of `image` as a word, R in the low byte.
    @inline(__always)
    func pixel(_ image: UnsafeRawPointer, _ index: Int) -> UInt32 {
        UInt32(littleEndian: image.loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self))
    }

    /// pixelmatch's `colorDelta`: the signed squared YIQ distance (negative when the second
    /// pixel is darker), or only the brightness difference `Y` when `yOnly`. `offset` is the
    /// first pixel's byte offset, which picks the checkerboard background.
    @inline(__always)
    func colorDelta(_ first: UInt32, _ second: UInt32, offset: Int, yOnly: Bool) -> Double {
        if first == second { return 0 }
        let r1 = Int(first & 0xFF), g1 = Int(first >> 8 & 0xFF), b1 = Int(first >> 16 & 0xFF), a1 = Int(first >> 24)
        let r2 = Int(second & 0xFF), g2 = Int(second >> 8 & 0xFF), b2 = Int(second >> 16 & 0xFF), a2 = Int(second >> 24)
        var dr = Double(r1 - r2), dg = Double(g1 - g2), db = Double(b1 - b2)
        if a1 < 255 || a2 < 255 {
            let background = blendBackground(offset: offset)
            let da = a1 - a2
            dr = Double(r1 * a1 - r2 * a2 - background.red * da) / 255
            dg = Double(g1 * a1 - g2 * a2 - background.green * da) / 255
            db = Double(b1 * a1 - b2 * a2 - background.blue * da) / 255
        }
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        if yOnly { return y }
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// The background semi-transparent pixels are composited over: pixelmatch 7's
    /// pseudo-checkerboard (48 or 207 per channel, from the byte offset), or white.
    @inline(__always)
    func blendBackground(offset: Int) -> (red: Int, green: Int, blue: Int) {
        guard checkerboard else { return (255, 255, 255) }
        let k = Double(offset)
        let red = 48 + 159 * (offset % 2)
        let green = 48 + 159 * (Int(k / 1.618033988749895) % 2)
        let blue = 48 + 159 * (Int(k / 2.618033988749895) % 2)
        return (red, green, blue)
    }

    /// pixelmatch's `antialiased`: whether pixel (x, y) of `image` looks like anti-aliasing,
    /// judged by its brightness against its neighbours and their siblings in both images.
    func antialiased(_ image: UnsafeRawPointer, other: UnsafeRawPointer, x x1: Int, y y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let position = y1 * width + x1
        let center = pixel(image, position)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minimum = 0.0, maximum = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let delta = colorDelta(center, pixel(image, y * width + x), offset: position * 4, yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minimum {
                    minimum = delta; minX = x; minY = y
                } else if delta > maximum {
                    maximum = delta; maxX = x; maxY = y
                }
            }
        }
        if minimum == 0 || maximum == 0 { return false }
        return (hasManySiblings(image, x: minX, y: minY) && hasManySiblings(other, x: minX, y: minY))
            || (hasManySiblings(image, x: maxX, y: maxY) && hasManySiblings(other, x: maxX, y: maxY))
    }

    /// pixelmatch's `hasManySiblings`: at least 3 neighbours with exactly the same RGBA (an
    /// image edge counts as one).
    func hasManySiblings(_ image: UnsafeRawPointer, x x1: Int, y y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let value = pixel(image, y1 * width + x1)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if pixel(image, y * width + x) == value {
                    zeroes += 1
                    if zeroes > 2 { return true }
                }
            }
        }
        return false
    }

    /// The faded greyscale background word for an `expected` pixel: `255 + (Y − 255) · alpha ·
    /// a / 255`, truncated to a byte like pixelmatch writing into a Node Buffer, alpha 255.
    @inline(__always)
    func grayWord(_ word: UInt32) -> UInt32 {
        let r = Double(word & 0xFF), g = Double(word >> 8 & 0xFF), b = Double(word >> 16 & 0xFF)
        let a = Double(word >> 24)
        let value = 255 + (r * 0.29889531 + g * 0.58662247 + b * 0.11448223 - 255) * alpha * a / 255
        let byte = value.isFinite && abs(value) < 1e15 ? UInt32(truncatingIfNeeded: Int(value) & 0xFF) : 0
        return 0xFF00_0000 | byte | byte << 8 | byte << 16
    }
}

/// Row conversions from Cairo's ARGB32 layout (premultiplied, native-endian 32-bit words) and
/// from straight RGBA8 into the byte rows a PNG scanline holds. Internal hot paths.
enum PremultipliedPixels {
    /// Un-premultiplies one channel exactly like cairo's PNG writer: `(c * 255 + a / 2) / a`,
    /// stored into a byte (so out-of-range premultiplied input wraps the same way cairo's does).
    @inline(__always)
    static func unpremultiply(_ channel: UInt32, alpha: UInt32) -> UInt8 {
        UInt8(truncatingIfNeeded: (channel &* 255 &+ alpha / 2) / alpha)
    }

    /// Writes `width` straight RGBA (or RGB when `dropAlpha`) pixels from a premultiplied
    /// native-endian ARGB32 row.
    @inline(__always)
    static func convertRow(
        premultiplied source: UnsafeRawPointer, width: Int,
        into destination: UnsafeMutablePointer<UInt8>, dropAlpha: Bool
    ) {
        if dropAlpha {
            convertOpaqueRow(premultiplied: source, width: width, into: destination)
            return
        }
        var out = destination
        for x in 0..<width {
            let pixel = source.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
            let alpha = pixel >> 24
            var red = UInt8(truncatingIfNeeded: pixel >> 16)
            var green = UInt8(truncatingIfNeeded: pixel >> 8)
            var blue = UInt8(truncatingIfNeeded: pixel)
            if alpha != 255 {
                if alpha == 0 {
                    red = 0; green = 0; blue = 0
                } else {
                    red = unpremultiply(UInt32(red), alpha: alpha)
                    green = unpremultiply(UInt32(green), alpha: alpha)
                    blue = unpremultiply(UInt32(blue), alpha: alpha)
                }
            }
            out[0] = red
            out[1] = green
            out[2] = blue
            if dropAlpha {
                out += 3
            } else {
                out[3] = UInt8(truncatingIfNeeded: alpha)
                out += 4
            }
        }
    }

    /// BGRA → RGB for a row of opaque pixels (RGB output is only chosen for opaque images, where
    /// premultiplied equals straight): four pixels at a time, as three 32-bit stores. A pixel
    /// word 0xAARRGGBB byte-swapped and shifted right by 8 is R | G << 8 | B << 16.
    @inline(__always)
    static func convertOpaqueRow(premultiplied source: UnsafeRawPointer, width: Int, into destination: UnsafeMutablePointer<UInt8>) {
        let out = UnsafeMutableRawPointer(destination)
        var x = 0
        while x &+ 4 <= width {
            let p0 = source.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self).byteSwapped >> 8
            let p1 = source.loadUnaligned(fromByteOffset: x &* 4 &+ 4, as: UInt32.self).byteSwapped >> 8
            let p2 = source.loadUnaligned(fromByteOffset: x &* 4 &+ 8, as: UInt32.self).byteSwapped >> 8
            let p3 = source.loadUnaligned(fromByteOffset: x &* 4 &+ 12, as: UInt32.self).byteSwapped >> 8
            let offset = x &* 3
            out.storeBytes(of: (p0 | p1 << 24).littleEndian, toByteOffset: offset, as: UInt32.self)
            out.storeBytes(of: (p1 >> 8 | p2 << 16).littleEndian, toByteOffset: offset &+ 4, as: UInt32.self)
            out.storeBytes(of: (p2 >> 16 | p3 << 8).littleEndian, toByteOffset: offset &+ 8, as: UInt32.self)
            x &+= 4
        }
        while x < width {
            let pixel = source.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
            destination[x &* 3] = UInt8(truncatingIfNeeded: pixel >> 16)
            destination[x &* 3 &+ 1] = UInt8(truncatingIfNeeded: pixel >> 8)
            destination[x &* 3 &+ 2] = UInt8(truncatingIfNeeded: pixel)
            x &+= 1
        }
    }

    /// Copies a straight RGBA row, dropping alpha when `dropAlpha` (RGB output).
    @inline(__always)
    static func copyRow(
        rgba source: UnsafePointer<UInt8>, width: Int,
        into destination: UnsafeMutablePointer<UInt8>, dropAlpha: Bool
    ) {
        if !dropAlpha {
            destination.update(from: source, count: width &* 4)
            return
        }
        var input = source
        var out = destination
        for _ in 0..<width {
            out[0] = input[0]
            out[1] = input[1]
            out[2] = input[2]
            input += 4
            out += 3
        }
    }

    /// True when every premultiplied ARGB32 pixel has alpha 255.
    static func isOpaque(premultiplied base: UnsafeRawPointer, width: Int, height: Int, stride: Int) -> Bool {
        for y in 0..<height {
            let row = base + y &* stride
            var all: UInt32 = 0xFF00_0000
            for x in 0..<width {
                all &= row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
            }
            if all & 0xFF00_0000 != 0xFF00_0000 { return false }
        }
        return true
    }

    /// True when every straight RGBA pixel has alpha 255.
    static func isOpaque(rgba base: UnsafePointer<UInt8>, pixelCount: Int) -> Bool {
        let raw = UnsafeRawPointer(base)
        var all: UInt32 = 0xFF00_0000
        var index = 0
        while index < pixelCount {
            all &= raw.loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self).littleEndian
            index &+= 1
            if index & 0xFFFF == 0, all & 0xFF00_0000 != 0xFF00_0000 { return false }
        }
        return all & 0xFF00_0000 == 0xFF00_0000
    }
}

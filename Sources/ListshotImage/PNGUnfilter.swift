import CPNGUnfilter

/// Reverses the five PNG row filters in place.
enum PNGUnfilter {
    /// Unfilters `row` (`count` bytes) given the already unfiltered `previous` row (nil for the
    /// first row). False for an unknown filter type.
    @inline(__always)
    static func apply(type: UInt8, row: UnsafeMutablePointer<UInt8>, previous: UnsafeMutablePointer<UInt8>?,
                      count: Int, bpp: Int) -> Bool {
        switch type {
        case 0:
            return true
        case 1:
            sub(row: row, count: count, bpp: bpp)
            return true
        case 2:
            guard let up = previous else { return true }
            var i = 0
            while i &+ 16 <= count {
                let sum = UnsafeRawPointer(row + i).loadUnaligned(as: SIMD16<UInt8>.self)
                    &+ UnsafeRawPointer(up + i).loadUnaligned(as: SIMD16<UInt8>.self)
                UnsafeMutableRawPointer(row + i).storeBytes(of: sum, as: SIMD16<UInt8>.self)
                i &+= 16
            }
            while i < count { row[i] = row[i] &+ up[i]; i &+= 1 }
            return true
        case 3:
            guard let up = previous else {
                var i = bpp
                while i < count { row[i] = row[i] &+ row[i &- bpp] >> 1; i &+= 1 }
                return true
            }
            for i in 0..<bpp { row[i] = row[i] &+ up[i] >> 1 }
            var i = bpp
            while i < count {
                row[i] = row[i] &+ UInt8((UInt16(row[i &- bpp]) &+ UInt16(up[i])) >> 1)
                i &+= 1
            }
            return true
        case 4:
            guard let up = previous else {
                // With no row above, Paeth picks the left byte: the same as Sub.
                var i = bpp
                while i < count { row[i] = row[i] &+ row[i &- bpp]; i &+= 1 }
                return true
            }
            paeth(row: row, up: up, count: count, bpp: bpp)
            return true
        default:
            return false
        }
    }

    /// Paeth, in C with SSE2 (`CPNGUnfilter`): the left neighbour makes the pixels sequential,
    /// so each is one short chain of vector operations, and Swift's SIMD types turned that
    /// chain's byte widening and store into per-lane inserts and extracts, which are slow.
    @inline(__always)
    static func paeth(row: UnsafeMutablePointer<UInt8>, up: UnsafeMutablePointer<UInt8>, count: Int, bpp: Int) {
        listshot_unfilter_paeth(row, up, count, bpp)
    }

    /// Paeth on two consecutive rows, `second` below `first`, their chains interleaved.
    @inline(__always)
    static func paethPair(first: UnsafeMutablePointer<UInt8>, second: UnsafeMutablePointer<UInt8>,
                          up: UnsafeMutablePointer<UInt8>, count: Int, bpp: Int) {
        listshot_unfilter_paeth_pair(first, second, up, count, bpp)
    }

    /// Sub: each pixel adds its left neighbour, a whole pixel per step in SIMD lanes (a byte per
    /// step makes a longer chain of dependent loads and stores). As in ``paeth``, for
    /// RGB the fourth byte of each store lands on the next pixel, whose raw bytes were loaded
    /// before it; the last pixels go byte by byte.
    @inline(__always)
    static func sub(row: UnsafeMutablePointer<UInt8>, count: Int, bpp: Int) {
        guard count >= bpp &+ 4 else {
            var i = bpp
            while i < count { row[i] = row[i] &+ row[i &- bpp]; i &+= 1 }
            return
        }
        @inline(__always) func load(_ p: UnsafeMutablePointer<UInt8>) -> SIMD4<UInt8> {
            UnsafeRawPointer(p).loadUnaligned(as: SIMD4<UInt8>.self)
        }
        let mask: SIMD4<UInt8> = bpp == 4 ? SIMD4(repeating: 0xFF) : SIMD4(0xFF, 0xFF, 0xFF, 0)
        var left = load(row) & mask
        var raw = load(row + bpp) & mask
        var i = bpp
        while i &+ bpp &+ 4 <= count {
            let nextRaw = load(row + (i &+ bpp)) & mask
            left = raw &+ left
            UnsafeMutableRawPointer(row + i).storeBytes(of: left, as: SIMD4<UInt8>.self)
            raw = nextRaw
            i &+= bpp
        }
        // Pixel i from the raw bytes loaded before the last store; then the rest in place.
        for k in 0..<bpp { row[i &+ k] = raw[k] &+ left[k] }
        i &+= bpp
        while i < count { row[i] = row[i] &+ row[i &- bpp]; i &+= 1 }
    }

    /// RGB → RGBA (alpha 255), four pixels (three 32-bit loads) at a time.
    @inline(__always)
    static func widenRGB(_ source: UnsafeMutablePointer<UInt8>, width: Int, into destination: UnsafeMutablePointer<UInt8>) {
        let input = UnsafeRawPointer(source), output = UnsafeMutableRawPointer(destination)
        let opaque: UInt32 = 0xFF00_0000
        var x = 0
        while x &+ 4 <= width {
            let w0 = UInt32(littleEndian: input.loadUnaligned(fromByteOffset: x &* 3, as: UInt32.self))
            let w1 = UInt32(littleEndian: input.loadUnaligned(fromByteOffset: x &* 3 &+ 4, as: UInt32.self))
            let w2 = UInt32(littleEndian: input.loadUnaligned(fromByteOffset: x &* 3 &+ 8, as: UInt32.self))
            output.storeBytes(of: (w0 | opaque).littleEndian, toByteOffset: x &* 4, as: UInt32.self)
            output.storeBytes(of: ((w0 >> 24 | w1 << 8) | opaque).littleEndian, toByteOffset: x &* 4 &+ 4, as: UInt32.self)
            output.storeBytes(of: ((w1 >> 16 | w2 << 16) | opaque).littleEndian, toByteOffset: x &* 4 &+ 8, as: UInt32.self)
            output.storeBytes(of: (w2 >> 8 | opaque).littleEndian, toByteOffset: x &* 4 &+ 12, as: UInt32.self)
            x &+= 4
        }
        while x < width {
            destination[x &* 4] = source[x &* 3]
            destination[x &* 4 &+ 1] = source[x &* 3 &+ 1]
            destination[x &* 4 &+ 2] = source[x &* 3 &+ 2]
            destination[x &* 4 &+ 3] = 255
            x &+= 1
        }
    }
}

import CDeflate
import ListshotSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The fast decoder for the common case: 8-bit RGB or RGBA, not interlaced, no transparency
/// key. libdeflate inflates all IDAT data in one call (about 1 ms for a 3 Mpx screen, where
/// zlib's streaming inflate takes over 20), then each row is unfiltered in place and widened to
/// RGBA. Every other PNG goes through libspng (``PNGCodec/decode(_:limits:)``).
///
/// ```swift
/// if let image = try PNGDirectDecoder.decode(buffer, header: header) { … }  // nil: not handled here
/// ```
enum PNGDirectDecoder {
    /// Decodes `buffer` when its format is handled here; nil when libspng must take it.
    /// The caller has checked the header's size limits and the chunk structure.
    static func decode(_ buffer: UnsafeRawBufferPointer, header: PNGHeader) throws(PNGError) -> RGBABitmap? {
        guard header.bitDepth == 8, header.colorType == 2 || header.colorType == 6, buffer.count > 28, buffer[28] == 0 else { return nil }
        let bpp = header.colorType == 6 ? 4 : 3
        let (width, height) = (header.width, header.height)
        let lineBytes = width * bpp + 1
        let (inflatedSize, overflow) = lineBytes.multipliedReportingOverflow(by: height)
        guard !overflow else { return nil }

        // Gather the IDAT payloads (usually several chunks) into one buffer; any tRNS → libspng.
        var compressed = [UInt8]()
        var offset = 8
        while offset + 12 <= buffer.count {
            let length = Int(PNGHeader.uint32(buffer, offset))
            let name = PNGHeader.type(buffer, offset + 4)
            guard offset + 12 + length <= buffer.count else { break }
            if name == "tRNS" { return nil }
            if name == "IDAT" { compressed.append(contentsOf: buffer[(offset + 8)..<(offset + 8 + length)]) }
            if name == "IEND" { break }
            offset += 12 + length
        }
        // One buffer for both: the scanlines are inflated into its tail and each row, once
        // unfiltered in place, is widened to RGBA at its head. Row y's RGBA ends before line y
        // starts as long as the slack is at least one line plus the height (for RGB: 4w(y+1) ≤ total − h(3w+1) + y(3w+1)
        // holds for every y when the slack ≥ 3w+1; for RGBA when it is ≥ 4w+h), so no line is overwritten before it is read. Nothing is
        // zero-filled first: inflate writes every scanline byte (or fails) and the loop every pixel.
        let pixelBytes = width * height * 4
        let slack = lineBytes + height + 16
        let (total, tooBig) = max(pixelBytes, inflatedSize).addingReportingOverflow(slack)
        guard !tooBig, let probe = malloc(total) else { throw .outOfMemory(width: width, height: height) }
        free(probe)
        let linesStart = total - inflatedSize
        // Untouched so far: huge pages make its first writes cost a few faults instead of 3000.
        var pixels = [UInt8](unsafeUninitializedCapacity: total) { buffer, count in
            HugePages.advise(buffer)
            count = total
        }
        guard let decompressor = libdeflate_alloc_decompressor() else { throw .outOfMemory(width: width, height: height) }
        defer { libdeflate_free_decompressor(decompressor) }
        var produced = 0
        let status = pixels.withUnsafeMutableBytes { out in
            compressed.withUnsafeBytes { input in
                libdeflate_zlib_decompress(decompressor, input.baseAddress, input.count,
                                           out.baseAddress.map { $0 + linesStart }, inflatedSize, &produced)
            }
        }
        switch status {
        case LIBDEFLATE_SUCCESS where produced == inflatedSize: break
        case LIBDEFLATE_SUCCESS, LIBDEFLATE_SHORT_OUTPUT:
            throw .truncated(detail: "the image data ends after \(produced) of \(inflatedSize) bytes")
        case LIBDEFLATE_INSUFFICIENT_SPACE:
            throw .corrupt(detail: "the image data holds more than \(width)×\(height) px", code: -1)
        default:
            throw .corrupt(detail: "the compressed image data is damaged (inflate failed)", code: -1)
        }
        var badFilter: (row: Int, type: UInt8)?
        pixels.withUnsafeMutableBufferPointer { all in
            guard let target = all.baseAddress else { return }
            let base = target + linesStart
            let rowBytes = width * bpp
            for y in 0..<height {
                let line = base + y * lineBytes
                let row = line + 1
                let previous: UnsafeMutablePointer<UInt8>? = y > 0 ? base + (y - 1) * lineBytes + 1 : nil
                guard PNGUnfilter.apply(type: line[0], row: row, previous: previous, count: rowBytes, bpp: bpp) else {
                    badFilter = (y, line[0])
                    return
                }
                let destination = target + y * width * 4
                if bpp == 4 {
                    destination.update(from: row, count: rowBytes)
                } else {
                    PNGUnfilter.widenRGB(row, width: width, into: destination)
                }
            }
        }
        pixels.removeLast(total - pixelBytes)
        if let badFilter {
            throw .corrupt(detail: "row \(badFilter.row) has filter type \(badFilter.type); PNG filter types are 0…4", code: -1)
        }
        return RGBABitmap(uncheckedWidth: width, height: height, pixels: pixels)
    }
}

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

    /// Paeth, one pixel at a time with the channels in SIMD lanes (the left neighbour makes
    /// the pixels sequential; the channels are independent).
    @inline(__always)
    static func paeth(row: UnsafeMutablePointer<UInt8>, up: UnsafeMutablePointer<UInt8>, count: Int, bpp: Int) {
        // Whole pixels move as one 4-byte load and store (no per-byte extraction through memory,
        // which stalled store forwarding on every pixel). For RGB the fourth lane is the next
        // pixel's first byte: its raw value is loaded before the store overwrites it, and the last
        // pixel, whose fourth byte lies past the row, goes byte by byte.
        @inline(__always) func load(_ p: UnsafeMutablePointer<UInt8>) -> SIMD4<Int16> {
            SIMD4<Int16>(truncatingIfNeeded: UnsafeRawPointer(p).loadUnaligned(as: SIMD4<UInt8>.self))
        }
        @inline(__always) func loadLast(_ p: UnsafeMutablePointer<UInt8>) -> SIMD4<Int16> {
            SIMD4(Int16(p[0]), Int16(p[1]), Int16(p[2]), bpp == 4 ? Int16(p[3]) : 0)
        }
        @inline(__always) func magnitude(_ v: SIMD4<Int16>) -> SIMD4<Int16> { v.replacing(with: 0 &- v, where: v .< 0) }
        /// The Paeth predictor of each channel from left `a`, up `b` and upper-left `c`.
        @inline(__always) func predictor(_ a: SIMD4<Int16>, _ b: SIMD4<Int16>, _ c: SIMD4<Int16>) -> SIMD4<Int16> {
            let pa = magnitude(b &- c), pb = magnitude(a &- c), pc = magnitude(a &+ b &- c &- c)
            let useA = (pa .<= pb) .& (pa .<= pc)
            return c.replacing(with: b, where: pb .<= pc).replacing(with: a, where: useA)
        }
        let mask: SIMD4<Int16> = bpp == 4 ? SIMD4(repeating: 0xFF) : SIMD4(0xFF, 0xFF, 0xFF, 0)
        var a = SIMD4<Int16>.zero
        var c = SIMD4<Int16>.zero
        var i = 0
        // A pixel goes the wide way while the next pixel's 4-byte load stays inside the row.
        var raw = count >= 4 ? load(row) & mask : .zero
        var rawIsLoaded = count >= 4
        while i &+ bpp &+ 4 <= count {
            let b = load(up + i) & mask
            let nextRaw = load(row + (i &+ bpp)) & mask
            let value = (raw &+ predictor(a, b, c)) & mask
            UnsafeMutableRawPointer(row + i).storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: value), as: SIMD4<UInt8>.self)
            a = value
            c = b
            raw = nextRaw
            i &+= bpp
        }
        while i < count {
            let b = loadLast(up + i)
            // The wide loop's last store may have overwritten this pixel's first byte: use the
            // raw bytes it loaded first.
            let current = rawIsLoaded ? raw : loadLast(row + i)
            rawIsLoaded = false
            let value = (current &+ predictor(a, b, c)) & 0xFF
            row[i] = UInt8(truncatingIfNeeded: value[0])
            row[i &+ 1] = UInt8(truncatingIfNeeded: value[1])
            row[i &+ 2] = UInt8(truncatingIfNeeded: value[2])
            if bpp == 4 { row[i &+ 3] = UInt8(truncatingIfNeeded: value[3]) }
            a = value
            c = b
            i &+= bpp
        }
    }

    /// Sub: each pixel adds its left neighbour, a whole pixel per step in SIMD lanes (a byte per
    /// step made a chain of dependent loads and stores three times as long). As in ``paeth``, for
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

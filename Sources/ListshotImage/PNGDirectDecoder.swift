import CDeflate
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
        guard let probe = malloc(inflatedSize + width * height * 4) else { throw .outOfMemory(width: width, height: height) }
        free(probe)
        var lines = [UInt8](repeating: 0, count: inflatedSize)
        guard let decompressor = libdeflate_alloc_decompressor() else { throw .outOfMemory(width: width, height: height) }
        defer { libdeflate_free_decompressor(decompressor) }
        var produced = 0
        let status = lines.withUnsafeMutableBytes { out in
            compressed.withUnsafeBytes { input in
                libdeflate_zlib_decompress(decompressor, input.baseAddress, input.count, out.baseAddress, out.count, &produced)
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
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var badFilter: (row: Int, type: UInt8)?
        lines.withUnsafeMutableBufferPointer { all in
            pixels.withUnsafeMutableBufferPointer { out in
                guard let base = all.baseAddress, let target = out.baseAddress else { return }
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
                        for x in 0..<width {
                            destination[x &* 4] = row[x &* 3]
                            destination[x &* 4 &+ 1] = row[x &* 3 &+ 1]
                            destination[x &* 4 &+ 2] = row[x &* 3 &+ 2]
                            destination[x &* 4 &+ 3] = 255
                        }
                    }
                }
            }
        }
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
            var i = bpp
            while i < count { row[i] = row[i] &+ row[i &- bpp]; i &+= 1 }
            return true
        case 2:
            guard let up = previous else { return true }
            for i in 0..<count { row[i] = row[i] &+ up[i] }
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
            for i in 0..<bpp { row[i] = row[i] &+ up[i] }
            var i = bpp
            while i < count {
                let a = Int16(row[i &- bpp]), b = Int16(up[i]), c = Int16(up[i &- bpp])
                let pa = abs(b &- c), pb = abs(a &- c), pc = abs(a &+ b &- c &- c)
                let predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                row[i] = row[i] &+ UInt8(truncatingIfNeeded: predictor)
                i &+= 1
            }
            return true
        default:
            return false
        }
    }
}

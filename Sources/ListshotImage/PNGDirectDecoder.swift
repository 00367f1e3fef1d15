import CDeflate
import ListshotSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The fast decoder for the common case: 8-bit RGB or RGBA, not interlaced, no transparency
/// key. libdeflate inflates all IDAT data in one call, much quicker than zlib's streaming
/// inflate, then each row is unfiltered in place and widened to RGBA. Every other PNG goes
/// through libspng (``PNGCodec/decode(_:limits:)``).
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
        guard !tooBig, HugePages.canAllocate(total) else {
            throw .outOfMemory(width: width, height: height)
        }
        let linesStart = total - inflatedSize
        guard let decompressor = libdeflate_alloc_decompressor() else { throw .outOfMemory(width: width, height: height) }
        defer { libdeflate_free_decompressor(decompressor) }
        var failure: PNGError?
        // Only the pixels count as initialized, once every one is written; the tail is scratch.
        let pixels = [UInt8](unsafeUninitializedCapacity: total) { all, initialized in
            guard let target = all.baseAddress else { failure = .outOfMemory(width: width, height: height); return }
            // Untouched so far: on huge pages its first writes cost far fewer page faults.
            HugePages.advise(target, count: total)
            var produced = 0
            let status = compressed.withUnsafeBytes { input in
                libdeflate_zlib_decompress(decompressor, input.baseAddress, input.count, target + linesStart, inflatedSize, &produced)
            }
            switch status {
            case LIBDEFLATE_SUCCESS where produced == inflatedSize: break
            case LIBDEFLATE_SUCCESS, LIBDEFLATE_SHORT_OUTPUT:
                failure = .truncated(detail: "the image data ends after \(produced) of \(inflatedSize) bytes")
                return
            case LIBDEFLATE_INSUFFICIENT_SPACE:
                failure = .corrupt(detail: "the image data holds more than \(width)×\(height) px", code: -1)
                return
            default:
                failure = .corrupt(detail: "the compressed image data is damaged (inflate failed)", code: -1)
                return
            }
            let base = target + linesStart
            let rowBytes = width * bpp
            @inline(__always) func finish(_ row: UnsafeMutablePointer<UInt8>, _ y: Int) {
                let destination = target + y * width * 4
                if bpp == 4 {
                    destination.update(from: row, count: rowBytes)
                } else {
                    PNGUnfilter.widenRGB(row, width: width, into: destination)
                }
            }
            var y = 0
            while y < height {
                let line = base + y * lineBytes
                let row = line + 1
                let previous: UnsafeMutablePointer<UInt8>? = y > 0 ? base + (y - 1) * lineBytes + 1 : nil
                // Two Paeth rows in a row overlap their serial chains (libpng's adaptive filter
                // picks Paeth in runs). Widening row y writes only memory before line y.
                if line[0] == 4, let previous, y + 1 < height, line[lineBytes] == 4 {
                    PNGUnfilter.paethPair(first: row, second: row + lineBytes, up: previous, count: rowBytes, bpp: bpp)
                    finish(row, y)
                    finish(row + lineBytes, y + 1)
                    y += 2
                    continue
                }
                guard PNGUnfilter.apply(type: line[0], row: row, previous: previous, count: rowBytes, bpp: bpp) else {
                    failure = .corrupt(detail: "row \(y) has filter type \(line[0]); PNG filter types are 0…4", code: -1)
                    return
                }
                finish(row, y)
                y += 1
            }
            initialized = pixelBytes
        }
        if let failure { throw failure }
        return RGBABitmap(uncheckedWidth: width, height: height, pixels: pixels)
    }
}

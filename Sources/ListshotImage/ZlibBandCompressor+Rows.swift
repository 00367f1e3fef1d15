import CDeflate
import CZlib
import ListshotSupport

/// The fused fast path: each worker converts, filters and compresses its own band of rows
/// (about 1 MiB of scanlines, so it stays in cache) in scratch memory borrowed from
/// ``ScratchPool``, with no whole-image scanline buffer.
extension ZlibBandCompressor {
    static func compress(_ source: PNGScanlineSource, bpp: Int, strategy: PNGFilterStrategy, level: Int, igzip: Bool = false) -> [UInt8] {
        let level = Int32(min(max(level, 0), 9))
        let lineBytes = source.width * bpp + 1
        let bandRows = PNGScanlineBuilder.rowsPerBand(lineBytes: lineBytes)
        let bands = (source.height + bandRows - 1) / bandRows
        let dictionaryRows = (windowBytes + lineBytes - 1) / lineBytes
        var parts = [[UInt8]](repeating: [], count: bands)
        var checksums = [UInt](repeating: 0, count: bands)
        parts.withUnsafeMutableBufferPointer { partSlots in
            checksums.withUnsafeMutableBufferPointer { checksumSlots in
                let shared = UncheckedSendable((partSlots, checksumSlots))
                ParallelWork.run(count: bands) { band in
                    let (partSlots, checksumSlots) = shared.value
                    let first = band * bandRows
                    let end = min(first + bandRows, source.height)
                    let primeFrom = max(0, first - dictionaryRows)
                    let count = (end - primeFrom) * lineBytes
                    ScratchPool.shared.borrow(bytes: count) { scratch in
                        let base = scratch.assumingMemoryBound(to: UInt8.self)
                        PNGScanlineBuilder.buildBand(source, rows: primeFrom..<end, bpp: bpp, strategy: strategy, into: base, firstLine: primeFrom)
                        let all = UnsafeBufferPointer(start: base, count: count)
                        let split = (first - primeFrom) * lineBytes
                        let own = UnsafeBufferPointer(rebasing: all[split...])
                        let dictionary = UnsafeBufferPointer(rebasing: all[max(0, split - windowBytes)..<split])
                        partSlots[band] = segment(own, dictionary: dictionary, level: level, isLast: band == bands - 1, igzip: igzip)
                        checksumSlots[band] = UInt(libdeflate_adler32(1, own.baseAddress, own.count))
                    }
                }
            }
        }
        var checksum: UInt = checksums[0]
        for band in 1..<max(bands, 1) {
            let rows = min(bandRows, source.height - band * bandRows)
            checksum = UInt(adler32_combine(uLong(checksum), uLong(checksums[band]), off_t(rows * lineBytes)))
        }
        return assemble(parts: parts, checksum: checksum)
    }

    /// zlib header, the raw DEFLATE parts in order, then the big-endian Adler-32.
    static func assemble(parts: [[UInt8]], checksum: UInt) -> [UInt8] {
        var output: [UInt8] = [0x78, 0x01]  // deflate, 32 KiB window, "fastest" level hint
        output.reserveCapacity(parts.reduce(6) { $0 + $1.count })
        for part in parts { output.append(contentsOf: part) }
        for shift in [24, 16, 8, 0] { output.append(UInt8(truncatingIfNeeded: checksum >> UInt(shift))) }
        return output
    }
}

import CDeflate
import CZlib
import ListshotSupport

/// pigz-style parallel zlib: the scanlines are cut into fixed ~1 MiB segments (bands of rows in
/// the fused path, see `ZlibBandCompressor+Rows.swift`), each compressed
/// as raw DEFLATE on its own thread, primed with the previous 32 KiB as a dictionary and ended
/// with a sync flush (the last one with a final block). Concatenated under one zlib header and
/// Adler-32, they form a single valid zlib stream. Segment bounds depend only on the data size,
/// so the bytes do not depend on the number of cores. Each segment is deflated by zlib at the
/// given level (``PNGDeflateEngine/parallelZlib``, the `fast` preset, and images too large for one
/// libdeflate buffer) or, with `igzip`, by ISA-L (``IsalSegmentDeflater``, for `pngbench` only).
enum ZlibBandCompressor {
    static let segmentBytes = 1 << 20
    static let windowBytes = 1 << 15

    static func compress(_ data: [UInt8], level: Int, igzip: Bool = false) -> [UInt8] {
        let level = Int32(min(max(level, 0), 9))
        let segments = max(1, (data.count + segmentBytes - 1) / segmentBytes)
        var parts = [[UInt8]](repeating: [], count: segments)
        var checksums = [UInt](repeating: 0, count: segments)
        data.withUnsafeBufferPointer { input in
            parts.withUnsafeMutableBufferPointer { partSlots in
                checksums.withUnsafeMutableBufferPointer { checksumSlots in
                    let shared = UncheckedSendable((input, partSlots, checksumSlots))
                    ParallelWork.run(count: segments) { index in
                        let (input, partSlots, checksumSlots) = shared.value
                        let start = index * segmentBytes
                        let end = min(start + segmentBytes, input.count)
                        let slice = UnsafeBufferPointer(rebasing: input[start..<end])
                        let dictionary = UnsafeBufferPointer(rebasing: input[max(0, start - windowBytes)..<start])
                        partSlots[index] = segment(slice, dictionary: dictionary, level: level, isLast: index == segments - 1, igzip: igzip)
                        checksumSlots[index] = UInt(libdeflate_adler32(1, slice.baseAddress, slice.count))
                    }
                }
            }
        }
        var checksum: UInt = checksums[0]
        for index in 1..<segments {
            let length = min(segmentBytes, data.count - index * segmentBytes)
            checksum = UInt(adler32_combine(uLong(checksum), uLong(checksums[index]), off_t(length)))
        }
        return assemble(parts: parts, checksum: checksum)
    }

    /// One segment by igzip or by zlib at `level`.
    static func segment(_ input: UnsafeBufferPointer<UInt8>, dictionary: UnsafeBufferPointer<UInt8>, level: Int32,
                        isLast: Bool, igzip: Bool) -> [UInt8] {
        igzip ? IsalSegmentDeflater.deflate(input, dictionary: dictionary, isLast: isLast)
              : deflateSegment(input, dictionary: dictionary, level: level, isLast: isLast)
    }

    /// Raw DEFLATE of one segment; a sync flush (byte-aligned, not final) unless `isLast`.
    static func deflateSegment(
        _ input: UnsafeBufferPointer<UInt8>, dictionary: UnsafeBufferPointer<UInt8>, level: Int32, isLast: Bool
    ) -> [UInt8] {
        var stream = z_stream()
        let initStatus = deflateInit2_(&stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        precondition(initStatus == Z_OK, "zlib deflateInit2 failed (\(initStatus)): out of memory")
        defer { deflateEnd(&stream) }
        if let dictionaryBase = dictionary.baseAddress, !dictionary.isEmpty {
            deflateSetDictionary(&stream, dictionaryBase, UInt32(dictionary.count))
        }
        let bound = Int(deflateBound(&stream, uLong(input.count))) + 16
        return [UInt8](unsafeUninitializedCapacity: bound) { out, initialized in
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.avail_in = UInt32(input.count)
            stream.next_out = out.baseAddress
            stream.avail_out = UInt32(bound)
            let status = deflate(&stream, isLast ? Z_FINISH : Z_SYNC_FLUSH)
            precondition(status == (isLast ? Z_STREAM_END : Z_OK) && stream.avail_in == 0, "zlib deflate failed (\(status))")
            initialized = Int(stream.total_out)
        }
    }
}

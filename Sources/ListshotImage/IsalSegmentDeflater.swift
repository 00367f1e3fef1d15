import CIsal
#if canImport(Glibc)
import Glibc
#endif

/// One segment of the parallel PNG stream compressed by ISA-L's igzip at its level 1.
///
/// igzip is a DEFLATE encoder written for throughput: on a screen's flat UI colour it is far
/// quicker than zlib level 1 for a few more bytes (`pngbench` and the README's benchmark table
/// have the figures). Like ``ZlibBandCompressor/deflateSegment(_:dictionary:level:isLast:)`` it writes
/// raw DEFLATE primed with the previous 32 KiB and ends with a sync flush (a final block for the
/// last segment), so segments join into one zlib stream whatever the core count.
///
/// Its bytes are not the same on every run, which is why no preset uses it: in whole-catalog
/// renders one file in a few dozen came out with another of two equally long matches (one
/// hash-table slot held another position), for the same pixels. The stream state is allocated
/// zeroed on the heap, which made it rarer but did not end it (docs/testing.md, "Byte-identical
/// renders"). igzip also picks SIMD code for the processor, so machines of different kinds may
/// write different bytes.
///
/// ```swift
/// let part = IsalSegmentDeflater.deflate(rows, dictionary: previous32KiB, isLast: false)
/// ```
enum IsalSegmentDeflater {
    static func deflate(_ input: UnsafeBufferPointer<UInt8>, dictionary: UnsafeBufferPointer<UInt8>, isLast: Bool) -> [UInt8] {
        // Zeroed heap memory, not a Swift `isal_zstream()` on the stack (see above), and a zeroed
        // level buffer, which holds igzip's match hash table.
        guard let streamMemory = calloc(1, MemoryLayout<isal_zstream>.size) else { preconditionFailure("out of memory: igzip stream") }
        defer { free(streamMemory) }
        let stream = streamMemory.bindMemory(to: isal_zstream.self, capacity: 1)
        isal_deflate_init(stream)
        let levelBytes = Int(listshot_isal_level1_buffer)
        guard let levelBuffer = calloc(1, levelBytes) else { preconditionFailure("out of memory: igzip level buffer") }
        defer { free(levelBuffer) }
        stream.pointee.level = 1
        stream.pointee.level_buf = levelBuffer.assumingMemoryBound(to: UInt8.self)
        stream.pointee.level_buf_size = UInt32(levelBytes)
        stream.pointee.gzip_flag = UInt16(IGZIP_DEFLATE)
        if let base = dictionary.baseAddress, !dictionary.isEmpty {
            let status = isal_deflate_set_dict(stream, UnsafeMutablePointer(mutating: base), UInt32(dictionary.count))
            precondition(status == COMP_OK, "igzip refused a \(dictionary.count)-byte dictionary (\(status))")
        }
        // Stored blocks at worst: 5 bytes per 64 KiB block, plus the flush marker and slack.
        let bound = input.count + input.count / 1024 + 1024
        return [UInt8](unsafeUninitializedCapacity: bound) { out, initialized in
            stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.pointee.avail_in = UInt32(input.count)
            stream.pointee.next_out = out.baseAddress
            stream.pointee.avail_out = UInt32(bound)
            stream.pointee.end_of_stream = isLast ? 1 : 0
            stream.pointee.flush = UInt16(isLast ? NO_FLUSH : SYNC_FLUSH)
            let status = isal_deflate(stream)
            let finished = isLast ? stream.pointee.internal_state.state == ZSTATE_END : stream.pointee.avail_in == 0
            precondition(status == COMP_OK && stream.pointee.avail_in == 0 && finished,
                         "igzip deflate failed (\(status)) with \(stream.pointee.avail_in) bytes left")
            initialized = Int(stream.pointee.total_out)
        }
    }
}

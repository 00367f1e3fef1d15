import CDeflate

/// One whole-buffer zlib stream from libdeflate: the best ratios at high levels, one thread.
enum LibdeflateCompressor {
    static func compress(_ data: [UInt8], level: Int) -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(Int32(min(max(level, 0), 12))) else {
            preconditionFailure("libdeflate could not allocate a compressor (out of memory)")
        }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, data.count)
        return data.withUnsafeBytes { input in
            [UInt8](unsafeUninitializedCapacity: bound) { out, initialized in
                initialized = libdeflate_zlib_compress(compressor, input.baseAddress, input.count, out.baseAddress, bound)
                precondition(initialized > 0, "libdeflate_zlib_compress_bound was too small")
            }
        }
    }
}

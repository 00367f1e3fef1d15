import ListshotSupport
import CSpng
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension PNGCodec {
    /// Decodes any valid PNG to straight RGBA8 (palette expanded, grey widened, 16-bit reduced to
    /// the high byte, tRNS applied, interlacing removed; gamma and colour profiles ignored).
    ///
    /// ```swift
    /// do {
    ///     let image = try PNGCodec.decode(bytes)
    /// } catch .gitLFSPointer {
    ///     print("run git lfs pull")
    /// }
    /// ```
    /// - Throws: ``PNGError`` (not a PNG, a Git LFS pointer, truncated, corrupt, too large).
    public static func decode(_ bytes: [UInt8], limits: PNGDecodingLimits = .default) throws(PNGError) -> RGBABitmap {
        let result = bytes.withUnsafeBytes { buffer in Result { () throws(PNGError) in try decode(buffer, limits: limits) } }
        return try result.get()
    }

    /// Decodes PNG bytes from a raw buffer; same behaviour as the `[UInt8]` overload.
    public static func decode(_ buffer: UnsafeRawBufferPointer, limits: PNGDecodingLimits = .default) throws(PNGError) -> RGBABitmap {
        // The declared size is checked from the header before libspng allocates anything.
        let declared = try PNGHeader(buffer)
        guard declared.width <= limits.maxSide, declared.height <= limits.maxSide, declared.pixelCount <= limits.maxPixels else {
            throw .tooLarge(width: declared.width, height: declared.height, limits: limits)
        }
        // Damaged chunks are named precisely (a wrong CRC, a cut-off chunk) before libspng inflates.
        try PNGHeader.checkStructure(buffer)
        if let image = try PNGDirectDecoder.decode(buffer, header: declared) { return image }
        // libspng stops at the last row and would take data that inflates past the declared size;
        // the direct decoder's bounded inflate calls that corrupt, and so does this check.
        try PNGHeader.checkImageDataSize(buffer, header: declared)
        return try decodeWithLibspng(buffer, limits: limits)
    }

    /// The general decoder (every colour type, depth and interlacing), after the checks above.
    static func decodeWithLibspng(_ buffer: UnsafeRawBufferPointer, limits: PNGDecodingLimits) throws(PNGError) -> RGBABitmap {
        guard let context = spng_ctx_new(0) else {
            preconditionFailure("libspng could not allocate a context (out of memory)")
        }
        defer { spng_ctx_free(context) }
        try check(spng_set_png_buffer(context, buffer.baseAddress, buffer.count))

        var header = spng_ihdr()
        try check(spng_get_ihdr(context, &header))
        let width = Int(header.width), height = Int(header.height)
        guard width <= limits.maxSide, height <= limits.maxSide, width * height <= limits.maxPixels else {
            throw .tooLarge(width: width, height: height, limits: limits)
        }

        let format = Int32(SPNG_FMT_RGBA8.rawValue)
        var size = 0
        try check(spng_decoded_image_size(context, format, &size))
        guard size == width * height * 4 else {
            throw .corrupt(detail: "decoded size \(size) does not match \(width)×\(height) RGBA", code: -1)
        }
        // Swift traps when an array cannot be allocated: ask the allocator first, so a valid image
        // under a memory limit is reported as such rather than crashing or passing for corrupt.
        guard HugePages.canAllocate(size) else { throw .outOfMemory(width: width, height: height) }
        var status: Int32 = 0
        let pixels = [UInt8](unsafeUninitializedCapacity: size) { out, initialized in
            HugePages.advise(out.baseAddress, count: size)
            status = spng_decode_image(context, out.baseAddress, size, format, Int32(SPNG_DECODE_TRNS.rawValue))
            initialized = status == 0 ? size : 0
        }
        try check(status)
        return RGBABitmap(uncheckedWidth: width, height: height, pixels: pixels)
    }

    /// Decodes every row of a PNG into a one-row buffer, so damaged compressed data or filters are
    /// found with a precise message while holding one row of memory, never the whole image.
    ///
    /// ```swift
    /// try PNGCodec.validate(bytes)   // throws(PNGError)
    /// ```
    public static func validate(_ bytes: [UInt8]) throws(PNGError) {
        let result = bytes.withUnsafeBytes { buffer in Result { () throws(PNGError) in try validate(buffer) } }
        try result.get()
    }

    static func validate(_ buffer: UnsafeRawBufferPointer) throws(PNGError) {
        let declared = try PNGHeader(buffer)
        try PNGHeader.checkImageDataSize(buffer, header: declared)
        guard let context = spng_ctx_new(0) else { throw .corrupt(detail: "libspng could not allocate a context", code: -1) }
        defer { spng_ctx_free(context) }
        try check(spng_set_png_buffer(context, buffer.baseAddress, buffer.count))
        let format = Int32(SPNG_FMT_RGBA8.rawValue)
        try check(spng_decode_image(context, nil, 0, format, Int32(SPNG_DECODE_PROGRESSIVE.rawValue)))
        var row = [UInt8](repeating: 0, count: declared.width * 4)
        var status: Int32 = 0
        repeat {
            var info = spng_row_info()
            status = spng_get_row_info(context, &info)
            if status != 0 { break }
            status = row.withUnsafeMutableBytes { spng_decode_row(context, $0.baseAddress, $0.count) }
        } while status == 0
        if status != Int32(SPNG_EOI.rawValue) { try check(status) }
    }

    /// Reads and decodes the PNG file at `path` (a regular file of at most 1 GiB; devices, FIFOs and
    /// folders are refused before anything is read).
    ///
    /// - Throws: ``PNGError/unreadableFile(path:reason:)`` when the file cannot be read, or any
    ///   other ``PNGError`` from decoding.
    public static func decode(contentsOfFile path: String, limits: PNGDecodingLimits = .default) throws(PNGError) -> RGBABitmap {
        try decode(FileBytes.read(path), limits: limits)
    }

    /// Throws the right error when the data does not start with the PNG signature.
    static func checkSignature(_ buffer: UnsafeRawBufferPointer) throws(PNGError) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        if buffer.count >= 8, buffer.prefix(8).elementsEqual(signature) { return }
        if let pointer = GitLFSPointer(buffer) {
            throw .gitLFSPointer(oid: pointer.oid, size: pointer.size)
        }
        if buffer.count < 8, buffer.elementsEqual(signature.prefix(buffer.count)), !buffer.isEmpty {
            throw .truncated(detail: "only \(buffer.count) bytes, inside the signature")
        }
        throw .notPNG(prefix: Array(buffer.prefix(8)))
    }

    /// Maps a libspng status to a ``PNGError``.
    static func check(_ status: Int32) throws(PNGError) {
        guard status != 0 else { return }
        let message = spng_strerror(status).map { String(cString: $0) } ?? "unknown error"
        switch status {
        case Int32(SPNG_EIO.rawValue), Int32(SPNG_EOF.rawValue), Int32(SPNG_EIDAT_TOO_SHORT.rawValue),
             Int32(SPNG_IO_ERROR.rawValue), Int32(SPNG_IO_EOF.rawValue):
            throw .truncated(detail: message)
        default:
            throw .corrupt(detail: message, code: Int(status))
        }
    }
}

import ListshotSupport
/// Conversion from Cairo image surfaces (`CAIRO_FORMAT_ARGB32`).
extension RGBABitmap {
    /// Converts Cairo's ARGB32 pixels (premultiplied, native-endian 32-bit words, so B, G, R, A
    /// bytes on little-endian machines) with a row `stride` into straight RGBA.
    ///
    /// Un-premultiplies exactly like cairo's own PNG writer: `(c * 255 + a / 2) / a`, and alpha 0
    /// becomes (0, 0, 0, 0). So `PNGCodec.decode(cairoWrittenPNG)` equals this conversion.
    ///
    /// ```swift
    /// cairo_surface_flush(surface)
    /// let data = UnsafeRawBufferPointer(start: cairo_image_surface_get_data(surface),
    ///                                   count: Int(stride) * Int(height))
    /// let bitmap = try RGBABitmap(premultipliedBGRA: data, width: w, height: h, stride: Int(stride))
    /// ```
    /// - Throws: ``BitmapError`` when the sizes are negative or the buffer is shorter than
    ///   `stride * height` (or `stride < width * 4`), or when the copy does not fit in memory.
    public init(premultipliedBGRA buffer: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int) throws(BitmapError) {
        try Self.checkPremultipliedBuffer(buffer, width: width, height: height, stride: stride)
        let rowBytes = width * 4
        // Swift traps when an array cannot be allocated: ask first, so a lack of memory is an error.
        guard HugePages.canAllocate(rowBytes * height) else { throw .outOfMemory(width: width, height: height) }
        // Without a source address or a target there are no pixels (the check above).
        let pixels = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { output, initialized in
            guard let source = buffer.baseAddress, let target = output.baseAddress else { return }
            HugePages.advise(target, count: rowBytes * height)
            for y in 0..<height {
                PremultipliedPixels.convertRow(
                    premultiplied: source + y * stride, width: width,
                    into: target + y * rowBytes, dropAlpha: false)
            }
            initialized = rowBytes * height
        }
        self.init(uncheckedWidth: width, height: height, pixels: pixels)
    }

    /// Validates an ARGB32 buffer description; shared with the PNG encoder.
    static func checkPremultipliedBuffer(_ buffer: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int) throws(BitmapError) {
        guard width >= 0, height >= 0 else { throw .invalidDimensions(width: width, height: height) }
        let (needed, overflow) = stride.multipliedReportingOverflow(by: height)
        guard stride >= width * 4, !overflow, buffer.count >= needed, height == 0 || buffer.baseAddress != nil else {
            throw .bufferTooSmall(width: width, height: height, stride: stride, byteCount: buffer.count)
        }
    }
}

import CZlib

extension PNGHeader {
    /// The bytes the image data must inflate to: every scanline of every interlace pass with its
    /// filter byte (`height × (1 + ⌈width × bits per pixel / 8⌉)` when not interlaced). Nil
    /// when the count would overflow.
    ///
    /// ```swift
    /// let bound = PNGHeader.scanlineBytes(width: 1, height: 1, bitDepth: 8, colorType: 6, interlaced: false)   // 5
    /// ```
    public static func scanlineBytes(width: Int, height: Int, bitDepth: Int, colorType: Int, interlaced: Bool) -> Int? {
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 4
        let bitsPerPixel = channels * bitDepth
        // Adam7 passes: x start, y start, x step, y step; one whole pass when not interlaced.
        let passes = interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        var total = 0
        for (x0, y0, dx, dy) in passes {
            let columns = width > x0 ? (width - x0 + dx - 1) / dx : 0
            let rows = height > y0 ? (height - y0 + dy - 1) / dy : 0
            guard columns > 0, rows > 0 else { continue }
            let (bits, o1) = columns.multipliedReportingOverflow(by: bitsPerPixel)
            let (pass, o2) = rows.multipliedReportingOverflow(by: (bits + 7) / 8 + 1)
            let (sum, o3) = total.addingReportingOverflow(pass)
            guard !o1, !o2, !o3 else { return nil }
            total = sum
        }
        return total
    }

    /// Inflates the IDAT data of `buffer` (whose chunks ``checkStructure(_:)`` has checked) into a
    /// small scratch buffer, counting, and throws as soon as it holds more than the declared
    /// size: a 1×1 PNG whose data inflates to gigabytes is corrupt after a few bytes, whichever
    /// decoder then reads it. Damaged data is left for the decoder to name.
    static func checkImageDataSize(_ buffer: UnsafeRawBufferPointer, header: PNGHeader) throws(PNGError) {
        guard buffer.count > 28,
              let declared = scanlineBytes(width: header.width, height: header.height, bitDepth: header.bitDepth,
                                           colorType: header.colorType, interlaced: buffer[28] == 1) else { return }
        var stream = z_stream()
        guard inflateInit_(&stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return }
        defer { inflateEnd(&stream) }
        var scratch = [UInt8](repeating: 0, count: 1 << 16)
        var produced = 0
        var offset = 8
        while offset + 12 <= buffer.count {
            let length = Int(uint32(buffer, offset))
            let name = type(buffer, offset + 4)
            guard offset + 12 + length <= buffer.count, name != "IEND" else { break }
            if name == "IDAT", length > 0, let base = buffer.baseAddress {
                stream.next_in = UnsafeMutablePointer(mutating: (base + offset + 8).assumingMemoryBound(to: UInt8.self))
                stream.avail_in = UInt32(length)
                while stream.avail_in > 0 {
                    let status = scratch.withUnsafeMutableBufferPointer { out in
                        stream.next_out = out.baseAddress
                        stream.avail_out = UInt32(out.count)
                        return inflate(&stream, Z_NO_FLUSH)
                    }
                    produced += scratch.count - Int(stream.avail_out)
                    if produced > declared {
                        throw .corrupt(detail: "the image data holds more than \(header.width)×\(header.height) px", code: -1)
                    }
                    guard status == Z_OK else { return }   // the end of the stream, or damage the decoder names
                }
            }
            offset += 12 + length
        }
    }
}

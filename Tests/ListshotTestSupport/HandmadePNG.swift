/// Builds small PNGs byte by byte (stored DEFLATE blocks, a table-driven CRC-32) so the decoder
/// can be tested on formats the encoder never writes (16-bit, grey, low bit depths, palettes with
/// tRNS, interlacing) and hostile files can be made in a test (false sizes, inflate bombs).
///
/// ```swift
/// let png = HandmadePNG.file([("IHDR", ihdr), ("IDAT", data), ("IEND", [])])
/// ```
public enum HandmadePNG {
    public static func make(
        width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, interlaced: Bool = false,
        scanlines: [UInt8], before: [(String, [UInt8])] = []
    ) -> [UInt8] {
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [bitDepth, colorType, 0, 0, interlaced ? 1 : 0]
        return file([("IHDR", header)] + before + [("IDAT", zlibStored(scanlines)), ("IEND", [])])
    }

    /// The PNG signature followed by `chunks`, each with its length and CRC.
    public static func file(_ chunks: [(String, [UInt8])]) -> [UInt8] {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        for (type, data) in chunks { append(&png, type, data) }
        return png
    }

    public static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        precondition(data.count < 65536)
        let length = UInt16(data.count)
        var out: [UInt8] = [0x78, 0x01, 0x01]
        out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
        out += data
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        return out + bigEndian(b << 16 | a)
    }

    public static func append(_ png: inout [UInt8], _ type: String, _ data: [UInt8]) {
        png += bigEndian(UInt32(data.count))
        let body = Array(type.utf8) + data
        png += body + bigEndian(crc32(body))
    }

    static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 == 1 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 }
        return c
    }

    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return ~crc
    }

    public static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}

/// Builds small PNGs byte by byte (stored DEFLATE blocks, a table-free CRC-32) so the decoder
/// can be tested on formats the encoder never writes: 16-bit, grey, low bit depths, palettes
/// with tRNS, interlacing.
enum HandmadePNG {
    static func make(
        width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, interlaced: Bool = false,
        scanlines: [UInt8], before: [(String, [UInt8])] = []
    ) -> [UInt8] {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [bitDepth, colorType, 0, 0, interlaced ? 1 : 0]
        append(&png, "IHDR", header)
        for (type, data) in before { append(&png, type, data) }
        append(&png, "IDAT", zlibStored(scanlines))
        append(&png, "IEND", [])
        return png
    }

    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        precondition(data.count < 65536)
        let length = UInt16(data.count)
        var out: [UInt8] = [0x78, 0x01, 0x01]
        out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
        out += data
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        return out + bigEndian(b << 16 | a)
    }

    static func append(_ png: inout [UInt8], _ type: String, _ data: [UInt8]) {
        png += bigEndian(UInt32(data.count))
        let body = Array(type.utf8) + data
        png += body + bigEndian(crc32(body))
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}

import ListshotTestSupport
import ListshotImage
import Testing

/// The header and chunk checks that run before any pixel is decoded.
@Suite("PNG header checks")
struct PNGHeaderTests {
    static let valid = HandmadePNG.make(width: 2, height: 1, bitDepth: 8, colorType: 6, scanlines: [0] + [UInt8](repeating: 0x80, count: 8))

    static func withSize(width: UInt32, height: UInt32, depth: UInt8 = 8, color: UInt8 = 6) -> [UInt8] {
        var png = valid
        png.replaceSubrange(16..<24, with: HandmadePNG.bigEndian(width) + HandmadePNG.bigEndian(height))
        png[24] = depth; png[25] = color
        png.replaceSubrange(29..<33, with: HandmadePNG.bigEndian(HandmadePNG.crc32(Array(png[12..<29]))))
        return png
    }

    @Test func readsTheDeclaredSize() throws {
        let header = try PNGHeader(Self.withSize(width: 100_000, height: 20_000))
        #expect(header.width == 100_000 && header.height == 20_000 && header.pixelCount == 2_000_000_000)
        try PNGHeader.checkStructure(Self.valid)
    }

    static func damaged(_ change: (inout [UInt8]) -> Void) -> [UInt8] {
        var png = valid
        change(&png)
        return png
    }

    @Test(arguments: [
        (withSize(width: 0, height: 0), "the image is 0×0 px"),
        (withSize(width: 0x8000_0000, height: 1), "exceeds PNG's limit"),
        (withSize(width: 1, height: 1, depth: 3), "bit depth 3 is not a legal PNG combination"),
        (damaged { $0[30] ^= 0xFF }, "the IHDR chunk's CRC does not match"),
        (damaged { $0[12] = 0x49; $0[13] = 0x44; $0[14] = 0x41; $0[15] = 0x54 }, "the first chunk is 'IDAT', not IHDR"),
        (Array(valid.prefix(20)), "too short for the IHDR header"),
    ])
    func badHeadersAreNamed(bytes: [UInt8], fragment: String) {
        #expect {
            _ = try PNGHeader(bytes)
        } throws: { error in
            String(describing: error).contains(fragment)
        }
    }

    @Test(arguments: [
        (damaged { $0[$0.count - 20] ^= 0x01 }, "has a wrong CRC"),
        (Array(valid.dropLast(6)), "truncated"),
        (Array(valid.prefix(33)) + Array(valid.suffix(12)), "no IDAT chunk"),
    ])
    func damagedChunksAreNamed(bytes: [UInt8], fragment: String) {
        #expect {
            try PNGHeader.checkStructure(bytes)
        } throws: { error in
            String(describing: error).contains(fragment)
        }
    }

    @Test func decodeRefusesHugeDeclaredSizesBeforeAllocating() {
        // 100000² would be 40 GB of RGBA; the header check stops it with no allocation.
        #expect(throws: PNGError.tooLarge(width: 100_000, height: 100_000, limits: .default)) {
            try PNGCodec.decode(Self.withSize(width: 100_000, height: 100_000))
        }
    }

    @Test func validateFindsBadCompressedDataWithOneRowOfMemory() throws {
        try PNGCodec.validate(Self.valid)
        var png = Self.valid
        // The IDAT chunk starts at byte 33: length, type, data (a zlib stored block), CRC.
        let length = Int(png[33]) << 24 | Int(png[34]) << 16 | Int(png[35]) << 8 | Int(png[36])
        let data = 41
        png[data + 3] ^= 0xFF  // the stored block's length no longer matches its complement
        let crc = HandmadePNG.crc32(Array(png[37..<data + length]))
        png.replaceSubrange(data + length..<data + length + 4, with: HandmadePNG.bigEndian(crc))
        try PNGHeader.checkStructure(png)
        #expect(throws: PNGError.self) { try PNGCodec.validate(png) }
    }
}

import ListshotImage
import Testing

@Suite("Cairo ARGB32 conversion")
struct PremultipliedTests {
    /// One native-endian ARGB32 word as the 4 bytes cairo stores.
    static func word(a: UInt32, r: UInt32, g: UInt32, b: UInt32) -> [UInt8] {
        let value = (a << 24 | r << 16 | g << 8 | b).littleEndian
        return (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    @Test(arguments: [
        // (a, premultiplied r, g, b) → straight (r, g, b, a), per cairo's (c * 255 + a / 2) / a.
        ([255, 10, 20, 30], [10, 20, 30, 255]),
        ([0, 0, 0, 0], [0, 0, 0, 0]),
        ([0, 7, 8, 9], [0, 0, 0, 0]),  // alpha 0 clears the colour, like cairo's writer
        ([1, 1, 0, 1], [255, 0, 255, 1]),
        ([128, 64, 128, 0], [128, 255, 0, 128]),  // (64·255 + 64) / 128 = 128
        ([3, 1, 2, 3], [85, 170, 255, 3]),
    ])
    func unpremultiply(input: [UInt32], expected: [UInt8]) throws {
        let bytes = Self.word(a: input[0], r: input[1], g: input[2], b: input[3])
        let bitmap = try bytes.withUnsafeBytes { try RGBABitmap(premultipliedBGRA: $0, width: 1, height: 1, stride: 4) }
        #expect(bitmap.pixels == expected)
    }

    @Test func strideAndEncodeAgreeWithConversion() throws {
        // 3×2 pixels in rows of 16 bytes (cairo pads rows), the padding filled with junk.
        var buffer = [UInt8](repeating: 0xEE, count: 32)
        let words: [[UInt8]] = [
            Self.word(a: 255, r: 255, g: 0, b: 0), Self.word(a: 128, r: 64, g: 64, b: 64), Self.word(a: 0, r: 0, g: 0, b: 0),
            Self.word(a: 1, r: 1, g: 1, b: 1), Self.word(a: 255, r: 1, g: 2, b: 3), Self.word(a: 200, r: 100, g: 0, b: 200),
        ]
        for (index, word) in words.enumerated() {
            let offset = (index / 3) * 16 + (index % 3) * 4
            buffer.replaceSubrange(offset ..< offset + 4, with: word)
        }
        let bitmap = try buffer.withUnsafeBytes { try RGBABitmap(premultipliedBGRA: $0, width: 3, height: 2, stride: 16) }
        #expect(bitmap[1, 0] == RGBAColor(red: 128, green: 128, blue: 128, alpha: 128))
        #expect(bitmap[0, 1] == RGBAColor(red: 255, green: 255, blue: 255, alpha: 1))
        let png = buffer.withUnsafeBytes { PNGCodec.encodePremultipliedBGRA($0, width: 3, height: 2, stride: 16, options: .fast) }
        #expect(try PNGCodec.decode(png) == bitmap)
        #expect(png == PNGCodec.encode(bitmap, options: .fast), "both entry points write the same bytes")
    }

    @Test func opaqueSurfaceIsWrittenAsRGB() {
        let buffer = (0..<4).flatMap { _ in Self.word(a: 255, r: 9, g: 8, b: 7) }
        let png = buffer.withUnsafeBytes { PNGCodec.encodePremultipliedBGRA($0, width: 2, height: 2, stride: 8) }
        #expect(png[25] == 2)
    }

    @Test func shortBufferIsATypedError() {
        let buffer = [UInt8](repeating: 0, count: 10)
        #expect(throws: BitmapError.bufferTooSmall(width: 2, height: 2, stride: 8, byteCount: 10)) {
            try buffer.withUnsafeBytes { try RGBABitmap(premultipliedBGRA: $0, width: 2, height: 2, stride: 8) }
        }
    }

    @Test func pixelCountMismatchIsATypedError() {
        #expect(throws: BitmapError.pixelCountMismatch(width: 2, height: 2, byteCount: 15)) {
            try RGBABitmap(width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 15))
        }
    }
}

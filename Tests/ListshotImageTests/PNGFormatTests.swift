import ListshotTestSupport
import ListshotImage
import Testing

/// Decoding every PNG colour type and depth to straight RGBA8.
@Suite("PNG formats")
struct PNGFormatTests {
    struct Case: Sendable, CustomStringConvertible {
        let description: String
        let png: [UInt8]
        let expected: [UInt8]
    }

    static let cases: [Case] = [
        Case(description: "16-bit RGBA keeps the high byte",
             png: HandmadePNG.make(width: 2, height: 1, bitDepth: 16, colorType: 6,
                                   scanlines: [0, 0x12, 0x34, 0xAB, 0xCD, 0xFF, 0x00, 0x80, 0x01, 0x00, 0xFF, 0x01, 0x02, 0x03, 0x04, 0x00, 0x00]),
             expected: [0x12, 0xAB, 0xFF, 0x80, 0x00, 0x01, 0x03, 0x00]),
        Case(description: "16-bit grey",
             png: HandmadePNG.make(width: 2, height: 1, bitDepth: 16, colorType: 0, scanlines: [0, 0x7F, 0xFF, 0x01, 0x00]),
             expected: [0x7F, 0x7F, 0x7F, 255, 0x01, 0x01, 0x01, 255]),
        Case(description: "8-bit grey + alpha",
             png: HandmadePNG.make(width: 2, height: 1, bitDepth: 8, colorType: 4, scanlines: [0, 10, 20, 200, 255]),
             expected: [10, 10, 10, 20, 200, 200, 200, 255]),
        Case(description: "1-bit grey scales to 0/255",
             png: HandmadePNG.make(width: 3, height: 1, bitDepth: 1, colorType: 0, scanlines: [0, 0b1010_0000]),
             expected: [255, 255, 255, 255, 0, 0, 0, 255, 255, 255, 255, 255]),
        Case(description: "grey with tRNS",
             png: HandmadePNG.make(width: 2, height: 1, bitDepth: 8, colorType: 0, scanlines: [0, 7, 8],
                                   before: [("tRNS", [0, 7])]),
             expected: [7, 7, 7, 0, 8, 8, 8, 255]),
        Case(description: "RGB with tRNS",
             png: HandmadePNG.make(width: 2, height: 1, bitDepth: 8, colorType: 2, scanlines: [0, 1, 2, 3, 4, 5, 6],
                                   before: [("tRNS", [0, 4, 0, 5, 0, 6])]),
             expected: [1, 2, 3, 255, 4, 5, 6, 0]),
        Case(description: "4-bit palette with tRNS",
             png: HandmadePNG.make(width: 3, height: 1, bitDepth: 4, colorType: 3, scanlines: [0, 0x01, 0x20],
                                   before: [("PLTE", [255, 0, 0, 0, 255, 0, 0, 0, 255]), ("tRNS", [128])]),
             expected: [255, 0, 0, 128, 0, 255, 0, 255, 0, 0, 255, 255]),
        Case(description: "Adam7-interlaced RGB 2×2",
             png: HandmadePNG.make(width: 2, height: 2, bitDepth: 8, colorType: 2, interlaced: true,
                                   scanlines: [0, 1, 1, 1, /* pass 6 */ 0, 2, 2, 2, /* pass 7 */ 0, 3, 3, 3, 4, 4, 4]),
             expected: [1, 1, 1, 255, 2, 2, 2, 255, 3, 3, 3, 255, 4, 4, 4, 255]),
        Case(description: "Up-filtered RGBA rows",
             png: HandmadePNG.make(width: 1, height: 2, bitDepth: 8, colorType: 6, scanlines: [0, 10, 20, 30, 40, 2, 1, 1, 1, 1]),
             expected: [10, 20, 30, 40, 11, 21, 31, 41]),
    ]

    @Test(arguments: cases)
    func decodesToStraightRGBA(_ testCase: Case) throws {
        let image = try PNGCodec.decode(testCase.png)
        #expect(image.pixels == testCase.expected)
    }
}

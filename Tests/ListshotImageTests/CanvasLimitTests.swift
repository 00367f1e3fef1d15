import Foundation
import ListshotImage
import Testing

/// Every reference Listshot can record (up to 16384 px a side) it can decode again: the decoder's
/// limits once stopped at 200 million pixels, so a 16384² reference recorded but never verified.
@Suite("Decoder limits match the canvas limit")
struct CanvasLimitTests {
    /// A PNG with only a signature and an IHDR chunk declaring `width`×`height`.
    static func header(width: UInt32, height: UInt32) -> [UInt8] {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        let body: [UInt8] = Array("IHDR".utf8) + be(width) + be(height) + [8, 6, 0, 0, 0]
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be(13) + body + be(crc ^ 0xFFFF_FFFF)
    }

    @Test func theLargestCanvasFitsTheDefaultLimits() {
        let limits = PNGDecodingLimits.default
        #expect(limits.maxSide == 16_384)
        #expect(limits.maxPixels >= 16_384 * 16_384)
    }

    @Test(arguments: [(16_384, 16_384, false), (16_384, 1, false), (16_385, 16, true), (16, 16_385, true)])
    func sidesAreCheckedAtTheLimit(width: UInt32, height: UInt32, tooLarge: Bool) {
        do {
            _ = try PNGCodec.decode(Self.header(width: width, height: height))
            Issue.record("a header without image data decoded")
        } catch {
            let isTooLarge: Bool
            if case .tooLarge = error { isTooLarge = true } else { isTooLarge = false }
            #expect(isTooLarge == tooLarge, "\(width)×\(height): \(error)")
        }
    }
}

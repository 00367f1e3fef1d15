import Foundation
import ListshotTestSupport
import Testing
@testable import ListshotImage

/// A 1×1 PNG whose image data inflates to 1 GiB of zeros is corrupt for every decoder path, and
/// is found so after inflating a few bytes, not a gigabyte (docs/testing.md).
@Suite struct InflateBombTests {
    /// A zlib stream of one literal 0 and `matches` copies of 258 bytes at distance 1, in one
    /// fixed-Huffman block: 1 + 258 × matches zeros in 13 bits a match.
    static func zeros(matches: Int) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var bits: UInt64 = 0, count = 0
        func put(_ value: UInt64, _ width: Int) {   // LSB first
            bits |= value << UInt64(count); count += width
            while count >= 8 { out.append(UInt8(bits & 0xFF)); bits >>= 8; count -= 8 }
        }
        func code(_ value: UInt64, _ width: Int) {  // Huffman codes go MSB first
            var reversed: UInt64 = 0
            for i in 0..<width where value >> UInt64(i) & 1 == 1 { reversed |= 1 << UInt64(width - 1 - i) }
            put(reversed, width)
        }
        put(1, 1); put(1, 2)                  // final block, fixed Huffman
        code(0x30, 8)                         // literal 0
        for _ in 0..<matches { code(0xC5, 8); code(0, 5) }   // length 258 (code 285), distance 1
        code(0, 7)                            // end of block (256)
        if count > 0 { out.append(UInt8(bits & 0xFF)) }
        let total = UInt32((1 + 258 * matches) % 65521)
        return out + HandmadePNG.bigEndian(total << 16 | 1)   // Adler-32 of zeros: a = 1, b = n
    }

    static func png(colorType: UInt8, data: [UInt8]) -> [UInt8] {
        let header = HandmadePNG.bigEndian(1) + HandmadePNG.bigEndian(1) + [8, colorType, 0, 0, 0]
        return HandmadePNG.file([("IHDR", header)] + (colorType == 3 ? [("PLTE", [0, 0, 0])] : []) + [("IDAT", data), ("IEND", [])])
    }

    /// RGBA takes the libdeflate path, palette the libspng path; both stop at the declared size.
    @Test(arguments: [UInt8(6), 3])
    func oneGibibyteBehindOnePixelIsCorrupt(colorType: UInt8) throws {
        let bomb = Self.png(colorType: colorType, data: Self.zeros(matches: (1 << 30) / 258))
        let before = try #require(Self.peakResidentBytes())
        #expect {
            _ = try PNGCodec.decode(bomb)
        } throws: { error in
            (error as? PNGError)?.description.contains("holds more than 1×1 px") == true
        }
        #expect(throws: PNGError.self) { try PNGCodec.validate(bomb) }
        // Inflating the bomb would touch 1 GiB; stopping at the declared size touches next to
        // nothing. The process's peak resident size is a bound that load cannot make flaky
        // (other tests running beside this one use far less than half a gibibyte).
        let grown = try #require(Self.peakResidentBytes()) - before
        #expect(grown < 512 << 20, "the peak resident size grew by \(grown >> 20) MiB: inflating did not stop at the declared size")
    }

    /// The process's peak resident set size in bytes (`getrusage`, Linux reports KiB).
    static func peakResidentBytes() -> Int? {
        var usage = rusage()
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return nil }
        return Int(usage.ru_maxrss) * 1024
    }

    /// The same stream with exactly the declared bytes decodes: the check counts, it does not guess.
    @Test(arguments: [UInt8(6), 3])
    func theDeclaredSizeDecodes(colorType: UInt8) throws {
        // 1 + 258 × 0 zeros is one byte; a 1×1 scanline is 1 + 1 (palette) or 1 + 4 (RGBA) bytes.
        let exact = colorType == 3 ? [0, 0] : [0, 0, 0, 0, 0] as [UInt8]
        let image = try PNGCodec.decode(HandmadePNG.make(width: 1, height: 1, bitDepth: 8, colorType: colorType,
                                                         scanlines: exact, before: colorType == 3 ? [("PLTE", [0, 0, 0])] : []))
        #expect(image.width == 1 && image.height == 1)
        #expect(PNGHeader.scanlineBytes(width: 1, height: 1, bitDepth: 8, colorType: Int(colorType), interlaced: false) == exact.count)
        #expect(PNGHeader.scanlineBytes(width: 9, height: 9, bitDepth: 1, colorType: 0, interlaced: true) == 42)
    }
}

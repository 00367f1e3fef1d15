import Foundation
import ListshotTestSupport
@testable import ListshotImage
import Testing

/// The libdeflate decoder gives exactly libspng's pixels, for every filter type on random data
/// and for real files written by other encoders; what it does not handle goes to libspng.
@Suite("Direct PNG decoder")
struct PNGDirectDecoderTests {
    /// Scanlines whose rows use `filters` in turn, over pseudo-random bytes (any bytes are
    /// valid filtered data, so every predictor and every wrap-around is exercised).
    static func scanlines(width: Int, height: Int, bpp: Int, filters: [UInt8], seed: UInt64) -> [UInt8] {
        var state = seed
        var out: [UInt8] = []
        for y in 0..<height {
            out.append(filters[y % filters.count])
            for _ in 0..<(width * bpp) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                out.append(UInt8(truncatingIfNeeded: state >> 33))
            }
        }
        return out
    }

    @Test(arguments: [(UInt8(2), 3), (UInt8(6), 4)], [[0], [1], [2], [3], [4], [4, 3, 2, 1, 0], [3, 4, 1]] as [[UInt8]])
    func everyFilterMatchesLibspng(format: (colorType: UInt8, bpp: Int), filters: [UInt8]) throws {
        let lines = Self.scanlines(width: 37, height: 23, bpp: format.bpp, filters: filters, seed: UInt64(filters.count) &* 977)
        let png = HandmadePNG.make(width: 37, height: 23, bitDepth: 8, colorType: format.colorType, scanlines: lines)
        let direct = try png.withUnsafeBytes { buffer in try PNGDirectDecoder.decode(buffer, header: PNGHeader(buffer)) }
        let reference = try png.withUnsafeBytes { try PNGCodec.decodeWithLibspng($0, limits: .default) }
        #expect(direct?.pixels == reference.pixels)
    }

    /// Narrow images take the Sub and Paeth loops' byte-by-byte tails for most or all of their pixels.
    @Test(arguments: [(UInt8(2), 3), (UInt8(6), 4)], [1, 2, 3, 4, 5])
    func narrowPaethRowsMatchLibspng(format: (colorType: UInt8, bpp: Int), width: Int) throws {
        let lines = Self.scanlines(width: width, height: 9, bpp: format.bpp, filters: [4, 4, 1, 4], seed: UInt64(width) &* 131)
        let png = HandmadePNG.make(width: width, height: 9, bitDepth: 8, colorType: format.colorType, scanlines: lines)
        let direct = try png.withUnsafeBytes { buffer in try PNGDirectDecoder.decode(buffer, header: PNGHeader(buffer)) }
        let reference = try png.withUnsafeBytes { try PNGCodec.decodeWithLibspng($0, limits: .default) }
        #expect(direct?.pixels == reference.pixels)
    }

    /// Consecutive Paeth rows are unfiltered two at a time, the second a pixel behind the first:
    /// every width from one pixel to past the wide loop's thresholds, runs of two and three.
    @Test(arguments: [(UInt8(2), 3), (UInt8(6), 4)], [1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 37, 100])
    func pairedPaethRowsMatchLibspng(format: (colorType: UInt8, bpp: Int), width: Int) throws {
        for filters: [UInt8] in [[4], [4, 4, 1], [2, 4, 4, 4, 0, 4, 4], [3, 4, 4, 2]] {
            let lines = Self.scanlines(width: width, height: 11, bpp: format.bpp, filters: filters, seed: UInt64(width) &* 7919 &+ UInt64(filters.count))
            let png = HandmadePNG.make(width: width, height: 11, bitDepth: 8, colorType: format.colorType, scanlines: lines)
            let direct = try png.withUnsafeBytes { buffer in try PNGDirectDecoder.decode(buffer, header: PNGHeader(buffer)) }
            let reference = try png.withUnsafeBytes { try PNGCodec.decodeWithLibspng($0, limits: .default) }
            let pixels = try #require(direct?.pixels)
            let mismatch = pixels.indices.first { $0 < reference.pixels.count && pixels[$0] != reference.pixels[$0] }
            #expect(pixels.count == reference.pixels.count && mismatch == nil,
                    "width \(width), filters \(filters): first differing byte \(mismatch.map(String.init) ?? "none")")
        }
    }

    @Test func anUnknownFilterTypeIsCorrupt() throws {
        let lines = Self.scanlines(width: 4, height: 3, bpp: 3, filters: [0, 5], seed: 1)
        let png = HandmadePNG.make(width: 4, height: 3, bitDepth: 8, colorType: 2, scanlines: lines)
        #expect { try PNGCodec.decode(png) } throws: { error in
            (error as? PNGError).map { "\($0)".contains("filter type 5") } ?? false
        }
    }

    @Test func shortImageDataIsTruncated() throws {
        let lines = Self.scanlines(width: 4, height: 3, bpp: 3, filters: [0], seed: 1)
        let png = HandmadePNG.make(width: 4, height: 4, bitDepth: 8, colorType: 2, scanlines: lines)
        #expect(throws: PNGError.self) { try PNGCodec.decode(png) }
    }

    @Test func formatsItDoesNotHandleGoToLibspng() throws {
        let grey = HandmadePNG.make(width: 2, height: 1, bitDepth: 8, colorType: 0, scanlines: [0, 10, 200])
        #expect(try grey.withUnsafeBytes { try PNGDirectDecoder.decode($0, header: PNGHeader($0)) } == nil)
        let keyed = HandmadePNG.make(width: 1, height: 1, bitDepth: 8, colorType: 2, scanlines: [0, 1, 2, 3],
                                     before: [("tRNS", [0, 1, 0, 2, 0, 3])])
        #expect(try keyed.withUnsafeBytes { try PNGDirectDecoder.decode($0, header: PNGHeader($0)) } == nil)
        #expect(try PNGCodec.decode(keyed).pixels == [1, 2, 3, 0])
    }

    /// Real files: pixelmatch's fixtures (written by other encoders) and the catalog's references
    /// (every adaptive filter choice).
    @Test(arguments: ["Fixtures/pixelmatch/fixtures", "../Snapshots/mistica"])
    func realFilesMatchLibspng(relative: String) throws {
        let folder = Fixtures.folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(relative)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }.sorted().prefix(16)
        #expect(names.count >= 12)
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            let direct = try PNGCodec.decode(bytes)
            let reference = try bytes.withUnsafeBytes { try PNGCodec.decodeWithLibspng($0, limits: .default) }
            #expect(direct.pixels == reference.pixels, "\(name)")
        }
    }
}

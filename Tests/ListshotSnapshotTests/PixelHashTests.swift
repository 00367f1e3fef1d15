import ListshotImage
@testable import ListshotSnapshot
import Testing

/// The pixel hash is what `verify` trusts instead of decoding a reference and what `accept`
/// writes for an image from a report, so it must be a collision-resistant digest of every
/// pixel and the size, not a checksum a pull request could forge.
@Suite("Pixel hash")
struct PixelHashTests {
    /// A 3×2 image whose rows are packed: the hash is SHA-256 of its bytes and its size.
    @Test func isTheSHA256OfThePixelsAndTheSize() throws {
        let bitmap = try RGBABitmap(width: 3, height: 2, pixels: (0..<24).map { UInt8($0 * 10) })
        let raster = PremultipliedBitmap(bitmap)
        var bytes: [UInt8] = []
        raster.withUnsafeBytes { bytes = Array($0.prefix(raster.stride * raster.height)) }
        let expected = "sha256:" + SHA256.hex(bytes + Array("\n3x2".utf8)) + "-3x2"
        #expect(PixelHash.of(raster) == expected)
    }

    /// The same bytes as another shape (6×1 against 3×2) hash differently.
    @Test func theSizeIsPartOfTheHash() throws {
        let pixels = (0..<24).map { UInt8($0) }
        let wide = PremultipliedBitmap(try RGBABitmap(width: 6, height: 1, pixels: pixels))
        let tall = PremultipliedBitmap(try RGBABitmap(width: 3, height: 2, pixels: pixels))
        #expect(PixelHash.of(wide) != PixelHash.of(tall))
    }

    /// One changed channel anywhere changes the hash.
    @Test(arguments: [0, 7, 13, 23])
    func everyByteCounts(_ index: Int) throws {
        var pixels = [UInt8](repeating: 255, count: 24)
        let before = PixelHash.of(PremultipliedBitmap(try RGBABitmap(width: 3, height: 2, pixels: pixels)))
        pixels[index] = 254
        #expect(PixelHash.of(PremultipliedBitmap(try RGBABitmap(width: 3, height: 2, pixels: pixels))) != before)
    }
}

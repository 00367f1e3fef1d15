import ListshotImage

/// The SHA-256 of a render's pixels (each row's premultiplied bytes, then the size), written as
/// `sha256:<64 hex digits>-<width>x<height>`.
///
/// Verify compares it with the hash stored at record time and, when they match, passes
/// without decoding the reference PNG. `accept` computes it from the image it writes. It must
/// be collision-resistant: a hash a pull request could forge (the CRC-32 and Adler-32 pair
/// used before) would let a crafted image pass for the render it imitates (docs/testing.md,
/// "What accept checks"). An older manifest's hash never matches, so its cases are compared
/// pixel by pixel until they are re-recorded.
///
/// ```swift
/// PixelHash.of(raster)   // "sha256:9f86d0…-786x760"
/// ```
public enum PixelHash {
    public static func of(_ raster: some PremultipliedImage) -> String {
        raster.withUnsafeBytes { bytes -> String in
            var digest = SHA256.Digest()
            let rowBytes = raster.width * 4
            if let base = bytes.baseAddress {
                for y in 0..<raster.height {
                    digest.update(UnsafeRawBufferPointer(start: base + y * raster.stride, count: rowBytes))
                }
            }
            digest.update(Array("\n\(raster.width)x\(raster.height)".utf8))
            return "sha256:" + digest.finalize() + "-\(raster.width)x\(raster.height)"
        }
    }
}

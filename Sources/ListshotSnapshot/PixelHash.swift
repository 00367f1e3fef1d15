import CDeflate
import ListshotImage

/// A fast 64-bit fingerprint of a render's pixels: CRC-32 and Adler-32 of every row's bytes,
/// both SIMD-accelerated in libdeflate (a 3 Mpx screen hashes in about a millisecond).
///
/// Verify compares it with the hash stored at record time and, when they match, passes
/// without decoding the reference PNG.
public enum PixelHash {
    public static func of(_ raster: some PremultipliedImage) -> String {
        raster.withUnsafeBytes { bytes -> String in
            guard let base = bytes.baseAddress else { return "empty" }
            var crc: UInt32 = 0
            var adler: UInt32 = 1
            let rowBytes = raster.width * 4
            for y in 0..<raster.height {
                let row = base + y * raster.stride
                crc = libdeflate_crc32(crc, row, rowBytes)
                adler = libdeflate_adler32(adler, row, rowBytes)
            }
            return hex(crc) + hex(adler) + "-\(raster.width)x\(raster.height)"
        }
    }

    static func hex(_ value: UInt32) -> String {
        let s = String(value, radix: 16)
        return String(repeating: "0", count: 8 - s.count) + s
    }
}

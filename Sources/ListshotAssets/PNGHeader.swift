/// The pixel size from a PNG file's header (signature and IHDR, the first 24 bytes): cheap enough
/// to read for every image file (PNG specification, third edition, W3C 2025, §5.2 and §11.2.1).
///
/// ```swift
/// PNGHeader.size(Array(bytes.prefix(24)))   // (width: 120, height: 60)
/// ```
enum PNGHeader {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func size(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func big(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = big(16), height = big(20)
        // The specification allows 1…2³¹−1.
        guard (1...Int(Int32.max)).contains(width), (1...Int(Int32.max)).contains(height) else { return nil }
        return (width, height)
    }

    static func size(of path: String, in root: SafeFolder, folder: String) -> (width: Int, height: Int)? {
        guard let bytes = try? root.read(path, cap: 24, folder: folder, prefixOnly: true) else { return nil }
        return size(bytes)
    }
}

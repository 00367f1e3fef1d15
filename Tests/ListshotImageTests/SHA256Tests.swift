import Foundation
import ListshotImage
import Testing

/// The engine's digests match FIPS 180-4's examples (and so the manifests GLib's SHA-256 wrote).
@Suite("SHA-256")
struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func knownDigests(text: String, digest: String) {
        #expect(SHA256.hex(Array(text.utf8)) == digest)
    }

    @Test func aMillionAs() {
        #expect(SHA256.hex([UInt8](repeating: 0x61, count: 1_000_000)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test(arguments: [55, 56, 63, 64, 65, 119, 120, 1000])
    func paddingEdgesMatchCoreutils(length: Int) throws {
        // Lengths around the 56-byte padding boundary, checked against sha256sum.
        let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-sha-\(UUID().uuidString)")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = [file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(output.hasPrefix(SHA256.hex(bytes) + " "), "\(length) bytes: \(output)")
    }
}

@Suite("SHA-256 incremental")
struct SHA256DigestTests {
    @Test(arguments: [1, 7, 64, 1000])
    func piecesGiveTheWholeDigest(piece: Int) {
        let bytes = (0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 13) }
        var digest = SHA256.Digest()
        for start in stride(from: 0, to: bytes.count, by: piece) {
            digest.update(Array(bytes[start..<min(start + piece, bytes.count)]))
        }
        #expect(digest.finalize() == SHA256.hex(bytes))
    }
}

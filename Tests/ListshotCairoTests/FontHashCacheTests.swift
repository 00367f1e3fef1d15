import Foundation
import ListshotImage
@testable import ListshotCairo
import Testing

/// Font hashes are kept between processes by file identity; a changed file is hashed again.
@Suite("Font hash cache")
struct FontHashCacheTests {
    let folder: URL
    let font: URL
    let cacheFile: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-hashes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        font = folder.appendingPathComponent("font.ttf")
        cacheFile = folder.appendingPathComponent("cache/font-sha256.txt")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Tests/Fixtures/fonts/NotoSerif-Regular.ttf"), to: font)
    }

    func realHash() throws -> String { EnvironmentFingerprint.sha256(try Data(contentsOf: font)) }

    @Test func anUnchangedFileIsNotReadAgain() throws {
        let first = FontHashCache(file: cacheFile)
        let hash = try first.sha256(of: font.path, limit: 1 << 26)
        #expect(hash == (try realHash()))
        first.save()
        // Plant a different hash for the same identity: a new process must take it from the cache.
        let planted = String(repeating: "ab", count: 32)
        let text = try String(contentsOf: cacheFile, encoding: .utf8).replacingOccurrences(of: hash, with: planted)
        try text.write(to: cacheFile, atomically: true, encoding: .utf8)
        #expect(try FontHashCache(file: cacheFile).sha256(of: font.path, limit: 1 << 26) == planted)
    }

    @Test func aChangedFileChangesTheFingerprint() throws {
        let catalog = FontCatalog(files: [.init(family: "Noto Serif", path: font.path, package: "")], fallbackFamilies: [])
        let before = try EnvironmentFingerprint.compute(catalog: catalog, hashes: FontHashCache(file: cacheFile))
        // Same size, one byte different, a later modification time.
        var bytes = try Data(contentsOf: font)
        bytes[bytes.count - 1] ^= 0xFF
        try bytes.write(to: font)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: font.path)
        let after = try EnvironmentFingerprint.compute(catalog: catalog, hashes: FontHashCache(file: cacheFile))
        #expect(before.fonts[0].sha256 != after.fonts[0].sha256)
        #expect(after.fonts[0].sha256 == (try realHash()))
        #expect(after.differences(from: before) == ["font changed: \(font.path)"])
    }

    @Test(arguments: ["", "garbage\n", "listshot-font-sha256 1\nnot enough fields\n",
                      "listshot-font-sha256 1\n\(String(repeating: "z", count: 64)) 1 2 3 4 /x\n",
                      "listshot-font-sha256 1\n\(String(repeating: "a", count: 64)) -1 99999999999999999999999 3 4 /x\n"])
    func aMalformedCacheIsIgnored(contents: String) throws {
        try FileManager.default.createDirectory(at: cacheFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: cacheFile, atomically: true, encoding: .utf8)
        #expect(try FontHashCache(file: cacheFile).sha256(of: font.path, limit: 1 << 26) == (try realHash()))
    }

    @Test func noCacheFolderStillHashes() throws {
        #expect(try FontHashCache(file: nil).sha256(of: font.path, limit: 1 << 26) == (try realHash()))
    }
}

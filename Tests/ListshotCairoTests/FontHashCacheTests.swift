import Foundation
import ListshotImage
import ListshotTestSupport
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

    @Test(arguments: ["", "garbage\n", "listshot-font-sha256 2\nnot enough fields\n",
                      "listshot-font-sha256 2\n\(String(repeating: "z", count: 64)) 1 2 3 4 5 /x\n",
                      "listshot-font-sha256 2\n\(String(repeating: "a", count: 64)) -1 99999999999999999999999 3 4 5 /x\n",
                      "listshot-font-sha256 2\n\(String(repeating: "a", count: 64)) 1 2 3 4 5 /\(String(repeating: "y", count: 900_000))\n",
                      String(repeating: "\u{0}\u{FF}", count: 600_000)])
    func aMalformedCacheIsIgnored(contents: String) throws {
        try FileManager.default.createDirectory(at: cacheFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: cacheFile, atomically: true, encoding: .utf8)
        #expect(try FontHashCache(file: cacheFile).sha256(of: font.path, limit: 1 << 26) == (try realHash()))
    }

    /// A font edited in place with its old size and modification time (`touch -r`) keeps its
    /// device, inode, size and mtime; only its status-change time moves, and that must do.
    @Test func aFileEditedInPlaceWithItsOldTimesIsHashedAgain() throws {
        let first = FontHashCache(file: cacheFile)
        let before = try first.sha256(of: font.path, limit: 1 << 26)
        first.save()
        // `touch -r` copies the exact times (a Date would round the nanoseconds).
        let reference = folder.appendingPathComponent("times")
        try Data().write(to: reference)
        try #require(try touch(reference: font, file: reference))
        // The status-change time has a clock tick's resolution: let one pass.
        Thread.sleep(forTimeInterval: 0.02)
        let handle = try FileHandle(forUpdating: font)
        try handle.seek(toOffset: 100)
        let old = try handle.read(upToCount: 1) ?? Data([0])
        try handle.seek(toOffset: 100)
        try handle.write(contentsOf: Data([old[0] ^ 0xFF]))
        try handle.close()
        try #require(try touch(reference: reference, file: font))
        let after = try FontHashCache(file: cacheFile).sha256(of: font.path, limit: 1 << 26)
        #expect(try RegularFile.identity(font.path).modifiedNanoseconds == RegularFile.identity(reference.path).modifiedNanoseconds)
        #expect(after != before)
        #expect(after == (try realHash()))
    }

    /// The cache file is never read or written through a symlink: a planted link is replaced
    /// by a real file and its target left alone.
    @Test func aSymlinkedCacheFileIsNotFollowed() throws {
        try FileManager.default.createDirectory(at: cacheFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        let target = folder.appendingPathComponent("target.txt")
        // A planted hash under the font's true identity: read through the link, it would be taken.
        let id = try RegularFile.identity(font.path)
        let planted = "\(FontHashCache.header)\n\(String(repeating: "ab", count: 32)) \(id.device) \(id.inode) \(id.size) "
            + "\(id.modifiedNanoseconds) \(id.changedNanoseconds) \(font.path)\n"
        try planted.write(to: target, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: cacheFile, withDestinationURL: target)
        let cache = FontHashCache(file: cacheFile)
        #expect(try cache.sha256(of: font.path, limit: 1 << 26) == (try realHash()))
        cache.save()
        #expect(try String(contentsOf: target, encoding: .utf8) == planted)
        var info = stat()
        #expect(lstat(cacheFile.path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG)
    }

    /// `touch -r reference file`: gives `file` the access and modification times of `reference`.
    func touch(reference: URL, file: URL) throws -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/touch")
        process.arguments = ["-r", reference.path, file.path]
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    @Test func noCacheFolderStillHashes() throws {
        #expect(try FontHashCache(file: nil).sha256(of: font.path, limit: 1 << 26) == (try realHash()))
    }
}

/// The cache folder itself: a symlink or another user's folder is never used.
@Suite("User cache folder")
struct UserCacheFolderTests {
    @Test func aSymlinkedCacheFolderIsRefused() throws {
        let scratch = try ScratchFolder()
        let outside = scratch.url.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: scratch.url.appendingPathComponent("listshot"), withDestinationURL: outside)
        #expect(UserCacheFolder.check(scratch.url.appendingPathComponent("listshot").path) == "is a symlink")
        #expect(UserCacheFolder.check(scratch.url.appendingPathComponent("fresh/listshot").path) == nil)
    }

    /// A symlink below a checked folder stops PrivateFolder.make, and nothing is made through it.
    @Test func aSymlinkBelowIsNotFollowed() throws {
        let scratch = try ScratchFolder()
        let outside = scratch.url.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let base = scratch.url.appendingPathComponent("listshot")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: base.appendingPathComponent("fontconfig"), withDestinationURL: outside)
        #expect(throws: FontSetUnusable.self) { try PrivateFolder.make(base.path + "/fontconfig/sets", below: base.path) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }
}

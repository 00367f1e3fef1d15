import Foundation
import Testing

/// The private fontconfig cache and the cache folder, damaged between two runs of the real
/// binary: every later command must still draw the same bytes, never crash, hang or write
/// through a symlink (docs/fonts.md, "The cache folder").
@Suite("Cache corruption, through the real CLI")
struct CacheCorruptionTests {
    enum Damage: String, CaseIterable, Sendable {
        /// A string offset in fontconfig's pattern data pointed far outside the file.
        case flippedOffset
        /// Eight bytes flipped at fixed places through the file.
        case flippedBytes
        /// Cut to half, with the header's size field patched so fontconfig's own check passes.
        case truncated
        /// A symlink to a damaged copy outside the cache in place of the cache file.
        case symlink
        /// A FIFO in place of the cache file (opening it would block).
        case fifo
        /// A file nobody sealed beside the real one.
        case extraFile
    }

    let scratch: Scratch
    let cache: URL

    init() throws {
        scratch = try Scratch(prefix: "listshot-cache-damage")
        cache = scratch.url.appendingPathComponent("cache")
    }

    func render(_ out: String) throws -> BoundedRun.Output {
        let spec = packageRoot.appendingPathComponent("Snapshots/mistica/multi-script.yaml").path
        return try BoundedRun.run(CLI.binary.path, ["render", spec, "--out", out], in: scratch.url, timeout: 60, memoryMB: 2048,
                                  environment: ["XDG_CACHE_HOME": cache.path])
    }

    func cacheFile() throws -> URL {
        let folder = cache.appendingPathComponent("listshot/fontconfig/cache")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".cache-") }
        try #require(names.count == 1, "one fontconfig cache file after the first run: \(names)")
        return folder.appendingPathComponent(names[0])
    }

    @Test(arguments: Damage.allCases)
    func aDamagedFontconfigCacheIsRebuilt(_ damage: Damage) throws {
        let first = try render("first")
        try #require(first.status == 0, "\(first.stderr)")
        let file = try cacheFile()
        var bytes = [UInt8](try Data(contentsOf: file))
        try #require(bytes.count > 4096)
        switch damage {
        case .flippedOffset:
            // FcValue of type string (3) whose value is a small encoded (odd) offset: the second one.
            var seen = 0
            for offset in stride(from: 64, to: bytes.count - 16, by: 8) where word(bytes, offset) == 3 {
                let value = word(bytes, offset + 8)
                guard value & 1 == 1, value < 4096 else { continue }
                seen += 1
                if seen == 2 { bytes[offset + 12] ^= 0xFF; break }
            }
            try Data(bytes).write(to: file)
        case .flippedBytes:
            for index in 1...8 { bytes[64 + index * (bytes.count - 128) / 9] ^= 0xFF }
            try Data(bytes).write(to: file)
        case .truncated:
            bytes.removeLast(bytes.count / 2)
            for index in 0..<8 { bytes[8 + index] = UInt8(truncatingIfNeeded: bytes.count >> (8 * index)) }
            try Data(bytes).write(to: file)
        case .symlink:
            bytes[bytes.count / 3] ^= 0xFF
            let outside = scratch.url.appendingPathComponent("outside.cache")
            try Data(bytes).write(to: outside)
            try FileManager.default.removeItem(at: file)
            try FileManager.default.createSymbolicLink(at: file, withDestinationURL: outside)
        case .fifo:
            try FileManager.default.removeItem(at: file)
            try #require(mkfifo(file.path, 0o600) == 0)
        case .extraFile:
            try Data(bytes).write(to: file.deletingLastPathComponent().appendingPathComponent("00000000000000000000000000000000-le64.cache-8"))
        }
        let outsideBefore = try? Data(contentsOf: scratch.url.appendingPathComponent("outside.cache"))
        let damaged = try? Data(contentsOf: file)

        let second = try render("second")
        #expect(!second.timedOut, "\(damage): the second run hung")
        #expect(second.status == 0, "\(damage): exit \(second.status): \(second.stderr.prefix(400))")
        for name in ["multi-script.day.png", "multi-script.night.png"] {
            let a = try Data(contentsOf: scratch.url.appendingPathComponent("first/\(name)"))
            let b = try? Data(contentsOf: scratch.url.appendingPathComponent("second/\(name)"))
            #expect(a == b, "\(damage): \(name) differs from the first run's")
        }
        // fontconfig never read the damaged file: it was removed and the folder rebuilt.
        if [.flippedOffset, .flippedBytes, .truncated].contains(damage) {
            #expect((try? Data(contentsOf: try cacheFile())) != damaged, "\(damage): the damaged cache file was kept")
        }
        // The symlink's target is never written; the cache is sealed again and used by a third run.
        #expect((try? Data(contentsOf: scratch.url.appendingPathComponent("outside.cache"))) == outsideBefore)
        let third = try render("third")
        #expect(third.status == 0)
        var info = stat()
        #expect(lstat(try cacheFile().path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG)
    }

    /// A cache folder that is a symlink, even to `/`, is never written through: one warning,
    /// then the command works without a cache.
    @Test(arguments: ["outside", "/"])
    func aSymlinkedCacheFolderIsNotFollowed(_ target: String) throws {
        let outside = scratch.url.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let destination = target == "/" ? URL(fileURLWithPath: "/") : outside
        try FileManager.default.createSymbolicLink(at: cache.appendingPathComponent("listshot"), withDestinationURL: destination)
        let rootBefore = try FileManager.default.contentsOfDirectory(atPath: "/").sorted()
        let result = try render("out")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.components(separatedBy: "warning: the cache folder").count == 2, "\(result.stderr)")
        #expect(result.stderr.contains("is a symlink"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: "/").sorted() == rootBefore)
    }

    /// A symlink below the cache folder (its `fontconfig` folder) is not followed either.
    @Test func aSymlinkBelowTheCacheFolderIsNotFollowed() throws {
        let outside = scratch.url.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: cache.appendingPathComponent("listshot"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: cache.appendingPathComponent("listshot/fontconfig"), withDestinationURL: outside)
        let result = try render("out")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }

    private func word(_ bytes: [UInt8], _ offset: Int) -> UInt64 {
        (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[offset + $1]) << (8 * UInt64($1)) }
    }
}

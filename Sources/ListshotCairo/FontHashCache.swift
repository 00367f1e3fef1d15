import Foundation
import ListshotImage

/// The SHA-256 of font files, kept between processes, keyed by each file's path, device, inode,
/// size, modification time and status-change time: an unchanged file is not read again, a
/// changed one is, even when it was edited in place with its old size and modification time
/// (`touch -r`), because no one can set the status-change time back.
///
/// The cache lives in the user's cache folder (`$XDG_CACHE_HOME/listshot`, else
/// `~/.cache/listshot`), never in a shared temporary folder. It is a hint only: a missing,
/// unreadable, oversized or malformed cache (or one behind a symlink) is ignored and rebuilt,
/// malformed lines are skipped, and writes are atomic and never follow a symlink (``CacheFile``).
///
/// ```swift
/// let hash = try FontHashCache.shared.sha256(of: "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
/// ```
final class FontHashCache: @unchecked Sendable {
    static let shared = FontHashCache(file: FontHashCache.defaultFile())

    struct Entry: Hashable {
        var identity: RegularFile.Identity
        var sha256: String
    }

    private let lock = NSLock()
    private let file: URL?
    private var entries: [String: Entry]? = nil
    private var dirty = false
    /// Largest cache file read; a few hundred fonts take about 40 kB.
    static let sizeLimit = 1 << 20

    init(file: URL?) { self.file = file }

    /// `$XDG_CACHE_HOME/listshot/font-sha256.txt` or `~/.cache/listshot/font-sha256.txt`.
    static func defaultFile() -> URL? {
        UserCacheFolder.checked?.appendingPathComponent("font-sha256.txt")
    }

    /// The file's SHA-256, from the cache when its identity is unchanged, else read and hashed.
    func sha256(of path: String, limit: Int) throws(FileReadError) -> String {
        let identity = try RegularFile.identity(path)
        lock.lock()
        if entries == nil { entries = load() }
        if let entry = entries?[path], entry.identity == identity {
            lock.unlock()
            return entry.sha256
        }
        lock.unlock()
        let bytes = try RegularFile.read(path, limit: limit)
        let hash = EnvironmentFingerprint.sha256(Data(bytes))
        // Keep the identity seen before reading: a file changed meanwhile is hashed again next time.
        lock.lock()
        entries?[path] = Entry(identity: identity, sha256: hash)
        dirty = true
        lock.unlock()
        return hash
    }

    /// Writes the cache if anything was added; failures are ignored (the cache is only a hint).
    func save() {
        lock.lock()
        defer { lock.unlock() }
        guard dirty, let file, let entries else { return }
        var text = Self.header + "\n"
        for (path, entry) in entries.sorted(by: { $0.key < $1.key }) where !path.contains("\n") {
            let id = entry.identity
            text += "\(entry.sha256) \(id.device) \(id.inode) \(id.size) \(id.modifiedNanoseconds) \(id.changedNanoseconds) \(path)\n"
        }
        // The folder is the checked cache folder (``UserCacheFolder``); a missing one is made
        // private, never through a symlink (mkdir does not follow one).
        let folder = file.deletingLastPathComponent().path
        _ = mkdir(folder, 0o700)
        if CacheFile.write(Array(text.utf8), to: file.path) { dirty = false }
    }

    /// Parses the cache file; anything malformed is skipped.
    private func load() -> [String: Entry] {
        guard let file, let bytes = CacheFile.read(file.path, limit: Self.sizeLimit) else { return [:] }
        return Self.parse(bytes)
    }

    /// The first line of the cache file; version 1 had no status-change time and is ignored.
    static let header = "listshot-font-sha256 2"

    /// The entries of a cache file; malformed lines are skipped, and a file without the header
    /// line gives none. Split as bytes: splitting the text into Characters took longer than the
    /// rest of `listshot fingerprint`.
    static func parse(_ bytes: [UInt8]) -> [String: Entry] {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: true)[...]
        guard let header = lines.first, header.elementsEqual(Self.header.utf8) else { return [:] }
        lines = lines.dropFirst()
        @inline(__always) func text(_ field: ArraySlice<UInt8>) -> String { String(decoding: field, as: UTF8.self) }
        var result: [String: Entry] = [:]
        for line in lines {
            // A path is at most PATH_MAX bytes: a longer line is not one this cache wrote.
            guard line.count <= 4096 + 200 else { continue }
            let fields = line.split(separator: 0x20, maxSplits: 6, omittingEmptySubsequences: false)
            guard fields.count == 7, fields[0].count == 64, fields[0].allSatisfy({ Self.isHexDigit($0) }),
                  let device = UInt64(text(fields[1])), let inode = UInt64(text(fields[2])), let size = Int(text(fields[3])),
                  let modified = Int64(text(fields[4])), let changed = Int64(text(fields[5])), fields[6].first == UInt8(ascii: "/"),
                  let path = String(validating: fields[6], as: UTF8.self) else { continue }
            result[path] = Entry(identity: RegularFile.Identity(device: device, inode: inode, size: size,
                                                                 modifiedNanoseconds: modified, changedNanoseconds: changed),
                                 sha256: text(fields[0]))
        }
        return result
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }
}

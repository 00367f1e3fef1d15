import Foundation
import ListshotImage
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A private folder of symlinks to a catalog's font files, so fontconfig can cache its scan.
///
/// fontconfig keeps binary caches of folders, never of files added one by one: adding the stock
/// files one by one scans each with FreeType in every process. This folder holds one symlink
/// per catalog file, named `NN-basename` so that fontconfig's alphabetical scan order is the
/// catalog order, and is itself named by a key over each file's path and identity (device,
/// inode, size, modification and status-change times): a changed font file makes a new folder that fontconfig scans
/// once. Folders are built under a temporary name and renamed into place, so parallel processes
/// never see half of one, and an existing folder is used only when it holds exactly the expected
/// symlinks with exactly the expected targets.
///
/// ```swift
/// let set = try FontSetDirectory.prepare(catalog: .debian, root: cacheRoot, fontconfigVersion: FcGetVersion())
/// FcConfigAppFontAddDir(config, set.path)   // after the first run, reads fontconfig's cache
/// ```
struct FontSetDirectory: Sendable {
    /// One symlink: its name in the folder and the catalog file it points at.
    struct Entry: Sendable, Hashable {
        var name: String
        var target: String
    }

    /// The folder, `<root>/sets/<key>`.
    let path: String
    /// One entry per catalog file, in catalog order.
    let entries: [Entry]
    /// Whether this call built the folder (fontconfig has not scanned it yet).
    let created: Bool
    /// Older set folders this call removed to keep at most ``limit``.
    let pruned: [String]

    /// How many set folders are kept; creating one more removes the least recently modified.
    static let limit = 16
    /// Changes whenever the folder layout or the key's contents change.
    static let versionTag = "listshot-fontset 2"

    /// `<user cache>/listshot/fontconfig`, holding `sets/` and fontconfig's own `cache/`.
    static func defaultRoot() -> URL? {
        UserCacheFolder.checked?.appendingPathComponent("fontconfig")
    }

    /// The folder fontconfig writes its caches to, beside the sets.
    static func fontconfigCache(root: URL) -> String { root.path + "/cache" }

    /// The seal of that folder's files (``FontconfigCacheSeal``).
    static func fontconfigSeal(root: URL) -> String { root.path + "/cache.seal" }

    /// The set folder for `catalog` under `root`, reused when intact, else built; throws when
    /// no usable folder can be had (the caller then scans the files themselves).
    static func prepare(catalog: FontCatalog, root: URL, fontconfigVersion: Int32) throws(FontSetUnusable) -> FontSetDirectory {
        let root = root.path
        let sets = root + "/sets"
        let base = (root as NSString).deletingLastPathComponent
        try PrivateFolder.make(sets, below: base)
        try PrivateFolder.make(root + "/cache", below: base)
        let entries = try entries(for: catalog)
        let key = try key(for: catalog, fontconfigVersion: fontconfigVersion)
        let path = sets + "/" + key
        if PrivateFolder.holdsExactly(path, entries) {
            return FontSetDirectory(path: path, entries: entries, created: false, pruned: [])
        }
        // Missing or not what it should be: remove whatever is there (never following links).
        try PrivateFolder.remove(path)
        guard try build(path, in: sets, entries: entries) else {
            return FontSetDirectory(path: path, entries: entries, created: false, pruned: [])
        }
        return FontSetDirectory(path: path, entries: entries, created: true, pruned: prune(sets, keeping: key))
    }

    /// The symlinks for `catalog`: a zero-padded index, then the file's name (unusual bytes
    /// replaced, at most 100 of them), pointing at the file's absolute path.
    static func entries(for catalog: FontCatalog) throws(FontSetUnusable) -> [Entry] {
        let width = max(2, String(catalog.files.count).count)
        var result: [Entry] = []
        for (index, file) in catalog.files.enumerated() {
            guard file.path.hasPrefix("/"), !file.path.utf8.contains(0) else {
                throw FontSetUnusable(reason: "\(file.path) is not an absolute path")
            }
            let number = String(index)
            let base = file.path.utf8.split(separator: UInt8(ascii: "/")).last ?? []
            let safe = String(decoding: base.prefix(100).map { byte in Self.isPlain(byte) ? byte : UInt8(ascii: "_") },
                              as: UTF8.self)
            result.append(Entry(name: String(repeating: "0", count: width - number.count) + number + "-" + safe,
                                target: file.path))
        }
        return result
    }

    /// Whether `byte` is kept as is in a symlink's name: ASCII letters, digits and `._+-`.
    private static func isPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "+"), UInt8(ascii: "-"): return true
        default: return false
        }
    }

    /// Hex SHA-256 over the version tag, fontconfig's version, and each file's index, path and
    /// identity: any change to a file's content (through its identity) names a new folder.
    static func key(for catalog: FontCatalog, fontconfigVersion: Int32) throws(FontSetUnusable) -> String {
        var text = "\(versionTag)\nfontconfig \(fontconfigVersion)\nfiles \(catalog.files.count)\n"
        for (index, file) in catalog.files.enumerated() {
            let id: RegularFile.Identity
            do { id = try RegularFile.identity(file.path) } catch {
                throw FontSetUnusable(reason: error.description)
            }
            // Paths hold no NUL, so it ends each one unambiguously.
            text += "\(index) \(id.device) \(id.inode) \(id.size) \(id.modifiedNanoseconds) \(id.changedNanoseconds) \(file.path)\0\n"
        }
        return SHA256.hex(Array(text.utf8))
    }

    /// Builds the folder under a unique temporary name beside it and renames it into place
    /// (`true`); when another process got there first, keeps theirs if it is intact (`false`).
    private static func build(_ path: String, in sets: String, entries: [Entry]) throws(FontSetUnusable) -> Bool {
        let temporary = try PrivateFolder.makeTemporary(in: sets)
        for entry in entries where symlink(entry.target, temporary + "/" + entry.name) != 0 {
            let reason = "cannot make a symlink in \(temporary): \(PrivateFolder.errorText(errno))"
            try? PrivateFolder.remove(temporary)
            throw FontSetUnusable(reason: reason)
        }
        guard rename(temporary, path) != 0 else { return true }
        let code = errno
        try? PrivateFolder.remove(temporary)
        guard code == EEXIST || code == ENOTEMPTY, PrivateFolder.holdsExactly(path, entries) else {
            throw FontSetUnusable(reason: "cannot rename the new set into \(path): \(PrivateFolder.errorText(code))")
        }
        return false
    }
}

/// Why a font set folder cannot be used; the caller then adds the font files one by one.
struct FontSetUnusable: Error, Sendable, Equatable {
    var reason: String
}

import Foundation
import ListshotImage
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Lets fontconfig read only cache files Listshot can prove it wrote.
///
/// fontconfig maps its binary cache files into memory and follows the offsets in them without
/// checking: a few flipped bytes crash every later process. So after fontconfig has written
/// the folder, Listshot records the name, size and SHA-256 of each file in a seal beside the
/// folder (`fontconfig/cache.seal`, written atomically), and before fontconfig may read the
/// folder every file in it must match the seal. On any mismatch (a changed, truncated or extra
/// file, a missing seal, a symlink, FIFO or anything that is not a regular file of this user)
/// every entry of the folder is unlinked, never following a symlink, and fontconfig rebuilds it
/// (docs/fonts.md, "The cache folder").
///
/// ```swift
/// let seal = try FontconfigCacheSeal.check(folder: root + "/cache", seal: root + "/cache.seal")
/// // … fontconfig reads and writes the folder …
/// seal.update()
/// ```
struct FontconfigCacheSeal {
    /// One sealed file.
    struct File: Hashable {
        var name: String
        var size: Int
        var sha256: String
    }

    let folder: String
    let sealPath: String
    /// What the folder held when checked, with each file's identity (to skip hashing it again).
    private(set) var known: [String: (identity: RegularFile.Identity, file: File)]

    static let header = "listshot-fontconfig-seal 1"
    /// Largest seal read, and largest cache file hashed: fontconfig's caches of a font set are
    /// tens of kilobytes.
    static let sealLimit = 1 << 20
    static let fileLimit = 64 << 20

    /// Checks `folder` against the seal at `seal`; empties the folder when they disagree. Throws
    /// when the folder cannot be listed or emptied (then no cache is used at all).
    static func check(folder: String, seal: String) throws(FontSetUnusable) -> FontconfigCacheSeal {
        let sealed = CacheFile.read(seal, limit: sealLimit).map(parse) ?? nil
        guard let listing = list(folder) else { throw FontSetUnusable(reason: "cannot read \(folder)") }
        var known: [String: (identity: RegularFile.Identity, file: File)] = [:]
        var intact = sealed != nil || listing.isEmpty
        for entry in listing where intact {
            guard let sealed, let expected = sealed[entry.name], entry.isRegular,
                  entry.identity.size == expected.size, entry.hash == expected.sha256 else {
                intact = false
                break
            }
            known[entry.name] = (entry.identity, expected)
        }
        if !intact {
            guard empty(folder) else { throw FontSetUnusable(reason: "cannot empty \(folder), whose files do not match their seal") }
            unlink(seal)
            known = [:]
        }
        return FontconfigCacheSeal(folder: folder, sealPath: seal, known: known)
    }

    /// Seals what the folder holds now, after fontconfig used it; writes only when it changed.
    func update() {
        guard let listing = FontconfigCacheSeal.list(folder, known: known) else { return }
        var files: [File] = []
        for entry in listing {
            guard entry.isRegular, let hash = entry.hash else {
                // Not something fontconfig wrote: next time the folder is emptied.
                unlink(sealPath)
                return
            }
            files.append(File(name: entry.name, size: entry.identity.size, sha256: hash))
        }
        guard Set(files) != Set(known.values.map(\.file)) || CacheFile.read(sealPath, limit: Self.sealLimit) == nil else { return }
        var text = Self.header + "\n"
        for file in files.sorted(by: { $0.name < $1.name }) { text += "\(file.sha256) \(file.size) \(file.name)\n" }
        CacheFile.write(Array(text.utf8), to: sealPath)
    }

    /// The seal's files by name; `nil` when it is not a seal.
    static func parse(_ bytes: [UInt8]) -> [String: File]? {
        var lines = bytes.split(separator: 0x0A)[...]
        guard let first = lines.first, first.elementsEqual(header.utf8) else { return nil }
        lines = lines.dropFirst()
        var files: [String: File] = [:]
        for line in lines {
            let fields = line.split(separator: 0x20, maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3, fields[0].count == 64, let size = Int(String(decoding: fields[1], as: UTF8.self)),
                  let name = String(validating: fields[2], as: UTF8.self), !name.contains("/") else { return nil }
            files[name] = File(name: name, size: size, sha256: String(decoding: fields[0], as: UTF8.self))
        }
        return files
    }

    /// One entry of the folder, not followed: its status, and its SHA-256 when it is a regular
    /// file of this user.
    struct Entry {
        var name: String
        var isRegular: Bool
        var identity: RegularFile.Identity
        var hash: String?
    }

    /// The folder's entries; files whose identity is in `known` take the hash recorded there.
    static func list(_ folder: String, known: [String: (identity: RegularFile.Identity, file: File)] = [:]) -> [Entry]? {
        PrivateFolder.withFolder(folder) { fd, names in
            names.map { name -> Entry in
                var info = stat()
                guard fstatat(fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
                    return Entry(name: name, isRegular: false, identity: RegularFile.identity(of: stat()), hash: nil)
                }
                let identity = RegularFile.identity(of: info)
                let regular = info.st_mode & S_IFMT == S_IFREG && info.st_uid == geteuid()
                guard regular else { return Entry(name: name, isRegular: false, identity: identity, hash: nil) }
                if let seen = known[name], seen.identity == identity { return Entry(name: name, isRegular: true, identity: identity, hash: seen.file.sha256) }
                return Entry(name: name, isRegular: true, identity: identity, hash: hash(name, in: fd))
            }
        }
    }

    /// SHA-256 of the regular file `name` in the folder `fd`, opened without following a link.
    private static func hash(_ name: String, in fd: Int32) -> String? {
        let file = openat(fd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var info = stat()
        guard fstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= fileLimit else { return nil }
        var digest = SHA256.Digest()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            buffer.withUnsafeBytes { digest.update(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
        }
        return digest.finalize()
    }

    /// Unlinks every entry of the folder that is not a folder (symlinks themselves, never their
    /// targets); `false` when one cannot be removed or a folder is inside.
    private static func empty(_ folder: String) -> Bool {
        PrivateFolder.withFolder(folder) { fd, names in
            names.allSatisfy { name in
                var info = stat()
                guard fstatat(fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return errno == ENOENT }
                return info.st_mode & S_IFMT != S_IFDIR && (unlinkat(fd, name, 0) == 0 || errno == ENOENT)
            }
        } ?? false
    }
}

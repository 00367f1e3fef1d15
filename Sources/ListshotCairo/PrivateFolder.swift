import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Folder operations for the font set cache that never follow a symlink they did not make:
/// private folders (mode 0700, owned by this user), listing what one holds, removing one.
///
/// Folders are opened with `O_NOFOLLOW` and their entries read, checked and unlinked relative to
/// that descriptor, so a folder swapped for a symlink is refused and removing a folder of
/// symlinks removes the links, never their targets.
///
/// ```swift
/// try PrivateFolder.make("/home/me/.cache/listshot/fontconfig/sets", below: "/home/me/.cache/listshot")
/// try PrivateFolder.remove("/home/me/.cache/listshot/fontconfig/sets/<key>")
/// ```
enum PrivateFolder {
    /// One entry of a folder, not followed if it is a symlink.
    struct Child {
        var name: String
        var info: stat

        var isDirectory: Bool { info.st_mode & S_IFMT == S_IFDIR }
        var modifiedNanoseconds: Int64 {
            #if canImport(Darwin)
            Int64(info.st_mtimespec.tv_sec) &* 1_000_000_000 &+ Int64(info.st_mtimespec.tv_nsec)
            #else
            Int64(info.st_mtim.tv_sec) &* 1_000_000_000 &+ Int64(info.st_mtim.tv_nsec)
            #endif
        }
    }

    /// Makes `path` if needed, one component at a time below `base`, each a real folder (never
    /// a symlink) owned by this user, new ones with mode 0700; `base` itself is made as needed
    /// (it is ``UserCacheFolder``'s, checked there). Checking every component, not only the
    /// last, is what keeps a symlink planted at `base/fontconfig` from being followed.
    static func make(_ path: String, below base: String) throws(FontSetUnusable) {
        guard path.hasPrefix(base + "/") else { throw FontSetUnusable(reason: "\(path) is not inside \(base)") }
        var info = stat()
        if lstat(base, &info) != 0 {
            try? FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true,
                                                     attributes: [.posixPermissions: 0o700])
        }
        var current = base
        for component in path.dropFirst(base.count + 1).split(separator: "/") {
            current += "/" + component
            if lstat(current, &info) != 0 {
                guard errno == ENOENT, mkdir(current, 0o700) == 0 || errno == EEXIST, lstat(current, &info) == 0 else {
                    throw FontSetUnusable(reason: "cannot make \(current): \(errorText(errno))")
                }
            }
            if let problem = problem(with: info) { throw FontSetUnusable(reason: "\(current) \(problem)") }
        }
    }

    /// What makes a cache folder with status `info` (from `lstat`) unusable, or `nil`.
    static func problem(with info: stat) -> String? {
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return info.st_uid == geteuid() ? nil : "belongs to another user"
        case S_IFLNK: return "is a symlink"
        default: return "is not a folder"
        }
    }

    /// A new, uniquely named private folder `parent/.tmp-XXXXXX`.
    static func makeTemporary(in parent: String) throws(FontSetUnusable) -> String {
        var template = Array((parent + "/.tmp-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }) else {
            throw FontSetUnusable(reason: "cannot make a temporary folder in \(parent): \(errorText(errno))")
        }
        return String(cString: made)
    }

    /// Whether `path` is a folder owned by this user holding exactly `entries`: no other names,
    /// each a symlink whose text is exactly the expected target.
    static func holdsExactly(_ path: String, _ entries: [FontSetDirectory.Entry]) -> Bool {
        var expected = Dictionary(entries.map { ($0.name, $0.target) }, uniquingKeysWith: { first, _ in first })
        guard expected.count == entries.count else { return false }
        let intact = withFolder(path) { fd, names -> Bool in
            var info = stat()
            guard fstat(fd, &info) == 0, info.st_uid == geteuid() else { return false }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            for name in names {
                guard let target = expected.removeValue(forKey: name) else { return false }
                let matches = buffer.withUnsafeMutableBufferPointer { room -> Bool in
                    guard let base = room.baseAddress else { return false }
                    let length = readlinkat(fd, name, base, room.count)
                    return length >= 0 && length < room.count
                        && UnsafeRawBufferPointer(start: base, count: length).elementsEqual(target.utf8)
                }
                guard matches else { return false }
            }
            return expected.isEmpty
        }
        return intact ?? false
    }

    /// Every entry of the folder at `path`, not following symlinks; `nil` when it cannot be read.
    static func children(_ path: String) -> [Child]? {
        withFolder(path) { fd, names in
            names.compactMap { name in
                var info = stat()
                return fstatat(fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0 ? Child(name: name, info: info) : nil
            }
        }
    }

    /// Removes `path`: a symlink or file itself, or a folder's symlinks and files and then the
    /// folder. A folder holding a folder is left alone (nothing here makes nested folders).
    /// Nothing at `path` is fine.
    static func remove(_ path: String) throws(FontSetUnusable) {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT { return }
            throw FontSetUnusable(reason: "cannot inspect \(path): \(errorText(errno))")
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            guard unlink(path) == 0 || errno == ENOENT else { throw FontSetUnusable(reason: "cannot remove \(path): \(errorText(errno))") }
            return
        }
        let emptied = withFolder(path) { fd, names -> Bool in
            for name in names {
                var entry = stat()
                guard fstatat(fd, name, &entry, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
                guard entry.st_mode & S_IFMT != S_IFDIR, unlinkat(fd, name, 0) == 0 || errno == ENOENT else { return false }
            }
            return true
        }
        guard emptied == true, rmdir(path) == 0 || errno == ENOENT else {
            throw FontSetUnusable(reason: "cannot remove \(path)")
        }
    }

    /// `body` with a descriptor of the folder at `path` (opened without following a symlink)
    /// and the names in it; `nil` when it cannot be opened.
    static func withFolder<T>(_ path: String, _ body: (Int32, [String]) -> T) -> T? {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        let copy = dup(fd)
        guard copy >= 0 else { return nil }
        guard let listing = fdopendir(copy) else {
            close(copy)
            return nil
        }
        var names: [String] = []
        while let entry = readdir(listing) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        closedir(listing)
        return body(fd, names)
    }

    /// `strerror` for `code`.
    static func errorText(_ code: Int32) -> String {
        strerror(code).map { String(cString: $0) } ?? "error \(code)"
    }
}

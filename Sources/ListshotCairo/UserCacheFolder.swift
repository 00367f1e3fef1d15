import Foundation
import ListshotCore
import ListshotText
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The user's cache folder for Listshot: `$XDG_CACHE_HOME/listshot`, else `~/.cache/listshot`.
///
/// Only absolute values count, and there is no shared temporary fallback: another user could
/// plant files in one. The `listshot` folder must be a real folder owned by this user (made
/// with mode 0700 when missing): a symlink there, or a folder of another user, is never used,
/// and Listshot works without a cache after one warning (docs/fonts.md, "The cache folder").
/// Everything below it is made and checked one component at a time by ``PrivateFolder`` and
/// read and written by ``CacheFile``, never through a symlink.
///
/// ```swift
/// let folder = UserCacheFolder.checked   // /home/me/.cache/listshot, or nil
/// ```
enum UserCacheFolder {
    /// The usable cache folder of this process, checked once; `nil` means no cache.
    static let checked: URL? = {
        guard let folder = listshot() else { return nil }
        switch check(folder.path) {
        case nil: return folder
        case let problem?:
            warn("warning: the cache folder \(folder.path.escapingControlCharacters) \(problem): Listshot works without a cache. "
                 + "Remove it (Listshot makes a new one) or set XDG_CACHE_HOME to a folder of yours.\n")
            return nil
        }
    }()

    /// Where the cache folder would be, unchecked.
    static func listshot(xdgCacheHome: String? = variable("XDG_CACHE_HOME"), home: String? = variable("HOME")) -> URL? {
        if let xdgCacheHome, xdgCacheHome.hasPrefix("/") {
            return URL(fileURLWithPath: xdgCacheHome).appendingPathComponent("listshot")
        }
        guard let home, home.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/listshot")
    }

    /// Makes `path` (mode 0700; its parent, the user's own cache folder, as needed) and checks
    /// it: `nil` when usable, else what is wrong with it.
    static func check(_ path: String) -> String? {
        var info = stat()
        if lstat(path, &info) != 0 {
            guard errno == ENOENT else { return "cannot be inspected (\(PrivateFolder.errorText(errno)))" }
            let parent = (path as NSString).deletingLastPathComponent
            try? FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true,
                                                     attributes: [.posixPermissions: 0o700])
            guard mkdir(path, 0o700) == 0 || errno == EEXIST else {
                return "cannot be made (\(PrivateFolder.errorText(errno)))"
            }
            guard lstat(path, &info) == 0 else { return "cannot be inspected (\(PrivateFolder.errorText(errno)))" }
        }
        return PrivateFolder.problem(with: info)
    }

    /// One environment variable (`getenv`: no copy of the whole environment).
    static func variable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Writes `text` to standard error (the library has no other channel for this warning).
    private static func warn(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}

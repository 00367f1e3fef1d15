import Foundation

/// The user's cache folder for Listshot: `$XDG_CACHE_HOME/listshot`, else `~/.cache/listshot`.
///
/// Only absolute values count, and there is no shared temporary fallback: another user could
/// plant files in one. `nil` means no cache at all, and callers work without one.
///
/// ```swift
/// let folder = UserCacheFolder.listshot()   // /home/me/.cache/listshot
/// ```
enum UserCacheFolder {
    static func listshot(xdgCacheHome: String? = variable("XDG_CACHE_HOME"), home: String? = variable("HOME")) -> URL? {
        if let xdgCacheHome, xdgCacheHome.hasPrefix("/") {
            return URL(fileURLWithPath: xdgCacheHome).appendingPathComponent("listshot")
        }
        guard let home, home.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/listshot")
    }

    /// One environment variable (`getenv`: no copy of the whole environment).
    static func variable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}

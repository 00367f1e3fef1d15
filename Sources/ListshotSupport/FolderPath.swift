import Foundation

/// Whether a path lies in a folder, by whole path components (`/cat/ab` is not in `/cat/a`), and
/// paths with every symbolic link resolved, for checks that a file stays inside a folder.
///
/// ```swift
/// FolderPath.contains("/cat", "/cat/views/a.yaml")   // true
/// FolderPath.contains("/cat", "/catalog/a.yaml")     // false
/// FolderPath.containsResolved("/cat", "/cat/lnk/a.yaml")   // false when lnk -> ../outside
/// ```
public enum FolderPath {
    /// Whether `path` is `folder` itself (when `orEqual`) or lies below it; both already standardized.
    public static func contains(_ folder: String, _ path: String, orEqual: Bool = false) -> Bool {
        if orEqual, path == folder { return true }
        return path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// Whether `path`, once every symbolic link in it is resolved, lies in `folder` (resolved too):
    /// a link inside the folder that points out of it is outside (docs/preview.md, "Safety").
    public static func containsResolved(_ folder: String, _ path: String, orEqual: Bool = false) -> Bool {
        contains(resolved(folder), resolved(path), orEqual: orEqual)
    }

    /// `path` made absolute with every component's symbolic links resolved (`realpath(3)`); of a
    /// path that does not exist, the deepest part that does is resolved and the rest kept.
    public static func resolved(_ path: String) -> String {
        let standard = URL(fileURLWithPath: path).standardized.path
        if let real = realpath(standard, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        let parent = (standard as NSString).deletingLastPathComponent
        guard !parent.isEmpty, parent != standard else { return standard }
        return (resolved(parent) as NSString).appendingPathComponent((standard as NSString).lastPathComponent)
    }
}

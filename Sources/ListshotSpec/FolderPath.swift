/// Whether a path lies in a folder, by whole path components (`/cat/ab` is not in `/cat/a`).
///
/// ```swift
/// FolderPath.contains("/cat", "/cat/views/a.yaml")   // true
/// FolderPath.contains("/cat", "/catalog/a.yaml")     // false
/// ```
enum FolderPath {
    /// Whether `path` is `folder` itself (when `orEqual`) or lies below it; both already standardized.
    static func contains(_ folder: String, _ path: String, orEqual: Bool = false) -> Bool {
        if orEqual, path == folder { return true }
        return path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}

import Foundation
import Listshot

/// Reference keys (`mistica/boxed-cells.night`) name files inside a catalog. Keys read from a
/// manifest or a report come from pull requests, so each is checked before it becomes a path:
/// relative, no `.`/`..` or hidden segments, and every segment a valid ``CatalogName`` (no
/// backslashes, control, bidirectional or invisible characters).
///
/// ```swift
/// CatalogKey.problem(with: "../victim/x.day")   // "points outside the catalog"
/// ```
public enum CatalogKey {
    /// The longest key accepted.
    public static let maximumLength = 1024

    /// Why `key` cannot name a file in a catalog, or nil when it can.
    public static func problem(with key: String) -> String? {
        if key.isEmpty { return "is empty" }
        if key.utf8.count > maximumLength { return "is longer than \(maximumLength) bytes" }
        if key.hasPrefix("/") || key.hasPrefix("~") { return "is an absolute path, outside the catalog" }
        for segment in key.split(separator: "/", omittingEmptySubsequences: false) {
            if let problem = CatalogName.problem(withComponent: segment) { return problem }
            if segment == ".." { return "points outside the catalog" }
            if segment.isEmpty || segment == "." { return "has an empty or '.' path segment" }
            if segment.hasPrefix(".") { return "names a hidden file or folder" }
        }
        return nil
    }

    /// The path of `key + suffix` under `root`, or nil when it would not stay inside the catalog
    /// (also after following symbolic links in the folders on the way).
    public static func path(_ key: String, suffix: String, in root: String) -> String? {
        guard problem(with: key) == nil else { return nil }
        let rootURL = URL(fileURLWithPath: root).standardizedFileURL.resolvingSymlinksInPath()
        let file = rootURL.appendingPathComponent(key + suffix)
        let folder = file.deletingLastPathComponent().resolvingSymlinksInPath().path
        let base = rootURL.path.hasSuffix("/") ? rootURL.path : rootURL.path + "/"
        guard folder == rootURL.path || folder.hasPrefix(base) else { return nil }
        return file.path
    }
}

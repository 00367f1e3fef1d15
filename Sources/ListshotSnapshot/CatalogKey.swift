import Foundation

/// Reference keys (`mistica/boxed-cells.night`) name files inside a catalog. Keys read from a
/// manifest or a report come from pull requests, so each is checked before it becomes a path:
/// relative, no `.`/`..` or hidden segments, no backslashes or control characters.
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
        if key.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0 == "\\" }) {
            return "contains a control character or a backslash"
        }
        for segment in key.split(separator: "/", omittingEmptySubsequences: false) {
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

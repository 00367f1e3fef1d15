import Foundation

/// Paths inside a catalog folder.
public enum CatalogPath {
    /// `path` relative to `base`: "" when they are the same folder, the path itself when it lies
    /// outside `base`.
    ///
    /// ```swift
    /// CatalogPath.relative("Snapshots/mistica/x.png", to: "Snapshots")   // "mistica/x.png"
    /// ```
    public static func relative(_ path: String, to base: String) -> String {
        let p = URL(fileURLWithPath: path).standardized.path, b = URL(fileURLWithPath: base).standardized.path
        if p == b { return "" }
        return p.hasPrefix(b + "/") ? String(p.dropFirst(b.count + 1)) : p
    }

    /// The catalog-relative path of `fileName` placed beside the spec at `specFile`.
    public static func beside(_ specFile: String, fileName: String, in catalog: String) -> String {
        let folder = relative((specFile as NSString).deletingLastPathComponent, to: catalog)
        return folder.isEmpty ? fileName : folder + "/" + fileName
    }
}

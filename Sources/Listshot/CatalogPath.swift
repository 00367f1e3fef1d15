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

    /// `path` relative to the folder `base`, climbing with `../` where it lies outside `base`
    /// (both made absolute and standardized first; no symbolic link is followed).
    ///
    /// ```swift
    /// CatalogPath.walk(from: "/c/specs", to: "/c/images/a.png")   // "../images/a.png"
    /// ```
    public static func walk(from base: String, to path: String) -> String {
        let target = URL(fileURLWithPath: path).standardized.pathComponents
        let origin = URL(fileURLWithPath: base).standardized.pathComponents
        var shared = 0
        while shared < min(target.count, origin.count), target[shared] == origin[shared] { shared += 1 }
        let parts = Array(repeating: "..", count: origin.count - shared) + target[shared...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}

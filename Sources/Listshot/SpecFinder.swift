import Foundation

/// Finds spec files: the files given, and every `.yaml`, `.yml` or `.json` under folders given,
/// sorted by path so every run sees the same order. Inside a folder it skips hidden files and
/// folders (`.listshot`), display-list sidecars, Listshot's own output folders, folders
/// named `Themes`, which hold a project's theme files, never specs (docs/fonts.md), and asset
/// catalogs (`*.xcassets`, whose `Contents.json` files describe images for SwiftUI's `Image`, docs/assets.md).
///
/// ```swift
/// let specs = try SpecFinder.find(["Snapshots"])
/// ```
public enum SpecFinder {
    static let extensions: Set<String> = ["yaml", "yml", "json"]
    /// The folder name ``ThemeLocator`` searches beside and above a spec; never read as specs.
    public static let themeFolderName = "Themes"
    /// The folder name components are found in (docs/views.md); its files are components, never specs.
    public static let componentFolderName = "Components"

    public static func find(_ paths: [String]) throws(ListshotError) -> [String] {
        var result: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw .io(path: path, message: "no such file or folder. Give a spec file or a catalog folder.")
            }
            guard isDirectory.boolValue else {
                result.append(path)
                continue
            }
            guard let enumerator = FileManager.default.enumerator(atPath: path) else { continue }
            var found: [String] = []
            while let relative = enumerator.nextObject() as? String {
                let url = URL(fileURLWithPath: relative)
                // Listshot's own output (reports, renders, galleries) is never read as specs.
                // Nor is a theme folder: its .json files are themes (docs/fonts.md).
                if (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory,
                   url.lastPathComponent == themeFolderName || url.lastPathComponent == componentFolderName
                    || url.pathExtension.lowercased() == "xcassets"
                    || OutputFolder.isOutput((path as NSString).appendingPathComponent(relative)) {
                    enumerator.skipDescendants()
                    continue
                }
                let hidden = url.pathComponents.contains { $0.hasPrefix(".") }
                let sidecar = relative.hasSuffix(".layout.json")
                if !hidden, !sidecar, extensions.contains(url.pathExtension.lowercased()) {
                    found.append((path as NSString).appendingPathComponent(relative))
                }
            }
            if found.isEmpty {
                throw .io(path: path, message: "holds no spec files (.yaml, .yml or .json). Add a spec, or point at another folder.")
            }
            result.append(contentsOf: found.sorted())
        }
        return result
    }
}

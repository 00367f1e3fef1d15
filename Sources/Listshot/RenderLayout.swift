import Foundation

/// Where `listshot render` writes: a spec given as a file puts its outputs straight under `--out`;
/// a spec found in a folder given puts them at its path relative to that folder, so a catalog
/// renders like the catalog it is (`render Snapshots --out out` writes
/// `out/backpack/rtl-dynamic-type.day.png` beside `out/listkit/rtl-dynamic-type.day.png`).
///
/// ```swift
/// for spec in try RenderLayout.specs(["Snapshots"]) {
///     print(spec.file, spec.folder)   // "Snapshots/backpack/cards.yaml", "backpack"
/// }
/// ```
public enum RenderLayout {
    /// A spec file to render and the folder under `--out` its outputs go to ("" for `--out` itself).
    public struct Spec: Sendable, Hashable {
        public var file: String
        public var folder: String

        /// The output file `name` of this spec under `out`.
        public func output(_ name: String, in out: String) -> String {
            let directory = folder.isEmpty ? out : (out as NSString).appendingPathComponent(folder)
            return (directory as NSString).appendingPathComponent(name)
        }
    }

    /// The spec files of `arguments` (files, or folders searched by ``SpecFinder``), each with
    /// its folder relative to the argument it was found under.
    public static func specs(_ arguments: [String]) throws(ListshotError) -> [Spec] {
        var result: [Spec] = []
        for argument in arguments {
            var isDirectory: ObjCBool = false
            let folderGiven = FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) && isDirectory.boolValue
            for file in try SpecFinder.find([argument]) {
                guard folderGiven else {
                    result.append(Spec(file: file, folder: ""))
                    continue
                }
                let folder = CatalogPath.relative((file as NSString).deletingLastPathComponent, to: argument)
                try checkInside(folder, file: file, argument: argument)
                result.append(Spec(file: file, folder: folder))
            }
        }
        return result
    }

    /// Never a path that leaves `--out`: plain names only (discovery gives nothing else; this
    /// holds whatever the file system reports).
    static func checkInside(_ folder: String, file: String, argument: String) throws(ListshotError) {
        let parts = folder.split(separator: "/", omittingEmptySubsequences: false)
        guard folder.isEmpty || (!folder.hasPrefix("/") && !parts.contains { $0.isEmpty || $0 == "." || $0 == ".." }) else {
            throw .io(path: file, message: "does not lie inside \(argument), so its output would leave --out. Render it by its own path.")
        }
    }
}

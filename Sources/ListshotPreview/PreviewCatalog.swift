import Foundation
import Listshot

/// The specs a preview serves: each spec file under the served folder, by its path relative to
/// that folder. Pages and images are looked up by that relative path in this table, never joined
/// onto a folder, so no request can name a file outside it (docs/preview.md, "Safety").
///
/// ```swift
/// let catalog = try PreviewCatalog(root: URL(fileURLWithPath: "Snapshots"))
/// catalog.specs["mistica/boxed-cells.yaml"]   // the absolute path of that spec
/// ```
package struct PreviewCatalog: Sendable, Equatable {
    /// The most specs one preview serves; more are left out and the index says so.
    package static let specLimit = 2_000

    /// The served folder, absolute, symlinks resolved.
    package var root: URL
    /// Relative path → absolute path of each spec, in path order.
    package var specs: [String: String]
    /// The relative paths in order.
    package var names: [String]
    /// Specs found beyond ``specLimit``.
    package var leftOut: Int

    /// Lists the specs under `root` (or the one spec `root` names when it is a file); `allowEmpty`
    /// (previews are served too) takes a folder without specs as an empty catalog.
    package init(root: URL, single: String? = nil, allowEmpty: Bool = false) throws(ListshotError) {
        self.root = root
        var files: [String] = []
        if let single { files = [single] } else {
            do { files = try SpecFinder.find([root.path]) } catch .io(_, let message) where allowEmpty && message.hasPrefix("holds no spec files") {
                files = []
            }
        }
        var specs: [String: String] = [:]
        var names: [String] = []
        var leftOut = 0
        for file in files {
            guard let relative = Self.relative(file, to: root) else { continue }
            guard names.count < Self.specLimit else { leftOut += 1; continue }
            specs[relative] = file
            names.append(relative)
        }
        self.specs = specs; self.names = names; self.leftOut = leftOut
    }

    /// `file`'s path inside `root`, or nil when it is not a regular file there once symlinks are
    /// resolved (a symlink out of the folder is never served).
    static func relative(_ file: String, to root: URL) -> String? {
        let resolved = URL(fileURLWithPath: file).resolvingSymlinksInPath().path
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        guard resolved.hasPrefix(prefix) else { return nil }
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved),
              attributes[.type] as? FileAttributeType == .typeRegular else { return nil }
        let given = URL(fileURLWithPath: file).standardizedFileURL.path
        let givenPrefix = URL(fileURLWithPath: root.path).path + "/"
        // The name shown is the path as found (through in-folder symlinks), relative to the root.
        if given.hasPrefix(givenPrefix) { return String(given.dropFirst(givenPrefix.count)) }
        return String(resolved.dropFirst(prefix.count))
    }
}

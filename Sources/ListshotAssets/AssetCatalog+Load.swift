import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding and walking `.xcassets` folders (docs/assets.md, "Finding catalogs", "Hostile input").
///
/// ```swift
/// let catalog = try AssetCatalog.load(from: "MyApp", limits: .init(searchDepth: 4))
/// ```
extension AssetCatalog {
    /// Caps on the folder walks: how deep to look for catalogs under the named folder, how deep a
    /// catalog's groups may nest, and how many folders may be visited in all.
    public struct Limits: Sendable, Hashable {
        public var searchDepth: Int
        public var catalogDepth: Int
        public var folders: Int

        public init(searchDepth: Int = 8, catalogDepth: Int = 16, folders: Int = 20_000) {
            self.searchDepth = searchDepth; self.catalogDepth = catalogDepth; self.folders = folders
        }
    }

    /// Folders never searched for catalogs: build products and dependency checkouts (hidden folders
    /// are skipped too).
    static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// Reads every `.xcassets` folder at or under `path`.
    ///
    /// Throws when the folder itself cannot be used (missing, not a folder, no catalog, a cap
    /// passed); problems with single assets are collected in ``problems`` instead.
    ///
    /// ```swift
    /// let catalog = try AssetCatalog.load(from: "App/Assets.xcassets")
    /// ```
    public static func load(from path: String, limits: Limits = Limits()) throws(AssetError) -> AssetCatalog {
        let root = try SafeFolder(path: path)
        var walker = Walker(root: root, limits: limits)
        let found: [String]
        if (path as NSString).lastPathComponent.hasSuffix(".xcassets") {
            found = [path]
        } else {
            try walker.findCatalogs(in: path, depth: 0)
            found = walker.catalogsFound.sorted()
        }
        guard !found.isEmpty else {
            throw AssetError(file: path, message: "has no .xcassets folder within \(limits.searchDepth) levels (build folders and hidden folders are not searched). Name the app's folder, or the .xcassets folder itself.")
        }
        var catalog = AssetCatalog(root: path, catalogs: found, problems: walker.problems)
        for folder in found {
            var reader = CatalogReader(root: root, catalogPath: folder)
            try reader.readGroup(folder, namespace: "", depth: 0, walker: &walker)
            catalog.merge(reader)
        }
        catalog.problems = walker.problems + catalog.problems
        return catalog
    }

    mutating func merge(_ reader: CatalogReader) {
        problems += reader.problems
        for (name, set) in reader.images {
            if let reason = duplicate(name) { problems.append(AssetError(file: set.variants.first?.image.path ?? reader.catalogPath, message: "image set '\(name)' is left out: \(reason)")) } else { images[name] = set }
        }
        for (name, color) in reader.colors {
            if let reason = duplicate(name) { problems.append(AssetError(file: color.file, message: "colour set '\(name)' is left out: \(reason)")) } else { colors[name] = color }
        }
        for (name, reason) in reader.refused where refused[name] == nil && images[name] == nil && colors[name] == nil {
            refused[name] = reason
        }
    }

    private func duplicate(_ name: String) -> String? {
        guard images[name] != nil || colors[name] != nil else { return nil }
        return "an asset of that name in an earlier catalog (\(catalogs.first ?? root)) wins. Rename one of them."
    }
}

/// The folder walk shared by catalog search and catalog reading: depth and count caps, symlinks
/// followed only when they stay inside the named folder, each real folder visited once.
struct Walker {
    let root: SafeFolder
    let limits: AssetCatalog.Limits
    var visited: Set<String> = []
    var catalogsFound: [String] = []
    var problems: [AssetError] = []

    init(root: SafeFolder, limits: AssetCatalog.Limits) {
        self.root = root; self.limits = limits
    }

    /// Whether `path` is a folder to enter: a real folder, or a symlink to one inside the named
    /// folder, not seen before. Counts it against the folder cap.
    mutating func enter(_ path: String) throws(AssetError) -> Bool {
        guard let kind = SafeFolder.kind(path) else { return false }
        if kind == S_IFLNK {
            guard let real = SafeFolder.resolve(path), SafeFolder.kind(real) == S_IFDIR else { return false }
            guard root.contains(real: real) else {
                problems.append(AssetError(file: path, message: "is a symlink to a folder outside \(root.path), so it is not read. Copy the folder in instead."))
                return false
            }
            return try mark(real, path)
        }
        guard kind == S_IFDIR, let real = SafeFolder.resolve(path) else { return false }
        return try mark(real, path)
    }

    private mutating func mark(_ real: String, _ path: String) throws(AssetError) -> Bool {
        guard visited.insert(real).inserted else { return false }
        guard visited.count <= limits.folders else {
            throw AssetError(file: path, message: "is past the \(limits.folders) folders a search may visit. Name a folder nearer the .xcassets folders, or the .xcassets folder itself.")
        }
        return true
    }

    mutating func findCatalogs(in folder: String, depth: Int) throws(AssetError) {
        guard depth <= limits.searchDepth, try enter(folder) else { return }
        for name in SafeFolder.entries(folder) ?? [] where !AssetCatalog.skippedFolders.contains(name) {
            let child = (folder as NSString).appendingPathComponent(name)
            if name.hasSuffix(".xcassets") {
                // A symlinked catalog is checked when it is entered (Walker.enter).
                catalogsFound.append(child)
            } else if depth < limits.searchDepth {
                try findCatalogs(in: child, depth: depth + 1)
            }
        }
    }
}

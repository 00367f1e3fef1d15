import Foundation
import Listshot
import ListshotSnapshot
import ListshotSpec
import ListshotText

extension PreviewSnapshots {
    /// The revision side of `verify --against` for previews: each sources folder copied as it was
    /// at the revision; where every Swift file is the same bytes, the working tree's previews stand
    /// for the revision's (nothing is built); otherwise the revision's sources are built in a cache
    /// folder of their own, so the next run rebuilds only what changed (docs/previews.md, "Against a revision").
    ///
    /// ```swift
    /// engine.revisionPreviews = PreviewSnapshots.revisionSide(paths: ["App/Landmarks"], head: loaded, catalog: "Snapshots", settings: settings)
    /// ```
    public static func revisionSide(paths: [String], head: PreviewSnapshots, catalog workingCatalog: String, settings: PreviewSettings,
                                    progress: @escaping @Sendable (String) -> Void = { _ in })
        -> @Sendable (inout GitRevisionTree, GitRepository, SnapshotCatalog) throws(ListshotError) -> SnapshotCatalog {
        return { tree, repository, catalog throws(ListshotError) in
            var catalog = catalog
            var specs: [ScreenSpec] = []
            for path in paths {
                let copied = try tree.addFolder(path, repository: repository)
                let now = try PreviewSources.load(path)
                guard let then = try? PreviewSources.load(copied) else { continue }   // no Swift files at the revision
                if Self.sameFiles(now, then) {
                    progress("previews of \(path.escapingControlCharacters): the same Swift files at \(tree.revision.escapingControlCharacters); not built again")
                    let headRoot = (now.modules.first?.folder as NSString?)?.deletingLastPathComponent ?? now.path
                    specs += head.specs.filter { spec in now.modules.contains { module in spec.file.hasPrefix(module.folder + "/") } }
                        .map { rebase($0, sources: (now, then), catalogs: (workingCatalog, catalog.root), headRoot: headRoot) }
                    continue
                }
                let loaded = try load(then, catalogRoot: catalog.root, cacheCatalog: workingCatalog, cacheIdentity: now.path, cacheSuffix: "-revision",
                                      title: "\(path) at \(tree.revision)",
                                      settings: settings, progress: progress)
                specs += loaded.specs
            }
            catalog.previewSpecs = specs
            return catalog
        }
    }

    /// Whether two loads hold the same files, byte for byte, in the same modules.
    static func sameFiles(_ a: PreviewSources, _ b: PreviewSources) -> Bool {
        func listing(_ sources: PreviewSources) -> [String] {
            sources.modules.flatMap { module in module.files.map { "\(module.name)/\($0.relativePath)=\($0.digest)" } }.sorted()
        }
        return listing(a) == listing(b)
    }

    /// A working-tree preview spec as the revision's copy: its files in the copy, its references in
    /// the revision's catalog.
    static func rebase(_ spec: ScreenSpec, sources: (now: PreviewSources, then: PreviewSources), catalogs: (now: String, then: String), headRoot: String) -> ScreenSpec {
        func move(_ path: String) -> String {
            for (module, copy) in zip(sources.now.modules, sources.then.modules) where path.hasPrefix(module.folder + "/") {
                return copy.folder + path.dropFirst(module.folder.count)
            }
            return path
        }
        var moved = spec
        moved.file = move(spec.file)
        moved.inputFiles = spec.inputFiles.map(move)
        if let folder = spec.referenceFolder, folder.hasPrefix(catalogs.now) {
            moved.referenceFolder = catalogs.then + folder.dropFirst(catalogs.now.count)
        }
        return moved
    }
}

import Foundation
import Listshot
import ListshotCore
import ListshotPreviewWire
import ListshotSnapshot
import ListshotSpec
import ListshotText

/// The previews of Swift sources as a catalog's specs: found in source, built against the
/// `SwiftUI` module (cached in the catalog's `.listshot/previews/`), lowered per variant by the
/// runner, and named `previews/FILE/NAME.VARIANT` (docs/previews.md).
///
/// ```swift
/// var catalog = try SnapshotCatalog(root: "Snapshots", requireSpecs: false)
/// let loaded = try PreviewSnapshots.load(["App/Landmarks"], catalog: catalog, settings: PreviewSettings())
/// loaded.attach(to: &catalog, allowUnbuildable: false)
/// ```
public struct PreviewSnapshots: Sendable {
    /// One spec for each preview that drew.
    public var specs: [ScreenSpec]
    /// Files that did not build, and previews that could not be called or stopped the runner.
    public var failures: [PreviewBuildFailure]
    public var previewProblems: [(id: String, file: String, message: String)]
    /// The reference folders of files that did not build: their last good references are kept.
    public var keptFolders: [String]
    /// What each lowering could not show, once per preview.
    public var notes: [String]
    /// Seconds: building, running the runner.
    public var buildSeconds: Double
    public var runSeconds: Double

    /// Loads every path's previews.
    public static func load(_ paths: [String], catalog: SnapshotCatalog, settings: PreviewSettings,
                            progress: @escaping @Sendable (String) -> Void = { _ in }) throws(ListshotError) -> PreviewSnapshots {
        var result = PreviewSnapshots(specs: [], failures: [], previewProblems: [], keptFolders: [], notes: [], buildSeconds: 0, runSeconds: 0)
        for path in paths {
            let sources = try PreviewSources.load(path)
            result.merge(try load(sources, catalogRoot: catalog.root, cacheCatalog: catalog.root, cacheIdentity: sources.path, settings: settings, progress: progress))
        }
        return result
    }

    /// The sources' own folder when it holds an asset catalog or a string table; nil otherwise
    /// (a feature folder without assets needs none, and gets no note saying so).
    static func assetsFolder(of sources: PreviewSources) -> String? {
        let root = URL(fileURLWithPath: sources.path).standardizedFileURL.path
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return nil }
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") { enumerator.skipDescendants(); continue }
            if name.hasSuffix(".xcassets") || name.hasSuffix(".strings") || name.hasSuffix(".xcstrings") { return root }
        }
        return nil
    }

    mutating func merge(_ other: PreviewSnapshots) {
        specs += other.specs; failures += other.failures; previewProblems += other.previewProblems
        keptFolders += other.keptFolders; notes += other.notes
        buildSeconds += other.buildSeconds; runSeconds += other.runSeconds
    }

    /// One sources folder's previews, references under `catalogRoot`, built in `cacheCatalog`'s cache
    /// folder for `cacheIdentity` (the working tree's path, also for a revision's copy of it).
    /// `only` (user file paths) runs just those files' previews; nil runs every one. `title` names
    /// the sources in the progress line (a revision's copy by the user's path and the revision).
    static func load(_ sources: PreviewSources, catalogRoot: String, cacheCatalog: String, cacheIdentity: String, cacheSuffix: String = "",
                     title: String? = nil, settings: PreviewSettings, only: Set<String>? = nil, progress: @escaping @Sendable (String) -> Void) throws(ListshotError) -> PreviewSnapshots {
        let toolchain = try PreviewToolchain.locate()
        var result = PreviewSnapshots(specs: [], failures: [], previewProblems: [], keptFolders: [], notes: [], buildSeconds: 0, runSeconds: 0)
        let referenceRoot = try settings.referenceRoot(in: catalogRoot)
        let folder = try PreviewCache.buildFolder(suffix: cacheSuffix, catalog: cacheCatalog)
        let runFolder = try PreviewCache.runFolder(for: sources, identity: cacheIdentity, suffix: cacheSuffix, catalog: cacheCatalog)
        let package = PreviewBuildPackage(folder: folder, sources: sources, toolchain: toolchain)
        progress("building the previews of \((title ?? sources.path).escapingControlCharacters) (\(sources.modules.flatMap(\.files).count) Swift files)")
        let built = try PreviewBuild.run(package, progress: progress)
        result.buildSeconds += built.seconds
        result.failures += built.failures
        let path = sources.path
        let byID = Dictionary(sources.modules.flatMap(\.files).flatMap { file in file.previews.map { ($0.id, file) } }, uniquingKeysWith: { a, _ in a })
        for (id, message) in built.dropped.sorted(by: { $0.key < $1.key }) {
            result.previewProblems.append((id, byID[id]?.path ?? path, "\(id): this preview cannot be called from the runner: \(message). Make the provider type internal (not private)."))
        }
        let multiModule = sources.modules.count > 1
        for failure in built.failures {
            guard let file = sources.modules.flatMap(\.files).first(where: { $0.path == failure.file }) else { continue }
            result.keptFolders.append(folderKey(for: file, sources: sources, multiModule: multiModule, referenceRoot: referenceRoot, catalog: catalogRoot))
        }
        let started = Date()
        let ids = built.entries.filter { only?.contains($0.file) ?? true }.map(\.id)
        if only != nil, ids.isEmpty { return result }
        let request = PreviewRunRequest(ids: ids, variants: settings.variants, assetsFolder: settings.assetsFolder ?? assetsFolder(of: sources))
        let run = try PreviewRunnerProcess.run(built.executable, request: request, folder: runFolder)
        result.runSeconds += Date().timeIntervalSince(started)
        for (id, reason) in run.crashed.sorted(by: { $0.key < $1.key }) {
            result.previewProblems.append((id, byID[id]?.path ?? path, "\(id): drawing this preview stopped the runner (\(reason)). Fix the preview (a missing environment object or a fatalError?) and run again."))
        }
        for id in run.output.unknown {
            result.previewProblems.append((id, byID[id]?.path ?? path, "\(id): the runner does not know this preview. Run again: the build is redone."))
        }
        result.specs += specs(for: run.output.previews, sources: sources, multiModule: multiModule, referenceRoot: referenceRoot,
                              catalog: catalogRoot, notes: &result.notes)
        return result
    }

    /// Puts the previews into `catalog`: their specs, their problems as error cases (unless
    /// `allowUnbuildable`, for files that do not build), and the kept folders.
    public func attach(to catalog: inout SnapshotCatalog, allowUnbuildable: Bool) {
        catalog.previewSpecs = specs
        var problems: [SnapshotCatalog.Problem] = previewProblems.map { item in
            SnapshotCatalog.Problem(specFile: item.file, key: "previews/\(item.id)", message: item.message)
        }
        if !allowUnbuildable {
            problems += failures.map { failure in
                SnapshotCatalog.Problem(specFile: failure.file, key: "previews/\((failure.file as NSString).lastPathComponent)",
                                        message: "\(failure.summary). Its \(failure.previews.count) preview(s) were not drawn; their references are kept. Pass --allow-unbuildable to let the run pass without them.")
            }
        }
        catalog.previewProblems = problems
        catalog.keptPrefixes = keptFolders.map { $0 + "/" }
    }

    /// The catalog-relative folder a file's previews go in: `previews/LandmarkRow`.
    static func folderKey(for file: PreviewSourceFile, sources: PreviewSources, multiModule: Bool, referenceRoot: String, catalog: String) -> String {
        let stem = ((file.relativePath as NSString).deletingPathExtension as NSString).lastPathComponent
        let module = sources.modules.first { $0.files.contains(file) }?.name
        let folder = multiModule ? "\(module ?? "")/\(stem)" : stem
        return CatalogPath.relative((referenceRoot as NSString).appendingPathComponent(folder), to: catalog)
    }

    /// One spec per rendered preview, with names unique in its file's folder.
    static func specs(for previews: [RenderedPreview], sources: PreviewSources, multiModule: Bool, referenceRoot: String,
                      catalog: String, notes: inout [String]) -> [ScreenSpec] {
        let files = sources.modules.flatMap(\.files)
        var taken: [String: Set<String>] = [:]
        var result: [ScreenSpec] = []
        for preview in previews {
            guard let file = files.first(where: { file in file.previews.contains { $0.id == preview.id } }),
                  let found = file.previews.first(where: { $0.id == preview.id }), let first = preview.variants.first else { continue }
            let folderKey = folderKey(for: file, sources: sources, multiModule: multiModule, referenceRoot: referenceRoot, catalog: catalog)
            let base = PreviewName.base(for: found, displayName: preview.displayName, index: preview.index, count: preview.count)
            let name = PreviewName.unique(base, taken: &taken[folderKey, default: []])
            let folder = (catalog as NSString).appendingPathComponent(folderKey)
            let variants = preview.variants.map { ScreenSpec.Variant(screen: $0.screen, fileStem: "\(name).\($0.suffix)") }
            for note in Set(preview.variants.flatMap(\.notes)).sorted() {
                notes.append("\(file.path):\(found.line): \(name): \(note)")
            }
            let inputs = sources.dependencyClosure(of: file).map(\.path).filter { $0 != file.path }
            result.append(ScreenSpec(name: name, title: "\(file.fileName) · \(preview.displayName ?? name)", file: file.path, screen: first.screen,
                                     appearances: Array(Set(preview.variants.map(\.screen.appearance))).sorted { $0.rawValue < $1.rawValue },
                                     contentSizes: [first.screen.contentSize], directions: [first.screen.direction], orientations: [.portrait],
                                     inputFiles: inputs, explicitVariants: variants, referenceFolder: folder))
        }
        return result
    }
}

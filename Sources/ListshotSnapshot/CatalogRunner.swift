import Foundation
import Listshot
import ListshotCore
import ListshotDiff
import ListshotImage
import ListshotText

/// Records references and verifies renders against them. The CLI and the test helpers both
/// drive this type.
///
/// ```swift
/// let engine = try CatalogRunner(catalog: "Snapshots")
/// let run = try engine.verify(options: options)
/// print(run.summary)      // "8 passed, 1 failed, 0 new"
/// ```
public struct CatalogRunner: Sendable {
    public var catalog: SnapshotCatalog
    public var renderer: Renderer
    /// Told (once) when a write waits for another Listshot holding the catalog's ``CatalogLock``.
    public var lockNotice: @Sendable (String) -> Void = { _ in }
    /// Makes the revision's side of `verify --against` hold previews too: given the revision's
    /// private tree (to copy the sources into), the repository and the revision's catalog, it
    /// returns that catalog with its preview specs (docs/previews.md, "Against a revision").
    /// The revision's catalog once ``revisionPreviews`` made it (set for one `--against` run).
    var revisionCatalog: SnapshotCatalog?
    public var revisionPreviews: (@Sendable (inout GitRevisionTree, GitRepository, SnapshotCatalog) throws(ListshotError) -> SnapshotCatalog)?

    /// A runner for the catalog at `root`; `requireSpecs` false lets it hold only previews' references.
    public init(catalog root: String, requireSpecs: Bool = true, renderer: Renderer = Renderer()) throws(ListshotError) {
        catalog = try SnapshotCatalog(root: root, requireSpecs: requireSpecs)
        self.renderer = renderer
    }

    /// The cases this run covers, after sharding and filtering, and every expected key.
    public func selectCases(options: SnapshotOptions) throws(ListshotError) -> (selected: [SnapshotCase], all: [SnapshotCase]) {
        let (selected, all, problems) = try selectCasesAndProblems(options: options)
        if let first = problems.first { throw .usage(first.message) }
        return (selected, all)
    }

    /// Like ``selectCases(options:)``, with the selected specs that could not be read.
    public func selectCasesAndProblems(options: SnapshotOptions) throws(ListshotError)
        -> (selected: [SnapshotCase], all: [SnapshotCase], problems: [SnapshotCatalog.Problem]) {
        let (all, allProblems) = try catalog.casesAndProblems(renderer: renderer)
        // A preview's Swift file shards as one spec file does: all its previews in one shard.
        let shardFiles = catalog.specFiles + catalog.previewSpecs.map(\.file) + catalog.previewProblems.map(\.specFile)
        let specIndex = Dictionary(shardFiles.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let keys = Set(all.map(\.key))
        for key in options.only where !keys.contains(key) {
            let near = all.map(\.key).filter { $0.hasPrefix(key) || key.hasPrefix($0) }.prefix(3)
            let hint = near.isEmpty ? " Keys look like '\(all.first?.key ?? "folder/spec.day")'." : " Did you mean \(near.map { "'\($0)'" }.joined(separator: ", "))?"
            throw .usage("--only \(key.escapingControlCharacters): no reference in \(catalog.root) has this key.\(hint.escapingControlCharacters)")
        }
        let only = Set(options.only)
        let selected = all.filter { item in
            if let shard = options.shard, !shard.includes(specIndex: specIndex[item.spec.file] ?? 0) { return false }
            if let filter = options.filter, !item.key.contains(filter) { return false }
            if !only.isEmpty, !only.contains(item.key) { return false }
            return true
        }
        let problems = allProblems.filter { problem in
            if let shard = options.shard, !shard.includes(specIndex: specIndex[problem.specFile] ?? 0) { return false }
            if let filter = options.filter, !problem.key.contains(filter) { return false }
            return options.only.isEmpty
        }
        if let filter = options.filter, selected.isEmpty, problems.isEmpty {
            throw .usage("--filter \(filter.escapingControlCharacters) matches no reference key\(options.shard.map { " in shard \($0)" } ?? "") (the catalog has \(all.count)). Check the spelling; keys look like '\(all.first?.key.escapingControlCharacters ?? "folder/spec.day")'.")
        }
        return (selected, all, problems)
    }

    /// Keys the manifest knows that no spec asks for any more, and sidecars on disk that no spec
    /// makes. Listshot's own output folders inside the catalog (a `--report` or gallery folder,
    /// ``ListshotOutput``) and hidden folders such as `.listshot` are never searched.
    public func orphans(expected: [SnapshotCase], manifest: SnapshotManifest, reportDirectory: String? = nil) -> [String] {
        // Manifest entries by NFC (CatalogKey.normalized): a manifest written on macOS keys a
        // decomposed spec name precomposed, and the entry still belongs to that spec.
        let owned = Set(expected.map { CatalogKey.normalized($0.key) })
        let kept = catalog.keptPrefixes
        var orphans = Set(manifest.references.keys.filter { key in
            !owned.contains(CatalogKey.normalized(key)) && !kept.contains { key.hasPrefix($0) }
        })
        // Files by bytes: an NFD sidecar on disk is not the NFC one a spec makes (Linux keeps both files).
        let wanted = Set(expected.map { Array($0.key.utf8) })
        // Sidecars on disk without a spec variant are orphans too (e.g. a manifest lost in a merge).
        let report = reportDirectory.map { URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath().path }
        if let enumerator = FileManager.default.enumerator(atPath: catalog.root) {
            while let path = enumerator.nextObject() as? String {
                let full = (catalog.root as NSString).appendingPathComponent(path)
                if (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory {
                    let name = (path as NSString).lastPathComponent
                    if name.hasPrefix(".") || ListshotOutput.isOutput(full)
                        || report == URL(fileURLWithPath: full).standardizedFileURL.resolvingSymlinksInPath().path {
                        enumerator.skipDescendants()
                    }
                    continue
                }
                guard path.hasSuffix(SnapshotCatalog.sidecarSuffix), !path.hasPrefix(".") else { continue }
                let key = String(path.dropLast(SnapshotCatalog.sidecarSuffix.count))
                if !wanted.contains(Array(key.utf8)), !kept.contains(where: { key.hasPrefix($0) }) { orphans.insert(key) }
            }
        }
        return orphans.sorted()
    }

    /// Deletes orphans' reference PNGs, sidecars and manifest entries, holding the catalog's lock.
    /// Each candidate is checked again at delete time against the specs and the manifest read
    /// under the lock, so a reference recorded meanwhile is never deleted; returns the keys deleted.
    public func prune(_ candidates: [String], reportDirectory: String? = nil) throws(ListshotError) -> [String] {
        let lock = try CatalogLock.acquire(catalog, notice: lockNotice)
        defer { lock.release() }
        var fresh = try SnapshotCatalog(root: catalog.root)
        fresh.previewSpecs = catalog.previewSpecs
        fresh.previewProblems = catalog.previewProblems
        fresh.keptPrefixes = catalog.keptPrefixes
        let (cases, problems) = try fresh.casesAndProblems(renderer: renderer)
        var manifest = try SnapshotManifest.load(for: fresh)
        if let (key, problem) = manifest.rejected.sorted(by: { $0.key < $1.key }).first {
            throw .usage("--prune is refused: \(SnapshotManifest.path(in: fresh)): the entry '\(key.escapingControlCharacters)' \(problem); Listshot never writes such a key. Remove that entry (`\(RecordCommandLine.record(catalog: fresh.root, mode: nil))` drops it), then prune again.")
        }
        let unreadable = problems.map(\.key)
        let still = Set(orphans(expected: cases, manifest: manifest, reportDirectory: reportDirectory).filter { key in
            !unreadable.contains { key == $0 || key.hasPrefix($0 + ".") }
        }.map { Array($0.utf8) })
        let keys = candidates.filter { still.contains(Array($0.utf8)) }
        let owned = Set(cases.map { CatalogKey.normalized($0.key) })
        // Every path first: nothing is deleted when one key is bad.
        var paths: [(key: String, files: [String])] = []
        for key in keys {
            var files: [String] = []
            for suffix in [".png", SnapshotCatalog.sidecarSuffix] {
                // Never touch a path outside the catalog, whatever the manifest says.
                guard let path = CatalogKey.path(key, suffix: suffix, in: catalog.root), !insideOutput(key) else {
                    throw .io(path: key.escapingControlCharacters, message: "is not a reference key inside the catalog \(catalog.root.escapingControlCharacters); nothing was deleted.")
                }
                files.append(path)
            }
            paths.append((key, files))
        }
        for (key, files) in paths {
            for path in files where FileManager.default.fileExists(atPath: path) {
                do { try FileManager.default.removeItem(atPath: path) } catch {
                    throw .io(path: path, message: "cannot be deleted (\(FileProblem.reason(error))). Check the folder's permissions.")
                }
            }
            // A stray file whose key a spec owns under NFC leaves the manifest alone: Swift's
            // dictionary takes NFC and NFD keys for one, and that entry is the spec's.
            if !owned.contains(CatalogKey.normalized(key)) { manifest.references[key] = nil }
        }
        if !keys.isEmpty { try manifest.save(for: fresh) }
        return keys
    }

    /// Whether a folder on the way to `key` is Listshot output (a report or gallery folder).
    func insideOutput(_ key: String) -> Bool {
        var folder = catalog.root
        for segment in key.split(separator: "/").dropLast() {
            folder = (folder as NSString).appendingPathComponent(String(segment))
            if ListshotOutput.isOutput(folder) { return true }
        }
        return false
    }
}

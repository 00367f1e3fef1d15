import Foundation
import Listshot
import ListshotCore
import ListshotDiff
import ListshotImage

/// Records references and verifies renders against them. The CLI and the test helpers both
/// drive this type.
///
/// ```swift
/// let engine = try SnapshotEngine(catalog: "Snapshots")
/// let run = try engine.verify(options: options)
/// print(run.summary)      // "8 passed, 1 failed, 0 new"
/// ```
public struct SnapshotEngine: Sendable {
    public var catalog: SnapshotCatalog
    public var renderer: Renderer

    public init(catalog root: String, renderer: Renderer = Renderer()) throws(ListshotError) {
        catalog = try SnapshotCatalog(root: root)
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
        let specIndex = Dictionary(catalog.specFiles.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
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

    /// Keys the manifest knows that no spec asks for any more.
    public func orphans(expected: [SnapshotCase], manifest: SnapshotManifest) -> [String] {
        let wanted = Set(expected.map(\.key))
        var orphans = Set(manifest.references.keys.filter { !wanted.contains($0) })
        // Sidecars on disk without a spec variant are orphans too (e.g. a manifest lost in a merge).
        if let enumerator = FileManager.default.enumerator(atPath: catalog.root) {
            while let path = enumerator.nextObject() as? String {
                guard path.hasSuffix(SnapshotCatalog.sidecarSuffix), !path.hasPrefix(".") else { continue }
                let key = String(path.dropLast(SnapshotCatalog.sidecarSuffix.count))
                if !wanted.contains(key) { orphans.insert(key) }
            }
        }
        return orphans.sorted()
    }

    /// Deletes an orphan's reference PNG, sidecar and manifest entry.
    public func prune(_ keys: [String], manifest: inout SnapshotManifest) throws(ListshotError) {
        for key in keys {
            for suffix in [".png", SnapshotCatalog.sidecarSuffix] {
                // Never touch a path outside the catalog, whatever the manifest says.
                guard let path = CatalogKey.path(key, suffix: suffix, in: catalog.root) else {
                    throw .io(path: key, message: "is not a reference key inside the catalog \(catalog.root); nothing was deleted for it.")
                }
                if FileManager.default.fileExists(atPath: path) {
                    do { try FileManager.default.removeItem(atPath: path) } catch {
                        throw .io(path: path, message: "cannot be deleted (\(FileProblem.reason(error))). Check the folder's permissions.")
                    }
                }
            }
            manifest.references[key] = nil
        }
        try manifest.save(for: catalog)
    }
}

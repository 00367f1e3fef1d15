import Foundation
import Listshot
import ListshotDiff
import ListshotImage
import ListshotSupport

/// Everything one record run did.
public struct RecordRun: Sendable {
    public var results: [SnapshotResult]
    public var mode: RecordMode
    /// Manifest entries that could name no reference, dropped by this run (one message each).
    public var droppedEntries: [String] = []

    public var recorded: Int { results.filter { $0.status == .recorded }.count }
    /// Drawn, and left alone: the pixels are the reference's (mode `all`), or it still matches
    /// (mode `failed` and `missing`).
    public var unchanged: Int { results.filter { $0.status == .unchanged }.count }
    /// Not drawn: the reference exists and mode `missing` does not look at it.
    public var skipped: Int { results.filter { $0.status == .skipped }.count }

    /// "3 recorded, 12 unchanged, 0 skipped (mode all)".
    public var summary: String {
        "\(recorded) recorded, \(unchanged) unchanged, \(skipped) skipped (mode \(mode.rawValue))"
    }
}

extension CatalogRunner {
    /// Writes references: PNG (smallest encoding), display-list sidecar, manifest entry and the
    /// environment fingerprint. Every file is written atomically, so an interrupted run leaves
    /// each reference either old or new, never truncated.
    ///
    /// The manifest is saved once, when every case is done, and only then (atomically and durably,
    /// ``SnapshotManifest/save(for:)``): a run interrupted at any point (a signal, a full disk, a
    /// file-size limit) leaves the manifest the last finished run wrote, every entry in it. An
    /// entry whose reference this run replaced before it stopped names the old file's SHA-256,
    /// which the new file no longer has: every reader checks that digest before trusting an
    /// entry, so verify compares that reference's pixels instead, and the next record writes its
    /// entry again (docs/testing.md, "An interrupted record").
    ///
    /// The whole run holds the catalog's ``CatalogLock``: the manifest is read, changed only for
    /// this run's cases and saved while no other writer (`record`, `accept`, `verify --prune`)
    /// can change it, so none loses another's entries.
    public func record(mode: RecordMode, options: SnapshotOptions,
                       progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) throws(ListshotError) -> RecordRun {
        guard mode != .never else { throw .usage("record needs a mode that writes: missing, all or failed.") }
        let (cases, all) = try selectCases(options: options)
        let lock = try CatalogLock.acquire(catalog, notice: lockNotice)
        defer { lock.release() }
        var manifest = try SnapshotManifest.load(for: catalog)
        let dropped = manifest.rejectedMessages(for: catalog, dropping: true)
        let frozen = manifest
        let engine = self
        let total = cases.count
        let outcomes = ParallelWork.queue(count: cases.count, workers: options.jobs, progress: { progress($0, total) }) { index in
            Result { () throws(ListshotError) -> (SnapshotResult, SnapshotManifest.Entry?) in
                try engine.record(cases[index], mode: mode, manifest: frozen, options: options)
            }
        }
        var results: [SnapshotResult] = []
        for outcome in outcomes {
            switch outcome {
            case .success(let (result, entry)):
                results.append(result)
                // A case left alone keeps the entry it had.
                if let kept = entry ?? frozen.references[result.key] { manifest.references[result.key] = kept }
            case .failure(let error):
                throw error
            }
        }
        manifest.fingerprint = try environmentFingerprint(naming: all)
        try manifest.save(for: catalog)
        var run = RecordRun(results: results, mode: mode)
        run.droppedEntries = dropped
        return run
    }

    func record(_ item: SnapshotCase, mode: RecordMode, manifest: SnapshotManifest,
                options: SnapshotOptions) throws(ListshotError) -> (SnapshotResult, SnapshotManifest.Entry?) {
        let start = DispatchTime.now().uptimeNanoseconds
        var result = SnapshotResult(key: item.key, groupKey: item.groupKey, specFile: item.spec.file,
                                    appearance: item.variant.screen.appearance.rawValue, status: .skipped, message: "exists")
        if mode == .missing && FileManager.default.fileExists(atPath: item.referencePath) {
            return (result, nil)
        }
        result.status = .unchanged
        let layout = try renderer.layout(item.variant.screen, of: item.spec)
        let raster = try renderer.image(layout.displayList, specPath: item.spec.file)
        var quiet = options
        quiet.reportDirectory = nil
        let outcome = try referenceEngine(quiet).check(key: item.key, image: raster, displayList: layout.displayList,
                                            reference: reference(item, manifest: manifest), mode: mode)
        result.milliseconds = Self.elapsed(since: start)
        if outcome.status == .unchanged {
            // Same pixels, same file: the PNG is kept; the entry carries the render's key.
            result.message = "unchanged"
            return (result, outcome.entry)
        }
        guard outcome.status == .recorded else {
            result.message = "still matches"
            return (result, nil)
        }
        result.status = .recorded
        result.message = outcome.existed ? "re-recorded \(item.referencePath)" : "recorded \(item.referencePath)"
        result.warnings = layout.warnings.map(\.description)
        return (result, outcome.entry)
    }
}

import ListshotCairo
import Foundation
import Listshot
import ListshotDiff
import ListshotImage
import ListshotSupport

/// Everything one verify run found.
public struct VerifyRun: Sendable {
    public var results: [SnapshotResult]
    public var orphans: [String]
    public var pruned: [String]
    /// How the current environment differs from the one the references were recorded in.
    public var environmentChanges: [String]
    public var isPartial: Bool
    /// The environment this run rendered in (nil when it could not be read).
    public var fingerprint: EnvironmentFingerprint?
    /// ``CatalogRevision`` of the catalog this run checked.
    public var catalogRevision: String?

    public func count(_ status: SnapshotStatus) -> Int { results.filter { $0.status == status }.count }

    /// Manifest entries that were ignored (``SnapshotManifest/rejected``), one message each.
    public var manifestWarnings: [String] = []

    /// `--ignore` element ids that no checked screen has: a typo, reported instead of ignored.
    public var unknownIgnoredElements: [String] = []

    /// For `verify --against`: the revision and what changed since it (nil for a plain verify).
    public var against: AgainstSummary?

    /// For `verify --against`: every input file that differs between the revision and the working tree.
    public var changedInputs: [AgainstInputChange] = []

    /// For `verify --against`: the revision's entries that were not copied, one message each.
    public var revisionWarnings: [String] = []

    /// True when every reference matched and none is missing.
    public var succeeded: Bool { results.allSatisfy { $0.status == .passed } }

    /// "12 passed, 1 failed, 2 new, 1 orphaned" (and ", 1 error" when a case could not be checked).
    public var summary: String {
        let errors = count(.error)
        return "\(count(.passed)) passed, \(count(.failed)) failed, \(count(.new)) new, \(orphans.count) orphaned"
            + (errors > 0 ? ", \(errors) error\(errors == 1 ? "" : "s")" : "")
    }
}

extension CatalogRunner {
    /// Renders every selected case and compares it with its reference. Never writes references;
    /// writes failure artifacts under `options.reportDirectory` when given.
    public func verify(options: SnapshotOptions, prune: Bool = false,
                       progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) throws(ListshotError) -> VerifyRun {
        if prune && options.isPartial {
            throw .usage("--prune cannot be combined with --shard or --filter: a partial run cannot tell which references are orphaned.")
        }
        let (cases, all, problems) = try selectCasesAndProblems(options: options)
        let manifest = try SnapshotManifest.load(for: catalog)
        try prepareReport(options)
        let engine = self
        let frozen = manifest
        let total = cases.count
        // In the environment the references were recorded in, an unchanged render key proves the
        // pixels unchanged (RenderKey); anywhere else every case is drawn.
        let current = try? environmentFingerprint(naming: all)
        let trusted = !options.checkPixels && current != nil && manifest.fingerprint == current
        let outcomes = ParallelWork.queue(count: cases.count, workers: options.jobs, progress: { progress($0, total) }) { index in
            Result { () throws(ListshotError) -> SnapshotResult in
                try engine.verify(cases[index], manifest: frozen, options: options, trustRenderKey: trusted)
            }
        }
        // One bad case never stops the run: it is reported as an error case and the rest go on.
        var results: [SnapshotResult] = problems.map { problem in
            SnapshotResult(key: problem.key, groupKey: problem.key, specFile: problem.specFile, appearance: "",
                           status: .error, message: problem.message)
        }
        for (index, outcome) in outcomes.enumerated() {
            switch outcome {
            case .success(let result): results.append(result)
            case .failure(let error):
                let item = cases[index]
                let text = error.description
                results.append(SnapshotResult(key: item.key, groupKey: item.groupKey, specFile: item.spec.file,
                                              appearance: item.variant.screen.appearance.rawValue, status: .error,
                                              message: text.hasPrefix(item.spec.file) ? text : "\(item.spec.file): \(text)"))
            }
        }
        results.sort { $0.key < $1.key }
        var environmentChanges: [String] = []
        if let stored = manifest.fingerprint, let current {
            environmentChanges = current.differences(from: stored)
        }
        // A spec that could not be read still owns its references: never call them orphans.
        let unreadable = problems.map(\.key)
        let orphans = options.isPartial ? [] : orphans(expected: all, manifest: manifest,
                                                       reportDirectory: options.reportDirectory).filter { key in
            !unreadable.contains { key == $0 || key.hasPrefix($0 + ".") }
        }
        var pruned: [String] = []
        if prune && !orphans.isEmpty && results.contains(where: { $0.status == .error }) {
            throw .usage("--prune is refused while some cases could not be checked (the ERROR lines above): fix them first, so no reference is deleted by mistake.")
        }
        if prune && (!orphans.isEmpty || !manifest.rejected.isEmpty) {
            pruned = try self.prune(orphans, reportDirectory: options.reportDirectory)
        }
        var run = VerifyRun(results: results, orphans: orphans, pruned: pruned, environmentChanges: environmentChanges,
                            isPartial: options.isPartial)
        let found = Set(results.flatMap { $0.ignoredElementsFound ?? [] })
        run.manifestWarnings = manifest.rejectedMessages(for: catalog)
        run.unknownIgnoredElements = options.ignore.compactMap(\.elementID).filter { !found.contains($0) }
        run.fingerprint = current
        run.catalogRevision = try? CatalogRevision.of(catalog)
        return run
    }

    /// Verifies one case through ``ReferenceEngine`` (mode `never`): hash fast path first, then a
    /// pixel comparison and a semantic diff; artifacts go to the report folder.
    func verify(_ item: SnapshotCase, manifest: SnapshotManifest, options: SnapshotOptions,
                trustRenderKey: Bool = false) throws(ListshotError) -> SnapshotResult {
        let start = DispatchTime.now().uptimeNanoseconds
        var result = SnapshotResult(key: item.key, groupKey: item.groupKey, specFile: item.spec.file,
                                    appearance: item.variant.screen.appearance.rawValue, status: .passed, message: "")
        let layout = try renderer.layout(item.variant.screen, of: item.spec)
        result.warnings = layout.warnings.map(\.description)
        let found = options.ignore.compactMap { region in region.matches(in: layout.displayList) ? region.elementID : nil }
        result.ignoredElementsFound = found.isEmpty ? nil : found
        // The render key, once: compared here, and kept for a failure's acceptable record.
        var renderKey: String?
        if trustRenderKey, let entry = manifest.references[item.key], let stored = entry.renderKey {
            let current = try RenderKey.of(layout.displayList, catalogRoot: catalog.root)
            renderKey = current
            if current == stored, Self.fileDigest(item.referencePath) == entry.pngSHA256 {
                result.fastPath = true
                result.renderKeyMatched = true
                result.totalPixels = entry.width * entry.height
                result.message = "matches (display list, images and reference unchanged)"
                result.milliseconds = Self.elapsed(since: start)
                return result
            }
        }
        let raster = try renderer.image(layout.displayList, specPath: item.spec.file)
        result.totalPixels = raster.width * raster.height
        let outcome = try referenceEngine(options).check(key: item.key, image: raster, displayList: layout.displayList,
                                              reference: reference(item, manifest: manifest), mode: .never)
        result.apply(outcome)
        if let report = options.reportDirectory, outcome.status == .failed || outcome.status == .new,
           let actual = outcome.artifacts.first(where: { $0.kind == "actual" }) {
            let sidecar = try Sidecar.encode(layout.displayList, catalogRoot: catalog.root)
            let key: String
            if let renderKey { key = renderKey } else { key = try RenderKey.of(layout.displayList, catalogRoot: catalog.root) }
            try AtomicFile.write(sidecar, to: (report as NSString).appendingPathComponent(ReportPath.sidecar(item.key)))
            result.acceptable = AcceptableRender(
                pixelHash: PixelHash.of(raster), width: raster.width, height: raster.height,
                renderKey: key,
                actualSHA256: SHA256.hex(actual.bytes), sidecarSHA256: SHA256.hex(sidecar))
        }
        switch outcome.status {
        case .new:
            result.message = "No reference at \(item.referencePath). Run `\(RecordCommandLine.record(catalog: catalog.root, mode: nil, extra: catalog.recordArguments))` to record it, then commit it."
        case .passed:
            let tolerated = outcome.diff?.statistics.map { $0.mismatchedPixels > 0 ? ", \($0.mismatchedPixels) within tolerance" : "" } ?? ""
            result.message = outcome.fastPath ? "matches (pixel hash)" : "matches (pixels\(tolerated))"
        default:
            if let diff = outcome.diff { result.message = Self.failureMessage(diff: diff, result: result, catalog: catalog.root, extra: catalog.recordArguments) }
            if let note = outcome.skippedArtifacts { result.message += " " + note }
        }
        result.milliseconds = Self.elapsed(since: start)
        return result
    }

    /// The reference engine, set up from the run's options.
    func referenceEngine(_ options: SnapshotOptions) -> ReferenceEngine {
        var engine = ReferenceEngine(diff: options.diff, ignore: options.ignore, compression: options.compression.encodingOptions,
                                     artifacts: options.reportDirectory.map { ReferenceEngine.Artifacts(folder: $0, naming: .report) })
        engine.keepsUnchangedReferences = !options.reencode
        return engine
    }

    /// Where `item`'s reference lives, with its manifest entry.
    func reference(_ item: SnapshotCase, manifest: SnapshotManifest) -> ReferenceEngine.Reference {
        ReferenceEngine.Reference(png: item.referencePath, sidecar: item.sidecarPath, catalogRoot: catalog.root,
                               entry: manifest.references[item.key])
    }

    /// SHA-256 of a reference file, or nil when it cannot be read (the full check then says why).
    static func fileDigest(_ path: String) -> String? {
        guard let bytes = try? RegularFile.read(path, limit: RegularFile.imageLimit) else { return nil }
        return SHA256.hex(bytes)
    }

    static func elapsed(since start: UInt64) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    }

    /// Makes the report folder once the run's input has been checked, so bad input leaves none;
    /// the catalog's own `.listshot/` (and its ignore file) first when the report goes there.
    func prepareReport(_ options: SnapshotOptions) throws(ListshotError) {
        guard let report = options.reportDirectory else { return }
        let isDefault = report == catalog.defaultReportFolder
        if isDefault { try catalog.checkMetadata(files: [".gitignore"], create: true) }
        try Self.prepareReportDirectory(report, named: isDefault ? "The report folder" : nil)
    }

    /// Makes a report folder with its `images/` and `cases/`, refusing first, before anything is
    /// written, any of them that is a symbolic link (docs/testing.md, "Listshot's own output").
    /// `named` replaces "--report PATH" in messages when the folder is the catalog's default.
    static func prepareReportDirectory(_ path: String, flag: String = "--report", named: String? = nil) throws(ListshotError) {
        let images = (path as NSString).appendingPathComponent("images"), cases = (path as NSString).appendingPathComponent("cases")
        for folder in [path, images, cases] { try OutputFolder.refuseLinks(folder, flag: flag, named: named) }
        try OutputFolder.prepare(path, flag: flag)
        try OutputFolder.prepare(images, flag: flag, mark: false)
        try OutputFolder.prepare(cases, flag: flag, mark: false)
    }
}

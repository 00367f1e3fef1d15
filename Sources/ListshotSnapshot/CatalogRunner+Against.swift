import Foundation
import Listshot
import ListshotCore
import ListshotImage
import ListshotSupport

/// What `verify --against` found, beside the cases: the revision and the counts its summary line
/// and report header show (docs/against.md).
public struct AgainstSummary: Sendable, Codable, Hashable {
    /// The revision as given, e.g. `main` or `HEAD~1`.
    public var revision: String
    /// The commit it resolved to.
    public var commit: String
    public var variants = 0
    public var changed = 0
    public var added = 0
    public var removed = 0
    public var renamed = 0
    public var unchanged = 0
    /// Unchanged, renamed and removed variants whose inputs decided them, so nothing was drawn.
    public var notRendered = 0
    /// How many screens were drawn (each side of a changed variant counts once).
    public var drawn = 0
    /// The input files that differ (``AgainstInputChange``), at most ``listedInputLimit`` of them.
    public var inputs: [AgainstInputChange]?
    /// How many input files differ in all: more than `inputs` holds when the list was cut.
    public var inputsDiffering: Int?

    /// How many input files differ, listed or not (a report without the count: those listed).
    public var inputsTotal: Int { max(inputsDiffering ?? 0, inputs?.count ?? 0) }

    /// The most differing input files a report lists.
    public static let listedInputLimit = 200

    public init(revision: String, commit: String) { self.revision = revision; self.commit = commit }

    /// "12 variants: 2 changed, 1 added, 0 removed, 0 renamed, 9 unchanged (9 not rendered) against main (abc1234)"
    public var line: String { "\(counts) against \(revision.escapingControlCharacters) (\(commit.prefix(12)))" }

    /// The counts alone: `14 variants: 2 changed, 0 added, … (12 not rendered)`.
    public var counts: String {
        "\(variants) variant\(variants == 1 ? "" : "s"): \(changed) changed, \(added) added, \(removed) removed, \(renamed) renamed, \(unchanged) unchanged (\(notRendered) not rendered)"
    }

    /// True when anything differs between the revision and the working tree.
    /// Read from a report a pull request may have planted, the counts are never added: any of
    /// them can be `Int.max` (``isPlausible`` refuses such a report where it is loaded).
    public var anyChange: Bool { changed > 0 || added > 0 || removed > 0 || renamed > 0 }

    /// The most variants one comparison counts; a report claiming more was not written by verify.
    public static let maximumCount = 1 << 31

    /// Whether every count is in 0…``maximumCount`` and at most ``listedInputLimit`` inputs are listed, as verify writes them.
    public var isPlausible: Bool {
        [variants, changed, added, removed, renamed, unchanged, notRendered, drawn, inputsDiffering ?? 0].allSatisfy { (0...Self.maximumCount).contains($0) }
            && (inputs?.count ?? 0) <= Self.listedInputLimit
    }
}

extension CatalogRunner {
    /// One side of a variant, laid out: its display list, its render key and its spec.
    struct LaidOut: Sendable {
        var item: SnapshotCase
        var layout: LayoutResult?
        var renderKey: String?
        var problem: String?
    }

    /// Compares the catalog as in the working tree with `tree`, the same catalog at a git revision
    /// (``GitRevisionTree``). A variant whose inputs are the same bytes on both sides
    /// (``VariantInputDigest``) is unchanged without being laid out; the others are laid out, and
    /// one whose render key (its full display list, the bytes of every image it draws and the
    /// drawing code) and brand fonts are the same on both sides is unchanged without being drawn;
    /// the rest are drawn on both sides and compared like `verify` compares a reference: the
    /// revision's render is the reference.
    ///
    /// `baseRenderer` draws the revision's side: a renderer of its own, so a brand font file that
    /// changed between the two sides is never registered beside its other version.
    public func verify(against tree: GitRevisionTree, baseRenderer: Renderer, options: SnapshotOptions,
                       progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) throws(ListshotError) -> VerifyRun {
        if options.shard != nil {
            throw .usage("--shard cannot be combined with --against: the revision and the working tree hold different specs. Drop --shard.")
        }
        let (headCases, headAll, headProblems) = try selectCasesAndProblems(options: options)
        let base = try revisionSide(tree, renderer: baseRenderer)
        let (baseCases, baseProblems) = try base.selectedCases(options: options)
        try prepareReport(options)
        var tally = AgainstTally(summary: AgainstSummary(revision: tree.revision, commit: tree.commit),
                                 short: "\(tree.revision) (\(tree.commit.prefix(12)))")
        tally.results = headProblems.map { problem in
            SnapshotResult(key: problem.key, groupKey: problem.key, specFile: problem.specFile, appearance: "",
                           status: .error, message: problem.message)
        }
        let assets = (head: VariantInputDigest.assetFiles(root: catalog.root, specFiles: catalog.specFiles),
                      base: VariantInputDigest.assetFiles(root: base.catalog.root, specFiles: base.catalog.specFiles))
        let differing = changedInputs(head: (headCases, headProblems, assets.head), base: base,
                                          baseSide: (baseCases, baseProblems, assets.base), tree: tree)
        tally.summary.inputsDiffering = differing.count
        tally.summary.inputs = Array(differing.prefix(AgainstSummary.listedInputLimit))
        let inputs = partitionByInputs(headCases, baseCases, base: base, assets: assets)
        for item in inputs.unchanged { tally.unchangedByInputs(item) }
        let baseToLay = baseCases.filter { !inputs.skipped.contains($0.key) }
        let (head, old) = layOutBothSides(inputs.toLay, baseToLay, base: base, options: options, progress: progress)
        let toDraw = tally.compareRenderKeys(head, old: old, skipped: inputs.skipped, tree: tree, catalogRoot: catalog.root)
        let scratch = (tree.folder as NSString).appendingPathComponent(".listshot-against")
        try tree.makeFolder(scratch)
        drawChanged(toDraw, base: base, scratch: scratch, options: options, tally: &tally)
        tally.applyRevisionProblems(baseProblems, tree: tree, catalogRoot: catalog.root)
        tally.results.sort { $0.key < $1.key }
        tally.summary.variants = tally.results.filter { $0.status != .error }.count
        var run = VerifyRun(results: tally.results, orphans: [], pruned: [], environmentChanges: [], isPartial: options.isPartial)
        run.changedInputs = differing
        run.fingerprint = try? environmentFingerprint(naming: headAll)
        run.catalogRevision = try? CatalogRevision.of(catalog)
        run.against = tally.summary
        return run
    }

    /// Draws the working tree's side of a variant and, when the revision has it, the revision's
    /// side, and compares them as verify compares a render with its reference.
    func draw(_ now: LaidOut, against then: LaidOut?, base: CatalogRunner, scratch: String, index: Int,
              revision: String, options: SnapshotOptions) throws(ListshotError) -> (SnapshotResult, Int) {
        let start = DispatchTime.now().uptimeNanoseconds
        var result = Self.result(for: now.item)
        guard let layout = now.layout else { throw .usage(now.problem ?? "\(now.item.key) could not be laid out") }
        result.warnings = layout.warnings.map(\.description)
        let raster = try renderer.image(layout.displayList, specPath: now.item.spec.file)
        result.totalPixels = raster.width * raster.height
        let png = (scratch as NSString).appendingPathComponent("\(index).png")
        let sidecar = (scratch as NSString).appendingPathComponent("\(index)\(SnapshotCatalog.sidecarSuffix)")
        var screens = 1
        if let then, let old = then.layout {
            let image = try base.renderer.image(old.displayList, specPath: then.item.spec.file)
            screens += 1
            try AtomicFile.write(image.pngData(options: .fast), to: png)
            try AtomicFile.write(try Sidecar.encode(old.displayList, catalogRoot: base.catalog.root), to: sidecar)
        }
        let outcome = try referenceEngine(options).check(
            key: now.item.key, image: raster, displayList: layout.displayList,
            reference: ReferenceEngine.Reference(png: png, sidecar: sidecar, catalogRoot: catalog.root), mode: .never)
        result.apply(outcome)
        switch outcome.status {
        case .new where then != nil:
            // The revision's side could not be laid out (a bad spec or theme then): changed.
            result.status = .failed
            let problem = (then?.problem ?? "").replacingOccurrences(of: base.catalog.root + "/", with: "")
            result.message = "changed since \(revision): there it could not be laid out (\(problem))"
        case .new:
            result.message = "added: \(revision) has no spec that makes this variant"
        case .passed:
            result.message = "unchanged since \(revision): the inputs differ but the pixels match"
        default:
            let ratio = result.totalPixels > 0 ? Double(result.mismatchedPixels) / Double(result.totalPixels) * 100 : 0
            if case .sizeMismatch(let expected, let actual)? = outcome.diff?.verdict {
                result.message = "changed since \(revision): sizes differ, \(expected) px then, \(actual) px now"
            } else {
                result.message = "changed since \(revision): \(result.mismatchedPixels) pixels differ (\(String(format: "%.3f", ratio))%)\(result.boundingBox.map { " within \($0)" } ?? "")"
            }
            if let note = outcome.skippedArtifacts { result.message += " " + note }
        }
        result.milliseconds = Self.elapsed(since: start)
        return (result, screens)
    }

    /// Lays out one side of a variant and takes its render key; a problem is kept, not thrown.
    static func layOut(_ item: SnapshotCase, with runner: CatalogRunner) -> LaidOut {
        do throws(ListshotError) {
            let layout = try runner.renderer.layout(item.variant.screen, of: item.spec)
            var key = try RenderKey.of(layout.displayList, catalogRoot: runner.catalog.root)
            // The render key leaves fonts out; a theme's brand font files are inputs too (docs/against.md).
            let theme = try runner.renderer.theme(named: item.variant.screen.theme, specPath: item.spec.file)
            for font in theme.fonts {
                key += "\n\(font.file.utf8.count):\(font.file)=" + String(decoding: try ImageDigests.shared.sha256(of: font.path), as: UTF8.self)
            }
            return LaidOut(item: item, layout: layout, renderKey: key)
        } catch {
            return LaidOut(item: item, problem: error.description)
        }
    }

    /// Whether `root` holds a file a spec could be (outside `Themes/` and `Components/` folders and sidecars).
    static func holdsSpecs(_ root: String) -> Bool {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return false }
        while let path = enumerator.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            if (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory {
                if name == SpecFinder.themeFolderName || name == SpecFinder.componentFolderName || name.hasPrefix(".") {
                    enumerator.skipDescendants()
                }
                continue
            }
            if name.hasSuffix(SnapshotCatalog.sidecarSuffix) { continue }
            if [".yaml", ".yml", ".json"].contains(where: { name.hasSuffix($0) }) { return true }
        }
        return false
    }

    static func result(for item: SnapshotCase) -> SnapshotResult {
        SnapshotResult(key: item.key, groupKey: item.groupKey, specFile: item.spec.file,
                       appearance: item.variant.screen.appearance.rawValue, status: .passed, message: "")
    }

    /// The pixel count of a laid-out screen, for the report's totals.
    static func pixels(of list: DisplayList) -> Int {
        let (width, height) = list.pixelSize
        return width.multipliedReportingOverflow(by: height).overflow ? Int.max : width * height
    }
}

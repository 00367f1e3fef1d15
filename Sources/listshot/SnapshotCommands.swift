import ArgumentParser
import Foundation
import Listshot
import ListshotDiff
import ListshotPreviews
import ListshotSnapshot
import ListshotText

/// Options shared by record and verify.
struct CatalogOptions: ParsableArguments {
    @Argument(help: "The catalog folder.")
    var catalog: String = "Snapshots"

    @Option(help: "Parallel render workers. They share one font session per font set and take turns to shape and draw text; shapes, images and PNG encoding run in parallel.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "Run only shard I of N (1-based), e.g. 2/4. Specs are dealt round-robin by path.")
    var shard: String?

    @Option(help: "Only references whose key (e.g. mistica/boxed-cells.night) contains this text.")
    var filter: String?

    @Option(help: ArgumentHelp("Only the reference with exactly this key (repeatable).", valueName: "key"))
    var only: [String] = []

    @Option(name: .customLong("themes"), help: "An extra folder of theme files, searched first.")
    var themeDirectories: [String] = []

    @Option(name: .customLong("fonts"), help: "A folder of brand font files (.otf, .ttf, .ttc) every theme may name.")
    var fontDirectories: [String] = []

    func options() throws -> SnapshotOptions {
        var options = SnapshotOptions()
        guard jobs >= 1, jobs <= 64 else { throw ListshotError.usage("--jobs \(jobs) is out of range; use 1 to 64.") }
        options.jobs = jobs
        options.shard = try shard.map { text throws(ListshotError) in try Shard(parsing: text) }
        options.filter = filter
        options.only = only
        return options
    }

    func engine() throws -> CatalogRunner {
        var engine = try CatalogRunner(catalog: catalog, renderer: try FontFolders.renderer(themes: themeDirectories, fonts: fontDirectories))
        engine.lockNotice = { warn($0) }
        return engine
    }

    /// The engine with the previews of `previews` in its catalog (docs/previews.md); a catalog folder
    /// that does not exist yet is made when previews are asked for.
    func engine(previews: PreviewOptions, reportFailures: Bool = true) throws -> (CatalogRunner, PreviewSnapshots?) {
        guard previews.enabled else { return (try engine(), nil) }
        if !FileManager.default.fileExists(atPath: catalog) {
            do { try FileManager.default.createDirectory(atPath: catalog, withIntermediateDirectories: true) } catch {
                throw ListshotError.io(path: catalog.escapingControlCharacters, message: "cannot be made (\(FileProblem.reason(error))). Give a catalog folder you can write.")
            }
        }
        var engine = try CatalogRunner(catalog: catalog, requireSpecs: false, renderer: try FontFolders.renderer(themes: themeDirectories, fonts: fontDirectories))
        engine.lockNotice = { warn($0) }
        let loaded = try previews.attach(to: &engine, reportFailures: reportFailures)
        return (engine, loaded)
    }
}

/// `listshot record [CATALOG] [--mode missing|all|failed]`
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Write reference images (and their display-list sidecars) for a catalog.",
        discussion: "Only this command writes references. Every file is written atomically.",
        version: ListshotCommand.version
    )

    @OptionGroup var common: CatalogOptions

    @Option(help: "missing: only new references; all: every reference; failed: those that no longer match.")
    var mode: RecordModeChoice = .missing

    @Option(help: "PNG encoding: smallest (for committed references) or fast.")
    var compression: CompressionChoice = .smallest

    @Flag(help: "Encode again references whose pixels are unchanged (after a change to --compression or to the encoder); otherwise they are left as they are.")
    var reencode = false

    @OptionGroup var previews: PreviewOptions

    func run() throws {
        let recordMode = mode.mode
        let (engine, loaded) = try common.engine(previews: previews, reportFailures: false)
        var options = try common.options()
        options.compression = compression.compression
        options.reencode = reencode
        let bar = Progress(total: 0, label: "Recording")
        let run = try engine.record(mode: recordMode, options: options) { done, total in bar.tick(done, total) }
        bar.finish()
        for message in run.droppedEntries { warn(message) }
        for result in run.results where result.status == .recorded {
            Terminal.out("recorded \(result.key)")
        }
        for result in run.results { for warning in result.warnings { LayoutWarnings.print(spec: result.specFile, warning) } }
        Terminal.out(run.summary)
        try PreviewOutcome.check(loaded, allowUnbuildable: previews.allowUnbuildable)
    }
}

/// `listshot verify [CATALOG] [--report DIR] [--jobs N] [--shard I/N] [--prune]`
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Render a catalog and compare it with its references.",
        discussion: "Exit 0 when everything matches, 1 when anything differs or is missing, 2 on bad input.",
        version: ListshotCommand.version
    )

    @OptionGroup var common: CatalogOptions

    @OptionGroup var previews: PreviewOptions

    @Option(help: ArgumentHelp("Folder for the HTML report, JUnit XML, report.json and failure images. Default: CATALOG/.listshot/report, which the catalog's own ignore file keeps out of git.", valueName: "dir"))
    var report: String?

    @Option(help: "pixelmatch colour threshold, 0…1 (smaller is stricter).")
    var threshold: Double = DiffOptions.default.threshold

    @Option(help: "Pass when at most this many pixels differ.")
    var maxDiffPixels: Int = DiffOptions.default.tolerance.maxDiffPixels

    @Option(help: "Pass when at most this fraction of pixels differ (0…1).")
    var maxDiffPixelRatio: Double = DiffOptions.default.tolerance.maxDiffPixelRatio

    @Flag(help: "Delete orphaned references (never with --shard or --filter).")
    var prune = false

    @Option(help: "Skip an element id (with its children) or an x,y,width,height rectangle in points. Repeatable.")
    var ignore: [String] = []

    @Option(help: ArgumentHelp("Compare the working tree's catalog with the same catalog at this git revision (read from git's objects), instead of with stored references. See docs/against.md.", valueName: "rev"))
    var against: String?

    @Option(help: ArgumentHelp("With --against: the git clone whose objects and refs are read (its working tree, or a folder in it). Default: the one the working directory is in; never one found from the catalog. See docs/against.md.", valueName: "dir"))
    var repo: String?

    @Flag(help: "Draw and hash every case, even one whose display list, images and environment are unchanged since it was recorded.")
    var checkPixels = false

    func validate() throws {
        do { try ToleranceFlags.check(threshold: threshold, maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio) } catch {
            throw ValidationError(error.description)
        }
    }

    func run() throws {
        var options = try common.options()
        options.diff.threshold = threshold
        options.diff.tolerance = DiffTolerance(maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio)
        var (engine, loaded) = try common.engine(previews: previews)
        if let loaded, against != nil {
            engine.revisionPreviews = PreviewSnapshots.revisionSide(paths: previews.sources, head: loaded, catalog: common.catalog,
                                                                    settings: try previews.settings()) { Terminal.err($0) }
        }
        let report = reportFolder(engine)
        options.reportDirectory = report
        options.ignore = try ignore.map { text throws(ListshotError) in try IgnoreRegion(parsing: text) }
        options.checkPixels = checkPixels
        if let against { return try verify(against: against, engine: engine, options: options, report: report) }
        if repo != nil { throw ListshotError.usage("--repo names the git clone --against reads; without --against it has no use. Add --against REV, or drop --repo.") }
        let bar = Progress(total: 0, label: "Verifying")
        let run = try engine.verify(options: options, prune: prune) { done, total in bar.tick(done, total) }
        bar.finish()
        for message in run.manifestWarnings { warn(message) }
        if !run.environmentChanges.isEmpty {
            warn("the environment differs from the one the references were recorded in; pixel differences may come from it:")
            for change in run.environmentChanges { warn("  \(change)") }
        }
        for result in run.results where result.status != .passed {
            let label = result.status == .new ? "NEW " : result.status == .error ? "ERROR" : "FAIL"
            Terminal.out("\(label) \(result.key): \(result.message)")
            for change in result.changes.prefix(12) { Terminal.out("       \(change)") }
            if result.changes.count > 12 { Terminal.out("       … \(result.changes.count - 12) more changes in the report") }
        }
        for orphan in run.orphans {
            Terminal.out("ORPHAN \(orphan)\(run.pruned.contains(orphan) ? " (deleted)" : ": no spec asks for it; delete it with --prune")")
        }
        var reportFile = VerifyReport(run: run, catalog: common.catalog, shard: options.shard)
        reportFile.recordArguments = engine.catalog.recordArguments.isEmpty ? nil : engine.catalog.recordArguments
        try reportFile.write(to: report)
        let byKey = run.results.filter { $0.fastPath && $0.renderKeyMatched == true }.count
        let byHash = run.results.filter { $0.fastPath && $0.renderKeyMatched != true }.count
        Terminal.out("\(run.summary) (\(byKey) by render key, \(byHash) by pixel hash). Report: \(((report as NSString).appendingPathComponent("index.html")).escapingControlCharacters)")
        if let unknown = run.unknownIgnoredElements.first {
            let ids = Array(Set(run.results.flatMap { $0.ignoredElementsFound ?? [] })).sorted()
            throw ListshotError.usage("--ignore \(unknown.escapingControlCharacters): no checked screen has an element with this id\(ids.isEmpty ? "" : " (found: \(ids.joined(separator: ", ")))"). Ids look like list[0].cell[2].subtitle; `listshot render SPEC --format json` lists a screen's ids.")
        }
        let errors = run.count(.error)
        if errors > 0 {
            throw ListshotError.usage("\(errors) case\(errors == 1 ? "" : "s") could not be checked (ERROR above, and in the report). Fix the spec, theme or image each names, then verify again.")
        }
        if !run.succeeded {
            Terminal.out("Review the report; to accept the changes run `\(reportFile.acceptCommand)`, or accept exactly what this run rendered (on any machine with the report folder) with `listshot accept \(ShellQuote.word(report))`.")
            throw ExitCode(1)
        }
    }
}

extension VerifyCommand {
    /// `verify --against REV`: the catalog at REV is the reference (docs/against.md). Exit 0 when
    /// nothing changed, 1 when a variant changed, was added, removed or renamed, 2 on bad input.
    func verify(against revision: String, engine: CatalogRunner, options: SnapshotOptions, report: String) throws {
        if prune { throw ListshotError.usage("--prune cannot be combined with --against: --against never reads or changes stored references.") }
        // Registered before it exists: Ctrl-C or SIGTERM at any point removes the private copy.
        let folder = GitRevisionTree.newFolderPath()
        let removal = StopSignals.removeOnStop(folder)
        defer { removal.done() }
        let bar = Progress(total: 0, label: "Comparing")
        let baseRenderer = try FontFolders.renderer(themes: common.themeDirectories, fonts: common.fontDirectories)
        let run = try engine.verify(againstRevision: revision, repository: repo, baseRenderer: baseRenderer, options: options,
                                    folder: folder) { done, total in bar.tick(done, total) }
        bar.finish()
        for message in run.revisionWarnings { warn(message) }
        // The input files that differ first, then the specs with their variants (docs/against.md, "Output").
        for line in AgainstConsole(run: run, catalogRoot: engine.catalog.root, catalogName: common.catalog).lines { Terminal.out(line) }
        for result in run.results { for warning in result.warnings { LayoutWarnings.print(spec: result.specFile, warning) } }
        let reportFile = VerifyReport(run: run, catalog: common.catalog, shard: nil)
        try reportFile.write(to: report)
        Terminal.out("\(run.against?.line ?? run.summary). Report: \(((report as NSString).appendingPathComponent("index.html")).escapingControlCharacters)")
        let errors = run.count(.error)
        if errors > 0 {
            throw ListshotError.usage("\(errors) case\(errors == 1 ? "" : "s") could not be checked (ERROR above, and in the report). Fix the spec, theme or image each names, then verify again.")
        }
        if run.against?.anyChange == true { throw ExitCode(1) }
    }
}

/// `listshot merge-reports DIR… [--out DIR]`
struct MergeReportsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract: "Join the reports of sharded verify runs into one.",
        version: ListshotCommand.version
    )

    @Argument(help: "Report folders written by `listshot verify --report DIR`.")
    var reports: [String]

    @Option(help: "Folder for the merged report.")
    var out: String = "listshot-report"

    func run() throws {
        let merge = try VerifyReport.merge(reports)
        try VerifyReport.write(merge, to: out)
        let merged = merge.report
        Terminal.out("Merged \(reports.count) reports: \(merged.count(.passed)) passed, \(merged.count(.failed)) failed, \(merged.count(.new)) new. Report: \((out as NSString).appendingPathComponent("index.html"))")
        if merged.count(.error) > 0 {
            throw ListshotError.usage("\(merged.count(.error)) case(s) could not be checked in the shards; the merged report lists them.")
        }
        if merged.count(.failed) + merged.count(.new) > 0 { throw ExitCode(1) }
    }
}

func warn(_ text: String) {
    Terminal.err("warning: \(text)")
}

/// Prints a spec's layout warnings once each: the day and night (and every other variant) of one
/// spec usually warn alike, and the user needs to read it once.
enum LayoutWarnings {
    nonisolated(unsafe) private static var printed: Set<String> = []
    private static let lock = NSLock()

    static func print(spec: String, _ warning: String) {
        let line = "\(spec): \(warning)"
        lock.lock()
        let isNew = printed.insert(line).inserted
        lock.unlock()
        if isNew { warn(line) }
    }
}

import ArgumentParser
import Listshot
import ListshotSnapshot
import ListshotText

/// `listshot accept REPORT_DIR [--only KEY…] [--catalog DIR] [--force]`
struct AcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Make the failed and new cases of a verify report the references, without rendering.",
        discussion: """
        Copies the actual images (re-encoded as references are stored) and display-list sidecars \
        that `listshot verify --report DIR` wrote, so references recorded on CI can be accepted on \
        any machine, e.g. a CI artifact downloaded to a laptop. Only keys the catalog's current specs \
        make are written, each display list must be what its spec lays out now, and the manifest \
        entry (pixel hash, size, render key) is computed from the files written, never copied from \
        the report. In the report's own environment every case is drawn and must match its image; \
        elsewhere no render key is written, so the first verify in the recording environment draws \
        and compares those cases. Refuses a report made in another environment or from other spec \
        files unless --force, any report whose files were changed after the run, and one that would \
        decode more than 2^28 pixels (accept it in parts with --only). Exit 0 on success, 2 on a \
        refused or bad report.
        """,
        version: ListshotCommand.version
    )

    @Argument(help: "The report folder `listshot verify --report` wrote.")
    var report: String

    @Option(help: ArgumentHelp("Accept only the case with exactly this key (repeatable).", valueName: "key"))
    var only: [String] = []

    @Option(help: "The catalog to write into (default: the one the report names, relative to here).")
    var catalog: String?

    @Flag(help: "Accept a report from another environment or catalog revision, saying what differs.")
    var force = false

    @Option(name: .customLong("themes"), help: "An extra folder of theme files, searched first (as given to verify).")
    var themeDirectories: [String] = []

    @Option(name: .customLong("fonts"), help: "A folder of brand font files every theme may name (as given to verify).")
    var fontDirectories: [String] = []

    @OptionGroup var previews: PreviewOptions

    func run() throws {
        let renderer = try FontFolders.renderer(themes: themeDirectories, fonts: fontDirectories)
        let bar = Progress(total: 0, label: "Accepting")
        let attach: ((inout SnapshotCatalog) throws(ListshotError) -> Void)? = previews.enabled ? { catalog throws(ListshotError) in
            try previews.attach(to: &catalog)
        } : nil
        let plan = try ReportAcceptance.plan(report: report, catalog: catalog, only: only, force: force, renderer: renderer, previews: attach) { done, total in
            bar.tick(done, total)
        }
        bar.finish()
        for difference in plan.overridden { warn("--force: \(difference)") }
        for key in plan.layoutDifferences {
            warn("--force: \(key.escapingControlCharacters) lays out differently in this environment; the report's display list is kept")
        }
        guard !plan.items.isEmpty else {
            Terminal.out("Nothing to accept: the report has no failed or new case.")
            return
        }
        // Under the catalog's lock, so a concurrent record or prune loses nothing (CatalogLock).
        try plan.catalog.whileLocked(notice: { warn($0) }) { () throws(ListshotError) in try ReportAcceptance.apply(plan) }
        for item in plan.items {
            Terminal.out("accepted \(item.key.escapingControlCharacters)\(item.png == nil ? " (the reference already had these pixels: its PNG is kept)" : "")")
        }
        if plan.pixelsChecked {
            Terminal.out("Each image was drawn here, in the report's environment, and matched its spec.")
        } else {
            Terminal.out("Pixels were not re-checked here (this machine is not the report's environment) and no render key was written: the first `listshot verify` in the report's environment draws these cases and compares their pixels; run it (or `verify --check-pixels`) there before merging.")
        }
        let kept = plan.items.filter { $0.png == nil }.count
        Terminal.out("\(plan.items.count) reference\(plan.items.count == 1 ? "" : "s") accepted into \(plan.catalog.root) (\(plan.items.count - kept) written, \(kept) unchanged). Review with `git diff --stat`, then commit.")
    }
}

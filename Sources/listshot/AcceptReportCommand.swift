import ArgumentParser
import Listshot
import ListshotSnapshot

/// `listshot accept REPORT_DIR [--only KEY…] [--catalog DIR] [--force]`
struct AcceptReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        _superCommandName: "listshot",
        abstract: "Make the failed and new cases of a verify report the references, without rendering.",
        discussion: """
        Copies the actual images (re-encoded as references are stored), display-list sidecars and \
        manifest entries that `listshot verify --report DIR` wrote, so references recorded on CI can \
        be accepted on any machine, e.g. a CI artifact downloaded to a laptop. Refuses a report made \
        in another environment or from other spec files unless --force, and any report whose files \
        were changed after the run. Exit 0 on success, 2 on a refused or bad report.
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

    func run() throws {
        let plan = try ReportAccept.plan(report: report, catalog: catalog, only: only, force: force)
        for difference in plan.overridden { warn("--force: \(difference)") }
        guard !plan.items.isEmpty else {
            Terminal.out("Nothing to accept: the report has no failed or new case.")
            return
        }
        // Under the catalog's lock, so a concurrent record or prune loses nothing (CatalogLock).
        try plan.catalog.whileLocked(notice: { warn($0) }) { () throws(ListshotError) in try ReportAccept.apply(plan) }
        for item in plan.items { Terminal.out("accepted \(item.key)") }
        Terminal.out("\(plan.items.count) reference\(plan.items.count == 1 ? "" : "s") accepted into \(plan.catalog.root). Review with `git diff --stat`, then commit.")
    }
}

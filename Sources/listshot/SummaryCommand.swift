import ArgumentParser
import Listshot
import ListshotSnapshot

/// `listshot summary REPORT_DIR [--report-link URL] [--out FILE]`: the report's `summary.md`
/// again, from its `report.json`, linking each case to where the whole report can be opened, for
/// a pull-request comment or a job summary (docs/ci.md, "The comment and the job summary").
struct SummaryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "summary",
        abstract: "Print a verify report's summary (Markdown), its cases linked to the report's URL.",
        discussion: """
        Writes what summary.md holds, from the report.json that `listshot verify --report DIR` or \
        `listshot merge-reports` wrote. summary.md links the report's images relatively, which works \
        only beside the report; with --report-link each case links to that URL instead (for a CI \
        artifact, known only once it is uploaded), for a pull-request comment or a CI job summary. \
        Every value from the catalog, and the URL, is escaped for Markdown. Exit 0, or 2 on a bad \
        report or URL, writing nothing.
        """,
        version: ListshotCommand.version
    )

    @Argument(help: "The report folder `listshot verify --report` or `listshot merge-reports --out` wrote.")
    var report: String

    @Option(help: ArgumentHelp("Link each case to this http(s) URL (e.g. the CI artifact holding the report) instead of to the report's images.", valueName: "url"))
    var reportLink: String?

    @Option(help: ArgumentHelp("Write the summary to this file (atomically) instead of standard output.", valueName: "file"))
    var out: String?

    func run() throws {
        let link = try reportLink.map { text throws(ListshotError) in try ReportLink(text, flag: "--report-link") }
        let markdown = try VerifyReport.load(from: report).summaryMarkdown(reportLink: link)
        if let out {
            try AtomicFile.write(Array(markdown.utf8), to: out)
        } else {
            // The Markdown ends with a line break; print adds another.
            Terminal.out(String(markdown.dropLast(markdown.hasSuffix("\n") ? 1 : 0)))
        }
    }
}

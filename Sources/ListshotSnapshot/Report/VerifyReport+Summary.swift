import Foundation
import ListshotCore
import ListshotText

extension VerifyReport {
    /// The most failures `summary.md` lists (a pull-request comment must stay short); the rest are
    /// counted and left to the HTML report.
    static let summaryRowLimit = 50

    /// `summary.md`: counts, a table of failures with their semantic changes and links to the
    /// images in the report, and the command that accepts them; every value from the catalog is
    /// escaped for Markdown. With a `reportLink` (the CI artifact that holds the report) each case
    /// links there instead of to the report's images, whose relative links are dead in a
    /// pull-request comment or `$GITHUB_STEP_SUMMARY` (docs/ci.md, "The comment and the job summary").
    ///
    /// ```swift
    /// try AtomicFile.write(Array(report.summaryMarkdown().utf8), to: "listshot-report/summary.md")
    /// let comment = report.summaryMarkdown(reportLink: try ReportLink(artifactURL, flag: "--report-link"))
    /// ```
    public func summaryMarkdown(reportLink: ReportLink? = nil) -> String {
        let failing = results.filter { $0.status == .failed || $0.status == .new || $0.status == .error }
        var lines: [String] = []
        var verdict = failing.isEmpty ? "all references match" : "\(count(.failed)) failed, \(count(.new)) new"
        if let against {
            verdict = against.anyChange
                ? "\(against.changed) changed, \(against.added) added, \(against.removed) removed, \(against.renamed) renamed"
                : "nothing looks different"
        }
        lines.append("### Listshot: \(verdict)")
        lines.append("")
        if let reportLink {
            lines.append("The whole report, with every image: [download it](\(reportLink.markdownTarget)) and open `index.html`.")
            lines.append("")
        }
        if let against {
            lines.append("Against \(MarkdownText.inline(against.revision)) (commit \(MarkdownText.inline(String(against.commit.prefix(12))))): \(MarkdownText.inline(against.counts))")
            lines.append("")
            lines += Self.inputLines(against)
        }
        lines.append("| passed | failed | new | errors | orphaned |")
        lines.append("|---:|---:|---:|---:|---:|")
        lines.append("| \(count(.passed)) | \(count(.failed)) | \(count(.new)) | \(count(.error)) | \(orphans.count) |")
        if !shards.isEmpty { lines += ["", "Shards: \(MarkdownText.inline(shards.joined(separator: ", ")))"] }
        if !environmentChanges.isEmpty {
            lines += ["", "> **The environment differs from the one the references were recorded in;** pixel differences may come from it:"]
            lines += environmentChanges.map { "> - \(MarkdownText.inline($0))" }
        }
        if !failing.isEmpty {
            lines += ["", "| case | status | pixels | what changed | \(reportLink == nil ? "images" : "report") |", "|---|---|---:|---|---|"]
            for result in failing.prefix(Self.summaryRowLimit) {
                let pixels = result.status == .failed && result.totalPixels > 0
                    ? "\(result.mismatchedPixels) of \(result.totalPixels)" : "–"
                var changed = result.changes.prefix(3).map(MarkdownText.inline)
                if result.changes.count > 3 { changed.append("… \(result.changes.count - 3) more") }
                if changed.isEmpty, result.status == .error { changed = [MarkdownText.inline(result.message)] }
                if changed.isEmpty, !result.changedElements.isEmpty {
                    changed = ["pixels in " + result.changedElements.prefix(3).map(MarkdownText.inline).joined(separator: ", ")]
                }
                let images = imageLinks(result, reportLink: reportLink)
                lines.append("| \(MarkdownText.inline(result.key)) | \(result.status.rawValue) | \(pixels) | \(changed.joined(separator: "<br>")) | \(images) |")
            }
            if failing.count > Self.summaryRowLimit {
                lines.append("")
                lines.append("… and \(failing.count - Self.summaryRowLimit) more in the HTML report.")
            }
        }
        if !orphans.isEmpty {
            lines += ["", "Orphaned (no spec asks for them): " + orphans.prefix(20).map(MarkdownText.inline).joined(separator: ", ")]
        }
        if results.contains(where: { $0.acceptable != nil }) {
            lines += ["", "Accept what this run rendered, on any machine with this report: `listshot accept <this report folder>`"]
        }
        lines.append("")
        return lines.joined(separator: "\n")
    }

    /// The most differing input files `summary.md` lists.
    static let summaryInputLimit = 20

    /// For `verify --against`: the input files that differ, first (docs/against.md, "Output").
    static func inputLines(_ against: AgainstSummary) -> [String] {
        let inputs = against.inputs ?? []
        guard !inputs.isEmpty else { return [] }
        var lines = ["Input files that differ:", ""]
        lines += inputs.prefix(summaryInputLimit).map { "- \($0.kind.rawValue) \(MarkdownText.inline($0.path))" }
        let total = against.inputsTotal
        if total > summaryInputLimit { lines.append("- … and \(total - summaryInputLimit) more") }
        lines.append("")
        return lines
    }

    /// The images cell of a failure: its diff, actual and expected images in the report, or the
    /// report itself when the images cannot be shown where the summary is read.
    func imageLinks(_ result: SnapshotResult, reportLink: ReportLink?) -> String {
        if let reportLink { return "[report](\(reportLink.markdownTarget))" }
        let a = result.artifacts
        return [("diff", a.diff), ("actual", a.actual), ("expected", a.expected)].compactMap { name, path in
            path.map { "[\(name)](\(MarkdownText.link($0)))" }
        }.joined(separator: " · ")
    }
}

import ListshotCore
import ListshotText

extension AuditReport {
    /// `audit.md`: the summary per rule, then each screen's failed findings. Every text from
    /// specs is escaped with ``MarkdownText``.
    ///
    /// ```swift
    /// try AtomicFile.write(Array(report.markdown().utf8), to: "listshot-audit/audit.md")
    /// ```
    package func markdown() -> String {
        var lines = ["# Listshot accessibility audit", "",
                     "Result: **\(failsRun ? "FAIL" : "PASS")**. See docs/audit.md for the rules.", "",
                     "| rule | severity | checked | failed |", "|---|---|---:|---:|"]
        for row in summary {
            lines.append("| \(row.rule.rawValue) | \(row.severity.rawValue) | \(row.checked) | \(row.failed) |")
        }
        for screen in screens {
            let failures = shownFailures(of: screen)
            lines += ["", "## \(MarkdownText.inline(screen.variant))", "",
                      "\(MarkdownText.code(screen.spec)), theme \(MarkdownText.code(screen.theme)): \(failures.isEmpty ? "no failures." : "\(failures.count) failed.")"]
            guard !failures.isEmpty else { continue }
            lines += ["", "| rule | element | text | fg | bg | ratio | Lc | required | measured | note |", "|---|---|---|---|---|---:|---:|---:|---:|---|"]
            for f in failures {
                let cells = [
                    f.rule.rawValue, MarkdownText.code(f.elementID, inTable: true), f.text.map(MarkdownText.inline) ?? "",
                    f.foreground?.hexString ?? "", f.background?.hexString ?? "",
                    f.ratio.map { ScreenAudit.format($0) + ":1" } ?? "", f.lc.map(ScreenAudit.format) ?? "",
                    ScreenAudit.format(f.required), ScreenAudit.format(f.measured), MarkdownText.inline(f.note),
                ]
                lines.append("| " + cells.joined(separator: " | ") + " |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

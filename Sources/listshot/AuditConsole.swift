import Foundation
import ListshotAudit

/// What `listshot audit` prints (docs/audit.md, "The console"): by default the totals per rule and
/// level, the worst failures and where the report is, in at most about twenty lines whatever the
/// catalog's size; with `--verbose` every failed finding first, one line each.
///
/// ```swift
/// for line in AuditConsole.lines(report, verbose: false, out: "listshot-audit", images: 12) { Terminal.out(line) }
/// ```
enum AuditConsole {
    /// How many failures the default output names.
    static let worstShown = 5

    static func lines(_ report: AuditReport, verbose: Bool, out: String, images: Int) -> [String] {
        var lines: [String] = []
        let failures = report.screens.flatMap { screen in report.shownFailures(of: screen).map { (screen, $0) } }
        if verbose {
            lines += failures.map { line($0.1, variant: $0.0.variant, report: report) }
            lines.append("")
        }
        lines.append("rule          level     checked  failed  variants")
        for row in report.summary {
            let variants = report.screens.filter { $0.findings.contains { $0.rule == row.rule && !$0.passed } }.count
            lines.append(row.rule.rawValue.padding(toLength: 14, withPad: " ", startingAt: 0)
                + row.severity.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
                + String(row.checked).padding(toLength: 9, withPad: " ", startingAt: 0)
                + String(row.failed).padding(toLength: 8, withPad: " ", startingAt: 0) + String(variants))
        }
        if !verbose, !failures.isEmpty {
            let worst = worstFirst(failures, report: report).prefix(worstShown)
            lines.append("")
            lines.append("The \(worst.count == 1 ? "worst failure" : "\(worst.count) worst failures") of \(failures.count) (errors first, then by how far each falls short):")
            lines += worst.map { "  " + line($0.1, variant: $0.0.variant, report: report) }
        }
        lines.append("")
        let index = (out as NSString).appendingPathComponent("index.html")
        lines.append("Report: \(index) (every finding, with pictures), audit.md, audit.json and \(images) images in \(out).")
        if !verbose, !failures.isEmpty { lines.append("Run again with --verbose to print every failed finding here.") }
        let errors = failures.filter { report.policy.severity(of: $0.1.rule) == .error }.count
        lines.append(report.failsRun ? "Audit FAILED: \(errors) failure\(errors == 1 ? "" : "s") at error level." : "Audit passed.")
        return lines
    }

    /// Errors before warnings, then the largest shortfall (measured ÷ required, smallest first);
    /// ties in key order, so the output is the same on every run.
    static func worstFirst(_ failures: [(AuditReport.Screen, AuditFinding)], report: AuditReport) -> [(AuditReport.Screen, AuditFinding)] {
        failures.sorted { a, b in
            let ea = report.policy.severity(of: a.1.rule) == .error, eb = report.policy.severity(of: b.1.rule) == .error
            if ea != eb { return ea }
            let sa = a.1.required > 0 ? a.1.measured / a.1.required : 1, sb = b.1.required > 0 ? b.1.measured / b.1.required : 1
            if sa != sb { return sa < sb }
            return (a.0.variant, a.1.elementID) < (b.0.variant, b.1.elementID)
        }
    }

    /// One failed finding on one line: every line-feed scalar becomes a space (docs/escaping.md).
    static func line(_ f: AuditFinding, variant: String, report: AuditReport) -> String {
        let severity = report.policy.severity(of: f.rule) == .error ? "FAIL" : "warn"
        var line = "\(severity) \(f.rule.rawValue) \(variant) \(f.elementID)"
        if let text = f.text { line += " \"\(text.prefix(40))\"" }
        if let fg = f.foreground, let bg = f.background, let ratio = f.ratio, let lc = f.lc {
            line += " \(fg) on \(bg) \(ScreenAudit.format(ratio)):1 Lc \(ScreenAudit.format(lc))"
        }
        line += " (needs \(ScreenAudit.format(f.required))) \(f.note)"
        return String(String.UnicodeScalarView(line.unicodeScalars.map { $0 == "\n" ? " " : $0 }))
    }
}

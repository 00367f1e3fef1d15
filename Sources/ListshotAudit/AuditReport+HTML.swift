import ListshotCore
import ListshotText

extension AuditReport {
    /// `index.html`: one self-contained page (inline CSS, no scripts, no external resources).
    /// Each screen shows its PNG with every shown failure outlined at its frame, positioned in
    /// percent of the canvas so the boxes follow the image at any width; a table lists them.
    ///
    /// ```swift
    /// try AtomicFile.write(Array(report.html().utf8), to: "listshot-audit/index.html")
    /// ```
    package func html() -> String {
        var out = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>Listshot accessibility audit</title>
        <style>\(AuditReport.style)</style></head><body>
        <h1>Listshot accessibility audit: <span class="\(failsRun ? "fail" : "pass")">\(failsRun ? "FAIL" : "PASS")</span></h1>
        <table><tr><th>rule</th><th>severity</th><th>checked</th><th>failed</th></tr>

        """
        for row in summary {
            out += "<tr><td>\(row.rule.rawValue)</td><td>\(row.severity.rawValue)</td><td>\(row.checked)</td><td>\(row.failed)</td></tr>\n"
        }
        out += "</table>\n"
        for screen in screens {
            let failures = shownFailures(of: screen)
            out += "<section><h2>\(HTMLText.escape(screen.variant))</h2><p><code>\(HTMLText.escape(screen.spec))</code>, theme <code>\(HTMLText.escape(screen.theme))</code>: \(failures.isEmpty ? "no failures" : "\(failures.count) failed")</p>\n"
            out += "<div class=\"shot\"><img src=\"\(HTMLText.escape(MarkdownText.link(screen.image)))\" alt=\"\(HTMLText.escape(screen.variant))\">\n"
            let w = max(screen.size.width, 1), h = max(screen.size.height, 1)
            for f in failures {
                let style = "left:\(pct(f.frame.minX / w));top:\(pct(f.frame.minY / h));width:\(pct(f.frame.width / w));height:\(pct(f.frame.height / h))"
                let severity = policy.severity(of: f.rule).rawValue
                out += "<div class=\"box \(severity)\" style=\"\(style)\" title=\"\(HTMLText.escape(f.rule.rawValue + " " + f.elementID + ": " + f.note))\"></div>\n"
            }
            out += "</div>\n"
            if !failures.isEmpty {
                out += "<table><tr><th>rule</th><th>element</th><th>text</th><th>fg</th><th>bg</th><th>ratio</th><th>Lc</th><th>required</th><th>measured</th><th>note</th></tr>\n"
                for f in failures {
                    let cells = [
                        HTMLText.escape(f.rule.rawValue), "<code>\(HTMLText.escape(f.elementID))</code>", HTMLText.escape(f.text ?? ""),
                        swatch(f.foreground), swatch(f.background),
                        f.ratio.map { ScreenAudit.format($0) + ":1" } ?? "", f.lc.map(ScreenAudit.format) ?? "",
                        ScreenAudit.format(f.required), ScreenAudit.format(f.measured), HTMLText.escape(f.note),
                    ]
                    out += "<tr>" + cells.map { "<td>\($0)</td>" }.joined() + "</tr>\n"
                }
                out += "</table>\n"
            }
            out += "</section>\n"
        }
        return out + "</body></html>\n"
    }

    func pct(_ fraction: Double) -> String { ScreenAudit.format(fraction * 100) + "%" }

    func swatch(_ color: RGBA?) -> String {
        guard let color else { return "" }
        return "<span class=\"swatch\" style=\"background:\(color.hexString)\"></span> \(color.hexString)"
    }
}

extension AuditReport {
    /// The page's stylesheet, `Assets/audit.css`, embedded at build time (Plugins/GeneratedSourcePlugin).
    static let style = EmbeddedFiles.text["audit.css"] ?? ""
}

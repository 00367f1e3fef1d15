import ListshotCore

/// The static HTML report: one file, inline CSS and JavaScript, images beside it in `images/`.
/// It opens from disk with no server and no network.
///
/// Layout: a summary (passed, failed, new, orphaned); an environment warning when the
/// fingerprint changed; one card per failing variant with day and night side by side, each with
/// Expected / Actual / Diff / Side by side / Slider tabs and a zoom; the semantic changes; and the
/// exact command that accepts the change.
enum HTMLReport {
    static func html(_ report: VerifyReport) -> String {
        let failing = report.results.filter { $0.status == .failed || $0.status == .new || $0.status == .error }
        var groups: [String] = []
        var byGroup: [String: [SnapshotResult]] = [:]
        for result in failing {
            if byGroup[result.groupKey] == nil { groups.append(result.groupKey) }
            byGroup[result.groupKey, default: []].append(result)
        }
        var body: [String] = []
        body.append("<header><h1>Listshot report</h1><p class=\"catalog\">Catalog <code>\(e(report.catalog))</code>\(report.shards.isEmpty ? "" : " · shards \(e(report.shards.joined(separator: ", ")))")</p>")
        body.append("<div class=\"summary\">")
        for (label, count, css) in [("passed", report.count(.passed), "ok"), ("failed", report.count(.failed), "bad"),
                                    ("new", report.count(.new), "new"), ("orphaned", report.orphans.count, "orphan")]
            + (report.count(.error) > 0 ? [("could not be checked", report.count(.error), "bad")] : []) {
            body.append("<span class=\"pill \(css)\"><b>\(count)</b> \(label)</span>")
        }
        body.append("</div></header>")
        if !report.environmentChanges.isEmpty {
            body.append("<section class=\"warning\" id=\"environment\"><h2>The environment differs from the one the references were recorded in</h2><p>Pixel differences may come from these, not from your change:</p><ul>")
            body += report.environmentChanges.map { "<li>\(e($0))</li>" }
            body.append("</ul></section>")
        }
        if !report.acceptCommand.isEmpty {
            body.append("<section class=\"accept\"><h2>Accept every change</h2>\(command(report.acceptCommand))</section>")
        }
        if failing.isEmpty {
            body.append("<section class=\"allgood\"><h2>Every reference matches.</h2></section>")
        } else {
            body.append("<h2>Failures</h2>")
            for (index, group) in groups.enumerated() {
                body.append(card(group, results: byGroup[group] ?? [], index: index, catalog: report.catalog))
            }
        }
        if !report.orphans.isEmpty {
            body.append("<section><h2>Orphaned references</h2><p>No spec asks for these any more. Delete them with <code>listshot verify \(e(report.catalog)) --prune</code>.</p><ul>")
            body += report.orphans.map { "<li><code>\(e($0))</code></li>" }
            body.append("</ul></section>")
        }
        let passed = report.results.filter { $0.status == .passed }
        if !passed.isEmpty {
            body.append("<details class=\"passed\"><summary>\(passed.count) passed</summary><ul>")
            body += passed.map { "<li><code>\(e($0.key))</code> <small>\(e($0.message)) · \(String(format: "%.1f", $0.milliseconds)) ms</small></li>" }
            body.append("</ul></details>")
        }
        return """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Listshot report: \(report.count(.failed)) failed, \(report.count(.new)) new</title>
        <style>\(style)</style></head>
        <body>
        \(body.joined(separator: "\n"))
        <script>\(script)</script>
        </body></html>

        """
    }

    static func card(_ group: String, results: [SnapshotResult], index: Int, catalog: String) -> String {
        var html = ["<article class=\"card\" id=\"case-\(index)\"><h3>\(e(group))</h3>"]
        if let first = results.first { html.append("<p class=\"spec\">\(e(first.specFile))</p>") }
        var changes: [String] = []
        for change in results.flatMap(\.changes) where !changes.contains(change) { changes.append(change) }
        if !changes.isEmpty {
            html.append("<div class=\"changes\"><h4>What changed</h4><ul>")
            html += changes.map { "<li>\(e($0))</li>" }
            html.append("</ul></div>")
        }
        let elements = Array(Set(results.flatMap(\.changedElements))).sorted()
        if !elements.isEmpty {
            html.append("<p class=\"elements\">Pixels changed in: " + elements.map { "<code>\(e($0))</code>" }.joined(separator: " ") + "</p>")
        }
        html.append("<div class=\"appearances\">")
        for (offset, result) in results.enumerated() {
            html.append(panel(result, id: "c\(index)-\(offset)"))
        }
        html.append("</div>")
        let pending = results.filter { $0.status == .failed || $0.status == .new }.map(\.key)
        if !pending.isEmpty {
            html.append("<p>Accept this change:</p>" + command(AcceptCommand.record(catalog: catalog, mode: .all, keys: pending)))
        } else if results.contains(where: { $0.status == .error }) {
            html.append("<p>This case could not be checked: fix what the message names, then verify again.</p>")
        }
        html.append("</article>")
        return html.joined(separator: "\n")
    }

    static func panel(_ result: SnapshotResult, id: String) -> String {
        let a = result.artifacts
        var html = ["<div class=\"panel\" data-panel=\"\(id)\"><h4>\(e(result.appearance)) <span class=\"status \(result.status.rawValue)\">\(result.status.rawValue)</span></h4>"]
        html.append("<p class=\"message\">\(e(result.message))</p>")
        if result.status == .failed && result.mismatchedPixels > 0 {
            html.append("<p class=\"stats\">\(result.mismatchedPixels) of \(result.totalPixels) pixels differ\(result.boundingBox.map { " in \(e($0.description))" } ?? "")</p>")
        }
        var tabs: [(String, String)] = []
        if let x = a.expected { tabs.append(("Expected", image(x))) }
        if let x = a.actual { tabs.append(("Actual", image(x))) }
        if let x = a.diff { tabs.append(("Diff", image(x))) }
        if let x = a.composite {
            let caption = a.diff == nil ? "expected | actual" : "expected | diff | actual"
            tabs.append(("Side by side", "<p class=\"caption\">\(caption)</p>" + image(x)))
        }
        if let x = a.expected, let y = a.actual {
            tabs.append(("Slider", "<div class=\"wipe\"><img src=\"\(e(ReportPath.link(x)))\" alt=\"expected\"><div class=\"wipe-top\"><img src=\"\(e(ReportPath.link(y)))\" alt=\"actual\"></div></div><input class=\"wipe-range\" type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"wipe between expected and actual\">"))
        }
        guard !tabs.isEmpty else { return (html + ["</div>"]).joined(separator: "\n") }
        html.append("<div class=\"toolbar\"><div class=\"tabs\" role=\"tablist\">")
        for (offset, tab) in tabs.enumerated() {
            html.append("<button role=\"tab\" class=\"tab\(offset == (tabs.count > 2 ? 2 : 0) ? " active" : "")\" data-tab=\"\(offset)\">\(tab.0)</button>")
        }
        html.append("</div><label class=\"zoom\">Zoom <select><option value=\"fit\">fit</option><option value=\"1\">100%</option><option value=\"2\">200%</option><option value=\"4\">400%</option></select></label></div>")
        html.append("<div class=\"views\">")
        for (offset, tab) in tabs.enumerated() {
            html.append("<div class=\"view\(offset == (tabs.count > 2 ? 2 : 0) ? " active" : "")\" data-view=\"\(offset)\">\(tab.1)</div>")
        }
        html.append("</div></div>")
        return html.joined(separator: "\n")
    }

    static func image(_ path: String) -> String { "<img src=\"\(e(ReportPath.link(path)))\" alt=\"\(e(path))\" loading=\"lazy\">" }

    static func command(_ text: String) -> String {
        "<div class=\"command\"><code>\(e(text))</code><button class=\"copy\" data-copy=\"\(e(text))\">Copy</button></div>"
    }

    /// HTML-escapes text (``HTMLText/escape(_:)``).
    static func e(_ text: String) -> String { HTMLText.escape(text) }
}

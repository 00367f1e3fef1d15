import ListshotCore
import ListshotText

/// The static HTML report: an index with a filter and a search box, and one page per failing
/// case (`cases/<escaped key>.html`), images beside them in `images/`. Every page opens from disk
/// with no server and no network, and no page embeds more than one case's images, so a run with
/// many failures is many small pages rather than one huge page.
///
/// Index: the summary (passed, failed, new, orphaned), an environment warning when the
/// fingerprint changed, the accept commands, then one row per case (key, status per appearance,
/// changed pixels, the first semantic changes, a thumbnail) linking to its page. A case page has
/// day and night side by side with Expected / Actual / Diff / Side by side / Slider views and a
/// zoom, the semantic changes, the exact accept command, and links to the previous and next case.
///
/// ```swift
/// for page in HTMLReport.pages(report) { try AtomicFile.write(Array(page.html.utf8), to: folder + "/" + page.path) }
/// ```
enum HTMLReport {
    /// One failing group (a spec's variants) and the page that shows it.
    struct Group {
        var key: String
        var results: [SnapshotResult]
        var page: String
    }

    /// Every page of the report: `index.html` first, then one per failing group.
    static func pages(_ report: VerifyReport) -> [(path: String, html: String)] {
        let groups = failingGroups(report)
        var pages = [(path: "index.html", html: html(report))]
        for (index, group) in groups.enumerated() {
            let previous = index > 0 ? groups[index - 1] : nil
            let next = index + 1 < groups.count ? groups[index + 1] : nil
            pages.append((group.page, casePage(group, previous: previous, next: next, catalog: report.catalog,
                                                  isAgainstRevision: report.against != nil, extra: report.recordArguments ?? [])))
        }
        return pages
    }

    /// The groups with a failed, new or error case, in report order.
    static func failingGroups(_ report: VerifyReport) -> [Group] {
        var order: [String] = []
        var byGroup: [String: [SnapshotResult]] = [:]
        for result in report.results where result.status == .failed || result.status == .new || result.status == .error {
            if byGroup[result.groupKey] == nil { order.append(result.groupKey) }
            byGroup[result.groupKey, default: []].append(result)
        }
        return order.map { Group(key: $0, results: byGroup[$0] ?? [], page: ReportPath.casePage($0)) }
    }

    /// The index page.
    static func html(_ report: VerifyReport) -> String {
        let groups = failingGroups(report)
        var body: [String] = []
        body.append("<header><h1>Listshot report</h1><p class=\"catalog\">Catalog <code>\(HTMLText.escape(report.catalog))</code>\(report.shards.isEmpty ? "" : " · shards \(HTMLText.escape(report.shards.joined(separator: ", ")))")</p>")
        if let against = report.against {
            body.append("<p class=\"against\">Against <code>\(HTMLText.escape(against.revision))</code> (commit <code>\(HTMLText.escape(String(against.commit.prefix(12))))</code>): \(HTMLText.escape(against.counts))</p>")
        }
        body.append("<div class=\"summary\">")
        for (label, count, css) in [("passed", report.count(.passed), "ok"), ("failed", report.count(.failed), "bad"),
                                    ("new", report.count(.new), "new"), ("orphaned", report.orphans.count, "orphan")]
            + (report.count(.error) > 0 ? [("could not be checked", report.count(.error), "bad")] : []) {
            body.append("<span class=\"pill \(css)\"><b>\(count)</b> \(label)</span>")
        }
        body.append("</div></header>")
        if !report.environmentChanges.isEmpty {
            body.append("<section class=\"warning\" id=\"environment\"><h2>The environment differs from the one the references were recorded in</h2><p>Pixel differences may come from these, not from your change:</p><ul>")
            body += report.environmentChanges.map { "<li>\(HTMLText.escape($0))</li>" }
            body.append("</ul></section>")
        }
        if !report.acceptCommand.isEmpty {
            body.append("<section class=\"accept\"><h2>Accept every change</h2><p>Re-render and record here:</p>\(command(report.acceptCommand))")
            if report.results.contains(where: { $0.acceptable != nil }) {
                body.append("<p>Or accept exactly what this run rendered, on any machine with this report folder:</p>\(command("listshot accept <this report folder>"))")
            }
            body.append("</section>")
        }
        if let against = report.against { body.append(inputsSection(against)) }
        if let against = report.against, against.anyChange {
            body.append("<section class=\"accept\"><h2>Review</h2><p>These screens look different from <code>\(HTMLText.escape(against.revision))</code>. Nothing is stored, so there is nothing to record: if the change is intended, approve the pull request; if not, fix it and push.</p></section>")
        }
        if groups.isEmpty {
            body.append(report.against == nil ? "<section class=\"allgood\"><h2>Every reference matches.</h2></section>"
                                               : "<section class=\"allgood\"><h2>Nothing looks different.</h2></section>")
        }
        body.append(filterBar(report))
        body.append("<table class=\"cases\" id=\"cases\"><thead><tr><th>case</th><th>status</th><th>pixels</th><th>what changed</th><th></th></tr></thead><tbody>")
        let pageOf = Dictionary(groups.map { ($0.key, $0.page) }, uniquingKeysWith: { first, _ in first })
        for result in report.results {
            body.append(row(result, page: pageOf[result.groupKey]))
        }
        body.append("</tbody></table>")
        body.append("<p class=\"none\" id=\"none\" hidden>No case matches the filter.</p>")
        if !report.orphans.isEmpty {
            body.append("<section><h2>Orphaned references</h2><p>No spec asks for these any more. Delete them with <code>listshot verify \(HTMLText.escape(report.catalog)) --prune</code>.</p><ul>")
            body += report.orphans.map { "<li><code>\(HTMLText.escape($0))</code></li>" }
            body.append("</ul></section>")
        }
        return page(title: "Listshot report: \(report.count(.failed)) failed, \(report.count(.new)) new", body: body, script: indexScript)
    }

    /// The search box, the status filters and the live count.
    static func filterBar(_ report: VerifyReport) -> String {
        var html = ["<div class=\"filter\" role=\"search\"><label for=\"search\">Search</label>",
                    "<input id=\"search\" type=\"search\" placeholder=\"key, spec, element id or change\" autocomplete=\"off\">"]
        for status in ["failed", "new", "error", "passed"] {
            let count = report.results.filter { $0.status.rawValue == status }.count
            let checked = status == "passed" && report.count(.failed) + report.count(.new) + report.count(.error) > 0 ? "" : " checked"
            html.append("<label class=\"status-filter\"><input type=\"checkbox\" name=\"status\" value=\"\(status)\"\(checked)> \(status) (\(count))</label>")
        }
        html.append("<output id=\"shown\" aria-live=\"polite\"></output></div>")
        return html.joined(separator: "\n")
    }

    /// One case's row: searchable text in `data-search`, its page linked when it failed.
    static func row(_ result: SnapshotResult, page: String?) -> String {
        let search = ([result.key, result.specFile, result.message] + result.changes + result.changedElements).joined(separator: " ").lowercased()
        let name = page.map { "<a href=\"\(HTMLText.escape(ReportPath.link($0)))\">\(HTMLText.escape(result.key))</a>" } ?? HTMLText.escape(result.key)
        let pixels = result.status == .failed && result.totalPixels > 0 ? "\(result.mismatchedPixels) of \(result.totalPixels)" : ""
        var changes = result.changes.prefix(3).map { "<li>\(HTMLText.escape($0))</li>" }
        if result.changes.count > 3 { changes.append("<li>… \(result.changes.count - 3) more</li>") }
        if changes.isEmpty, result.status != .passed { changes = ["<li>\(HTMLText.escape(result.message))</li>"] }
        let thumbnail = (result.artifacts.diff ?? result.artifacts.actual).map {
            "<a href=\"\(HTMLText.escape(ReportPath.link(page ?? $0)))\"><img class=\"thumb\" src=\"\(HTMLText.escape(ReportPath.link($0)))\" alt=\"\" loading=\"lazy\"></a>"
        } ?? ""
        return "<tr data-status=\"\(result.status.rawValue)\" data-search=\"\(HTMLText.escape(search))\"><td><code>\(name)</code></td>"
            + "<td><span class=\"status \(result.status.rawValue)\">\(result.status.rawValue)</span></td><td class=\"num\">\(pixels)</td>"
            + "<td><ul class=\"changes-list\">\(changes.joined())</ul></td><td>\(thumbnail)</td></tr>"
    }

    /// A complete page: inline style and script, nothing fetched.
    static func page(title: String, body: [String], script: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTMLText.escape(title))</title>
        <style>\(style)</style></head>
        <body>
        \(body.joined(separator: "\n"))
        <script>\(script)</script>
        </body></html>

        """
    }

    static func image(_ path: String, prefix: String = "") -> String {
        "<img src=\"\(HTMLText.escape(prefix + ReportPath.link(path)))\" alt=\"\(HTMLText.escape(path))\" loading=\"lazy\">"
    }

    static func command(_ text: String) -> String {
        "<div class=\"command\"><code>\(HTMLText.escape(text))</code><button class=\"copy\" data-copy=\"\(HTMLText.escape(text))\">Copy</button></div>"
    }
}

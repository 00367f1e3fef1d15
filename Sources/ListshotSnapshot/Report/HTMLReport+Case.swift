import ListshotText

extension HTMLReport {
    /// The page of one failing group: navigation, then the card. Links and images are relative
    /// to `cases/`.
    static func casePage(_ group: Group, previous: Group?, next: Group?, catalog: String, isAgainstRevision: Bool = false, extra: [String] = []) -> String {
        func link(_ other: Group?, _ label: String, rel: String) -> String {
            guard let other else { return "<span class=\"disabled\">\(label)</span>" }
            return "<a rel=\"\(rel)\" href=\"\(HTMLText.escape(ReportPath.link(String(other.page.dropFirst("cases/".count)))))\">\(label)</a>"
        }
        let nav = "<nav class=\"pager\"><a href=\"../index.html\">↑ All cases</a>\(link(previous, "← Previous", rel: "prev"))\(link(next, "Next →", rel: "next"))</nav>"
        return page(title: "Listshot: \(group.key)", body: [nav, card(group, catalog: catalog, isAgainstRevision: isAgainstRevision, extra: extra), nav], script: caseScript)
    }

    /// `isAgainstRevision`: the expected side is a git revision (`verify --against`), which nothing
    /// records, so the card offers no accept command.
    static func card(_ group: Group, catalog: String, isAgainstRevision: Bool = false, extra: [String] = []) -> String {
        let results = group.results
        var html = ["<article class=\"card\"><h1>\(HTMLText.escape(group.key))</h1>"]
        if let first = results.first { html.append("<p class=\"spec\">\(HTMLText.escape(first.specFile))</p>") }
        var changes: [String] = []
        for change in results.flatMap(\.changes) where !changes.contains(change) { changes.append(change) }
        if !changes.isEmpty {
            html.append("<div class=\"changes\"><h4>What changed</h4><ul>")
            html += changes.map { "<li>\(HTMLText.escape($0))</li>" }
            html.append("</ul></div>")
        }
        let elements = Array(Set(results.flatMap(\.changedElements))).sorted()
        if !elements.isEmpty {
            html.append("<p class=\"elements\">Pixels changed in: " + elements.map { "<code>\(HTMLText.escape($0))</code>" }.joined(separator: " ") + "</p>")
        }
        html.append("<div class=\"appearances\">")
        for (offset, result) in results.enumerated() { html.append(panel(result, id: "p\(offset)")) }
        html.append("</div>")
        let pending = results.filter { $0.status == .failed || $0.status == .new }.map(\.key)
        if isAgainstRevision {
            if !pending.isEmpty { html.append("<p>Expected is the revision, actual the working tree. Intended? Approve the pull request; nothing to record.</p>") }
        } else if !pending.isEmpty {
            html.append("<p>Accept this change:</p>" + command(RecordCommandLine.record(catalog: catalog, mode: .all, keys: pending, extra: extra)))
            if results.contains(where: { $0.acceptable != nil }) {
                html.append("<p>Or accept exactly what this run rendered:</p>"
                            + command("listshot accept <this report folder> " + pending.map { "--only " + ShellQuote.word($0) }.joined(separator: " ")))
            }
        } else if results.contains(where: { $0.status == .error }) {
            html.append("<p>This case could not be checked: fix what the message names, then verify again.</p>")
        }
        html.append("</article>")
        return html.joined(separator: "\n")
    }

    static func panel(_ result: SnapshotResult, id: String) -> String {
        let a = result.artifacts
        var html = ["<div class=\"panel\" data-panel=\"\(id)\"><h4>\(HTMLText.escape(result.appearance)) <span class=\"status \(result.status.rawValue)\">\(result.status.rawValue)</span></h4>"]
        html.append("<p class=\"message\">\(HTMLText.escape(result.message))</p>")
        if result.status == .failed && result.mismatchedPixels > 0 {
            html.append("<p class=\"stats\">\(result.mismatchedPixels) of \(result.totalPixels) pixels differ\(result.boundingBox.map { " in \(HTMLText.escape($0.description))" } ?? "")</p>")
        }
        var tabs: [(String, String)] = []
        if let x = a.expected { tabs.append(("Expected", image(x, prefix: "../"))) }
        if let x = a.actual { tabs.append(("Actual", image(x, prefix: "../"))) }
        if let x = a.diff { tabs.append(("Diff", image(x, prefix: "../"))) }
        if let x = a.composite {
            let caption = a.diff == nil ? "expected | actual" : "expected | diff | actual"
            tabs.append(("Side by side", "<p class=\"caption\">\(caption)</p>" + image(x, prefix: "../")))
        }
        if let x = a.expected, let y = a.actual {
            tabs.append(("Slider", slider(expected: x, actual: y, id: id)))
        }
        guard !tabs.isEmpty else { return (html + ["</div>"]).joined(separator: "\n") }
        let initial = tabs.count > 2 ? 2 : 0
        html.append("<div class=\"toolbar\"><div class=\"tabs\" role=\"tablist\">")
        for (offset, tab) in tabs.enumerated() {
            html.append("<button role=\"tab\" class=\"tab\(offset == initial ? " active" : "")\" data-tab=\"\(offset)\">\(tab.0)</button>")
        }
        html.append("</div><label class=\"zoom\">Zoom <select><option value=\"fit\">fit</option><option value=\"1\">100%</option><option value=\"2\">200%</option><option value=\"4\">400%</option></select></label></div>")
        html.append("<div class=\"views\">")
        for (offset, tab) in tabs.enumerated() {
            html.append("<div class=\"view\(offset == initial ? " active" : "")\" data-view=\"\(offset)\">\(tab.1)</div>")
        }
        html.append("</div></div>")
        return html.joined(separator: "\n")
    }

    /// The wipe between expected (left of the handle) and actual (right), with labels on the
    /// image, a labelled range input and a live readout.
    static func slider(expected: String, actual: String, id: String) -> String {
        let input = "wipe-\(id)"
        return """
        <div class="wipe"><img class="wipe-under" src="\(HTMLText.escape("../" + ReportPath.link(actual)))" alt="actual">\
        <div class="wipe-top"><img src="\(HTMLText.escape("../" + ReportPath.link(expected)))" alt="expected"></div>\
        <span class="wipe-label left">Expected</span><span class="wipe-label right">Actual</span></div>
        <div class="wipe-controls"><label for="\(input)">Expected ◀ ▶ Actual</label>\
        <input id="\(input)" class="wipe-range" type="range" min="0" max="100" value="50" aria-valuetext="50% expected">\
        <output class="wipe-readout" for="\(input)">50% expected</output></div>
        """
    }
}

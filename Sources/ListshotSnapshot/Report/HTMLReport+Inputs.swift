import ListshotText

/// For `verify --against`: the input files that differ from the revision, listed on the index
/// page above the cases, as the console and `summary.md` lead with them (docs/against.md, "Output").
extension HTMLReport {
    /// `<section class="inputs">` with one line per file (kind, catalog-relative path), or nothing;
    /// verify lists at most ``AgainstSummary/listedInputLimit`` files and counts the rest.
    ///
    /// ```swift
    /// body.append(HTMLReport.inputsSection(against)) // <li><span class="kind changed">changed</span> <code>a/row.yaml</code></li>
    /// ```
    static func inputsSection(_ against: AgainstSummary) -> String {
        let inputs = against.inputs ?? []
        guard !inputs.isEmpty else { return "" }
        let total = against.inputsTotal
        var html = ["<section class=\"inputs\" id=\"inputs\"><h2>\(total) input file\(total == 1 ? "" : "s") differ\(total == 1 ? "s" : "") from <code>\(HTMLText.escape(against.revision))</code></h2><ul>"]
        html += inputs.prefix(AgainstSummary.listedInputLimit).map { input in
            "<li><span class=\"kind \(input.kind.rawValue)\">\(input.kind.rawValue)</span> <code>\(HTMLText.escape(input.path))</code></li>"
        }
        let listed = min(inputs.count, AgainstSummary.listedInputLimit)
        if total > listed { html.append("<li>… and \(total - listed) more</li>") }
        html.append("</ul></section>")
        return html.joined()
    }
}

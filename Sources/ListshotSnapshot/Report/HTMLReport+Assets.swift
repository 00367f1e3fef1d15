extension HTMLReport {
    /// The report's stylesheet, `Report/Assets/report.css`, and its two scripts: the index's
    /// search and status filters (`index.js`; `#q=text` in the address fills the search box) and a
    /// case page's tabs, zoom, wipe slider and copy buttons (`case.js`). Embedded at build time by
    /// Plugins/GeneratedSourcePlugin, so the report needs no file beside the binary.
    static let style = EmbeddedFiles.text["report.css"] ?? ""
    static let indexScript = EmbeddedFiles.text["index.js"] ?? ""
    static let caseScript = EmbeddedFiles.text["case.js"] ?? ""
}

import Foundation

/// The HTML pages of a verify report: `index.html` and every `cases/*.html`.
enum ReportPages {
    static func all(in folder: URL) throws -> [(url: URL, html: String)] {
        var urls = [folder.appendingPathComponent("index.html")]
        let cases = folder.appendingPathComponent("cases")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: cases.path)) ?? []
        urls += names.filter { $0.hasSuffix(".html") }.sorted().map { cases.appendingPathComponent($0) }
        return try urls.map { ($0, try String(contentsOf: $0, encoding: .utf8)) }
    }

    /// Every page's text joined, for "the report says X somewhere" checks.
    static func text(in folder: URL) throws -> String {
        try all(in: folder).map(\.html).joined(separator: "\n")
    }
}

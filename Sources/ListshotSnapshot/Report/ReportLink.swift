import Listshot
import ListshotText

/// Where a report can be opened from outside its folder, such as the CI artifact that holds it:
/// an absolute http(s) URL. A summary written with one links every case to it instead of to the
/// report's images, whose relative links are dead in a pull-request comment or a job summary
/// (docs/ci.md, "The comment and the job summary").
///
/// ```swift
/// let link = try ReportLink("https://github.com/team/app/actions/runs/1/artifacts/2", flag: "--report-link")
/// report.summaryMarkdown(reportLink: link)
/// ```
public struct ReportLink: Sendable, Hashable {
    /// The URL as given.
    public let url: String

    /// Checks `text`: it must start `http://` or `https://`, name a host and hold no spaces or
    /// control characters. `flag` names where it came from in the message.
    public init(_ text: String, flag: String) throws(ListshotError) {
        let shown = text.escapingControlCharacters
        let lower = text.lowercased()
        guard let scheme = ["https://", "http://"].first(where: { lower.hasPrefix($0) }) else {
            throw .usage("\(flag) '\(shown)' is not an http(s) URL. Give the address where the report can be opened or downloaded, such as the CI artifact's URL (https://…); leave \(flag) out to link the report's own images.")
        }
        if let bad = text.unicodeScalars.first(where: { $0.isUnsafeInMessages || $0.properties.isWhitespace }) {
            throw .usage("\(flag) '\(shown)' holds \(bad.isUnsafeInMessages ? "a control character" : "a space") (U+\(String(bad.value, radix: 16, uppercase: true))), which no URL has. Percent-encode it (%20 for a space) or pass the URL your CI gives unchanged.")
        }
        let host = text.unicodeScalars.dropFirst(scheme.unicodeScalars.count).prefix { !"/?#".unicodeScalars.contains($0) }
        guard !host.isEmpty else {
            throw .usage("\(flag) '\(shown)' names no host. Give a whole URL, such as https://ci.example/artifacts/report.")
        }
        url = text
    }

    /// The URL as a Markdown link target, every scalar that could end the link escaped.
    public var markdownTarget: String { MarkdownText.url(url) }
}

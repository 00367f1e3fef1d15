import Foundation
import ListshotSnapshot
import Testing

/// `summaryMarkdown(reportLink:)` and `listshot summary --report-link`: each case links to the
/// report's URL instead of its relative images, and the URL cannot break out of its link or its
/// table row, whatever scalars it holds (docs/ci.md, "The comment and the job summary").
@Suite("Report links in summary.md")
struct ReportLinkTests {
    /// A report with one failed case whose key carries a table pipe followed by a combining mark.
    static func report() throws -> VerifyReport {
        let json = #"""
        {"catalog": "cat", "environmentChanges": [], "formatVersion": 1, "orphans": [], "pruned": [], "shards": [],
         "results": [{"appearance": "day", "artifacts": {"actual": "images/a.day.actual.png", "diff": "images/a.day.diff.png", "expected": "images/a.day.expected.png"},
                      "changedElements": [], "changes": ["list[0].cell[0].title text \"A\" → \"B\""], "fastPath": false, "groupKey": "a|\u0338b",
                      "key": "a|\u0338b.day", "message": "pixels differ", "milliseconds": 1, "mismatchedPixels": 5, "specFile": "cat/a.yaml",
                      "status": "failed", "totalPixels": 100, "warnings": []}]}
        """#
        return try JSONDecoder().decode(VerifyReport.self, from: Data(json.utf8))
    }

    @Test func withoutALinkTheImagesAreLinkedRelatively() throws {
        let summary = try Self.report().summaryMarkdown()
        #expect(summary.contains("[diff](images/a.day.diff.png)") && !summary.contains("download it"), "\(summary)")
    }

    @Test func withALinkEveryCaseLinksTheReport() throws {
        let link = try ReportLink("https://github.com/team/app/actions/runs/1/artifacts/2", flag: "--report-link")
        let summary = try Self.report().summaryMarkdown(reportLink: link)
        #expect(summary.contains("[download it](https://github.com/team/app/actions/runs/1/artifacts/2)"), "\(summary)")
        #expect(summary.contains("| [report](https://github.com/team/app/actions/runs/1/artifacts/2) |"), "\(summary)")
        #expect(!summary.contains("images/"), "\(summary)")
        // The key's pipe, even with a combining mark after it, stays inside its cell.
        let row = try #require(summary.split(separator: "\n").first { $0.contains("a\\|\u{338}b.\u{200B}day") }, "\(summary)")
        #expect(row.unicodeScalars.filter { $0 == "|" }.count == 6 + 1, "one escaped pipe and six cell borders: \(row)")
    }

    /// Every scalar that could end the link, split the row or start markup is percent-encoded,
    /// one by one: a `)` or `|` followed by a combining mark as much as a plain one.
    @Test(arguments: [
        ("https://ci.example/a)b", "https://ci.example/a%29b"),
        ("https://ci.example/a|\u{338}b", "https://ci.example/a%7C%CC%B8b"),
        ("https://ci.example/<b>\"x\"'[y]`*\\", "https://ci.example/%3Cb%3E%22x%22%27%5By%5D%60%2A%5C"),
        ("https://ci.example/é?q=1&r=%2F#top", "https://ci.example/%C3%A9?q=1&r=%2F#top"),
        ("https://ci.example/100%zz", "https://ci.example/100%25zz"),
        ("HTTP://CI.example/x", "HTTP://CI.example/x"),
    ])
    func theURLIsEscapedByScalar(_ url: String, _ target: String) throws {
        let link = try ReportLink(url, flag: "--report-link")
        #expect(link.markdownTarget == target)
        let summary = try Self.report().summaryMarkdown(reportLink: link)
        #expect(summary.contains("[download it](\(target))"), "\(summary)")
    }

    /// What is not an http(s) URL is refused with the flag, the reason and what to do.
    @Test(arguments: [
        ("ftp://ci.example/x", "is not an http(s) URL"),
        ("javascript:alert(1)", "is not an http(s) URL"),
        ("report/index.html", "is not an http(s) URL"),
        ("", "is not an http(s) URL"),
        ("https:///x", "names no host"),
        ("https://ci.example/a b", "holds a space"),
        ("https://ci.example/a\nb", "holds a control character"),
        ("https://ci.example/a\u{202E}b", "holds a control character"),
    ])
    func aURLThatIsNotHTTPIsRefused(_ url: String, _ reason: String) {
        do {
            _ = try ReportLink(url, flag: "--report-link")
            Issue.record("accepted \(url)")
        } catch {
            let message = String(describing: error)
            #expect(message.contains("--report-link") && message.contains(reason), "\(message)")
            #expect(!message.contains("\n") && !message.unicodeScalars.contains("\u{202E}"), "the message shows the URL escaped: \(message)")
        }
    }
}

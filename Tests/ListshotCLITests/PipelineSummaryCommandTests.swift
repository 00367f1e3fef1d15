import Foundation
import Testing

/// `listshot summary REPORT --report-link URL`, which the pipelines run after uploading a report
/// to write the job summary and the pull-request comment (docs/ci.md, "The comment and the job
/// summary"), on the real binary.
@Suite("CI pipelines: listshot summary")
struct PipelineSummaryCommandTests {
    /// A shard report whose keys carry `"` + U+0338 and `onclick=` (from the hostile-input corpus).
    static func report() throws -> (Scratch, URL) {
        let scratch = try Scratch(prefix: "listshot-summary")
        let source = packageRoot.appendingPathComponent("Tests/HostileInput/escape-merge-reports-quote/r1")
        let copy = scratch.url.appendingPathComponent("report")
        try FileManager.default.copyItem(at: source, to: copy)
        return (scratch, copy)
    }

    @Test func theSummaryLinksEveryCaseToTheURL() throws {
        let (scratch, _) = try Self.report()
        let url = "https://github.com/team/app/actions/runs/7/artifacts/8"
        let result = try CLI.run(["summary", "report", "--report-link", url, "--out", "comment/against.md"], in: scratch.url)
        #expect(result.status == 0 && result.stdout.isEmpty, "\(result.stderr)")
        let summary = try String(contentsOf: scratch.url.appendingPathComponent("comment/against.md"), encoding: .utf8)
        #expect(summary.hasPrefix("### Listshot: 0 failed, 2 new\n"), "\(summary)")
        #expect(summary.contains("[download it](\(url))") && summary.components(separatedBy: "| [report](\(url)) |").count == 3, "\(summary)")
        #expect(!summary.contains("images/") && summary.contains("m\"\u{338} onclick=alert(1) z=/a.\u{200B}day"), "\(summary)")
        // Without --report-link it prints what summary.md holds: the images, linked relatively.
        let plain = try CLI.run(["summary", "report"], in: scratch.url)
        #expect(plain.status == 0 && plain.stdout.hasPrefix("### Listshot: 0 failed, 2 new\n") && plain.stdout.contains("| [actual](images/"), "\(plain.stdout)")
    }

    @Test func aHostileURLStaysInsideItsLink() throws {
        let (scratch, _) = try Self.report()
        let result = try CLI.run(["summary", "report", "--report-link", "https://ci.example/x)|\u{338}<b>[y]", "--out", "s.md"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        let summary = try String(contentsOf: scratch.url.appendingPathComponent("s.md"), encoding: .utf8)
        #expect(summary.contains("[report](https://ci.example/x%29%7C%CC%B8%3Cb%3E%5By%5D) |"), "\(summary)")
        #expect(!summary.contains("<b>") && !summary.contains("x)"), "\(summary)")
    }

    /// Not http(s): exit 2, one message naming the flag, what is wrong and what to do, and no
    /// file written or changed.
    @Test(arguments: ["ftp://ci.example/r", "report/index.html", "https://", "https://ci.example/a b"])
    func aURLThatIsNotHTTPWritesNothing(_ url: String) throws {
        let (scratch, _) = try Self.report()
        let existing = scratch.url.appendingPathComponent("kept.md")
        try Data("kept\n".utf8).write(to: existing)
        for out in ["new/s.md", "kept.md"] {
            let result = try CLI.run(["summary", "report", "--report-link", url, "--out", out], in: scratch.url)
            #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
            let first = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
            #expect(first.hasPrefix("error: --report-link '\(url)'") && (first.contains("http(s) URL") || first.contains("host") || first.contains("space")), "\(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("new").path), "a folder was made for a refused URL")
        #expect(try String(contentsOf: existing, encoding: .utf8) == "kept\n")
    }

    @Test func aFolderWithoutAReportSaysWhatToGive() throws {
        let scratch = try Scratch(prefix: "listshot-summary-none")
        let result = try CLI.run(["summary", "nothing", "--report-link", "https://ci.example/r"], in: scratch.url)
        #expect(result.status == 2 && result.stderr.contains("nothing/report.json: not found. Give folders written by `listshot verify --report DIR`."), "\(result.stderr)")
    }
}

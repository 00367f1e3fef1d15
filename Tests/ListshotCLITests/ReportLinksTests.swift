import Foundation
import ListshotSnapshot
import Testing

/// Report image names are one-to-one with keys, and the report's links reach them whatever the
/// folder names hold.
@Suite("Report image names and links")
struct ReportLinksTests {
    @Test(arguments: [("x/y.day", "x__y.day"), ("a b/c.day", "a_b/c.day"), ("p%2Fq.day", "p/q.day")])
    func distinctKeysGetDistinctImages(a: String, b: String) {
        #expect(ReportPath.image(a, "diff") != ReportPath.image(b, "diff"))
    }

    @Test func namesAreSafeFileNames() {
        let name = ReportPath.image("a #1/%z?/ü.day", "diff")
        #expect(name == "images/a%20%231%2F%25z%3F%2F%C3%BC.day.diff.png")
        #expect(ReportPath.link(name) == "images/a%2520%25231%252F%2525z%253F%252F%25C3%25BC.day.diff.png")
    }

    @Test func everyImageTheReportLinksExists() throws {
        let scratch = try Scratch()
        let folder = "a #1 %z?"
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("cat/\(folder)"), withIntermediateDirectories: true)
        try scratch.write("cat/\(folder)/s.yaml", "content: [{list: {cells: [{title: A}]}}]\n")
        #expect(try CLI.run(["record", "cat"], in: scratch.url).status == 0)
        try scratch.write("cat/\(folder)/s.yaml", "content: [{list: {cells: [{title: B}]}}]\n")
        #expect(try CLI.run(["verify", "cat", "--report", "r"], in: scratch.url).status == 1)
        var checked = 0
        for page in try ReportPages.all(in: scratch.url.appendingPathComponent("r")) {
            let folder = page.url.deletingLastPathComponent()
            let links = page.html.components(separatedBy: "src=\"").dropFirst() + page.html.components(separatedBy: "href=\"").dropFirst()
            for link in links.compactMap({ $0.split(separator: "\"").first.map(String.init) }) {
                let decoded = try #require(link.removingPercentEncoding)
                #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(decoded).standardized.path), "\(page.url.lastPathComponent): \(link)")
                #expect(!link.contains("#") && !link.contains("?") && !link.contains(" "), "\(link)")
                checked += 1
            }
        }
        #expect(checked >= 10, "\(checked) links")
    }
}

import Foundation
import ListshotSnapshot
import ListshotText
import Testing

/// A catalog folder named to break out of an attribute with `"` + U+0338 (one `Character`, not a
/// quote) and add event handlers, through `verify --shard`, `merge-reports` and headless
/// Chromium (docs/escaping.md): the pages keep their title, gain no attribute, and each Copy
/// button holds the accept command with the key shell-quoted, which `sh` reads back as the key.
@Suite("Hostile names in the report, in a browser", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium"),
                                                             "chromium is not installed; `make test` installs it (Debian package chromium)"))
struct EscapingBrowserTests {
    static let probe = packageRoot.appendingPathComponent("Tests/Fixtures/escaping/report-probe.js")
    static let folder = "x\"\u{338} onmouseover=document.title='pwned' autofocus tabindex=0 onfocus=document.title='pwned' y='\u{338}"

    /// Two specs in the hostile folder, recorded, changed, verified in two shards and merged.
    func mergedReport() throws -> Scratch {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("cat/\(Self.folder)"), withIntermediateDirectories: true)
        for name in ["a", "b"] { try scratch.write("cat/\(Self.folder)/\(name).yaml", "appearances: [day]\ncontent: [{list: {cells: [{title: \(name)}]}}]\n") }
        #expect(try CLI.run(["record", "cat"], in: scratch.url).status == 0)
        for name in ["a", "b"] { try scratch.write("cat/\(Self.folder)/\(name).yaml", "appearances: [day]\ncontent: [{list: {cells: [{title: \(name) changed}]}}]\n") }
        for shard in ["1/2", "2/2"] {
            #expect(try CLI.run(["verify", "cat", "--shard", shard, "--report", "r\(shard.prefix(1))"], in: scratch.url).status == 1)
        }
        #expect(try CLI.run(["merge-reports", "r1", "r2", "--out", "merged"], in: scratch.url).status == 1)
        return scratch
    }

    /// Runs the probe on a copy of `page` and returns its JSON results.
    func probe(_ page: URL, in scratch: Scratch) throws -> [String: Any] {
        let html = try String(contentsOf: page, encoding: .utf8)
        let copy = page.deletingLastPathComponent().appendingPathComponent("probed-" + page.lastPathComponent)
        try Data(html.replacingOccurrences(of: "</body>", with: "<script src=\"\(Self.probe.absoluteString)\"></script></body>").utf8).write(to: copy)
        let chrome = ["--headless=new", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files", "--virtual-time-budget=3000",
                      "--user-data-dir=" + scratch.url.appendingPathComponent("chrome").path, "--dump-dom", copy.absoluteString]
        let dom = try Run.process("/usr/bin/chromium", chrome).stdout
        let start = try #require(dom.range(of: "<pre id=\"probe-results\">"), "the probe wrote no results; DOM tail: \(dom.suffix(600))")
        let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        let json = String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    /// The words `sh` makes of `command`, with `listshot` in front replaced by printf.
    func shellWords(_ command: String, in scratch: Scratch) throws -> [String] {
        let script = scratch.url.appendingPathComponent("words.sh")
        try Data(("PATH=/nonexistent\nprintf '%s\\000' " + command.dropFirst("listshot ".count) + "\n").utf8).write(to: script)
        let out = try Run.process("/bin/sh", [script.path], in: scratch.url).stdout
        return out.unicodeScalars.split(separator: "\0").map { String(String.UnicodeScalarView($0)) }
    }

    @Test func theMergedIndexAndCasePageGainNothingAndCopyTheQuotedKey() throws {
        let scratch = try mergedReport()
        let pages = try ReportPages.all(in: scratch.url.appendingPathComponent("merged"))
        try #require(pages.count == 3, "index and one page per spec")
        let index = try probe(pages[0].url, in: scratch)
        #expect(index["title"] as? String == "Listshot report: 2 failed, 0 new")
        #expect(index["foreign"] as? [String] == [], "attributes injected into the index")
        #expect(index["scripts"] as? Int == 2, "the page's own script and the probe")
        #expect(index["copies"] as? [String] == ["listshot record cat --mode failed", "listshot accept <this report folder>"])

        let key = "\(Self.folder)/a.day"
        let casePage = try probe(pages[1].url, in: scratch)
        #expect(casePage["title"] as? String == "Listshot: \(Self.folder)/a")
        #expect(casePage["foreign"] as? [String] == [], "attributes injected into the case page")
        let copies = try #require(casePage["copies"] as? [String])
        try #require(copies.count == 2)
        #expect(copies[0] == "listshot record cat --mode all --only " + ShellQuote.word(key))
        #expect(copies[1] == "listshot accept <this report folder> --only " + ShellQuote.word(key))
        #expect(casePage["codes"] as? [String] == copies, "the shown command is the copied one")
        #expect(try shellWords(copies[0], in: scratch) == ["record", "cat", "--mode", "all", "--only", key])
    }
}

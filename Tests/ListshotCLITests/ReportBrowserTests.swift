import Foundation
import Testing

/// The report as a reviewer uses it, in headless Chromium: a driver script (Tests/Fixtures/
/// report-driver.js) types into the search box, toggles the status filters and moves the
/// labelled slider, then the test reads what the page did from the dumped DOM.
@Suite("HTML report in a browser", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium"),
                                             "chromium is not installed; `make test` installs it (Debian package chromium)"))
struct ReportBrowserTests {
    static let driver = packageRoot.appendingPathComponent("Tests/Fixtures/report-driver.js")

    /// A catalog with three specs, one changed, verified into `report/`.
    func report() throws -> Scratch {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("cat/lists"), withIntermediateDirectories: true)
        for name in ["a", "b", "c"] {
            _ = try scratch.write("cat/lists/\(name).yaml", SnapshotCommandTests.spec.replacingOccurrences(of: "Second row", with: "Row \(name)"))
        }
        #expect(try CLI.run(["record", "cat", "--compression", "fast"], in: scratch.url).status == 0)
        _ = try scratch.write("cat/lists/b.yaml", SnapshotCommandTests.spec.replacingOccurrences(of: "Second row", with: "Row b changed"))
        #expect(try CLI.run(["verify", "cat", "--report", "report"], in: scratch.url).status == 1)
        return scratch
    }

    /// Runs the driver on a copy of `page` and returns its JSON results.
    func drive(_ page: URL, in scratch: Scratch) throws -> [String: Any] {
        let html = try String(contentsOf: page, encoding: .utf8)
        let copy = page.deletingLastPathComponent().appendingPathComponent("driven-" + page.lastPathComponent)
        try Data(html.replacingOccurrences(of: "</body>", with: "<script src=\"\(Self.driver.absoluteString)\"></script></body>").utf8).write(to: copy)
        let chrome = ["--headless=new", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files", "--virtual-time-budget=3000",
                      "--user-data-dir=" + scratch.url.appendingPathComponent("chrome").path, "--dump-dom", copy.absoluteString]
        let dom = try Run.process("/usr/bin/chromium", chrome).stdout
        guard let start = dom.range(of: "<pre id=\"driver-results\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            Issue.record("the driver wrote no results; DOM tail: \(dom.suffix(600))")
            return [:]
        }
        let json = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        return (try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]) ?? [:]
    }

    @Test func theSearchBoxAndStatusFiltersNarrowTheIndex() throws {
        let scratch = try report()
        let results = try drive(scratch.url.appendingPathComponent("report/index.html"), in: scratch)
        #expect(results["page"] as? String == "index")
        // Failures only at first: b.day and b.night of six cases.
        #expect(results["initialRows"] as? Int == 2)
        #expect(results["initialShown"] as? String == "2 of 6 shown")
        #expect(results["afterSearchRows"] as? Int == 1, "searching 'night' leaves lists/b.night")
        #expect(results["afterSearchShown"] as? String == "1 of 6 shown")
        #expect(results["noMatchRows"] as? Int == 0)
        #expect(results["noMatchMessageVisible"] as? Bool == true)
        #expect(results["afterPassedToggleRows"] as? Int == 6, "showing passed cases too")
        #expect(results["afterFailedOffRows"] as? Int == 4, "hiding failed cases leaves the passed ones")
    }

    @Test func theSliderIsLabelledAndMoves() throws {
        let scratch = try report()
        let page = try #require(ReportPages.all(in: scratch.url.appendingPathComponent("report")).first { $0.url.lastPathComponent.hasPrefix("lists") })
        let results = try drive(page.url, in: scratch)
        #expect(results["page"] as? String == "case")
        #expect(results["sliderVisible"] as? Bool == true)
        #expect(results["topWidth"] as? String == "25%")
        #expect(results["readout"] as? String == "25% expected")
        #expect(results["ariaValueText"] as? String == "25% expected")
        #expect(results["labels"] as? [String] == ["Expected", "Actual"])
        #expect((results["inputLabel"] as? String)?.contains("Expected") == true)
    }

    @Test func everyFailingCaseHasAPageAndTheIndexEmbedsNoFullImages() throws {
        let scratch = try report()
        let pages = try ReportPages.all(in: scratch.url.appendingPathComponent("report"))
        #expect(pages.count == 2, "index + one page for lists/b")
        let index = pages[0].html
        #expect(index.contains("href=\"cases/lists%252Fb.html\""))
        #expect(!index.contains(".expected.png"), "the index shows thumbnails, never the full expected/actual images")
        let casePage = pages[1].html
        #expect(casePage.contains("../images/lists%252Fb.day.expected.png"))
        #expect(casePage.contains("href=\"../index.html\""))
    }
}

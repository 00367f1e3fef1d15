import Foundation
import Testing

/// `listshot accept REPORT_DIR` end to end: a verify with a change, accepted from its report
/// with no rendering, verifies clean; tampered, foreign and hostile reports are refused.
@Suite("listshot accept, end to end")
struct AcceptCommandTests {
    static let changed = SnapshotCommandTests.spec.replacingOccurrences(of: "title: Hello", with: "title: Hello there")

    /// A catalog recorded with smallest PNGs (as committed catalogs are), then changed, with a
    /// failing verify's report in `report/`.
    func failedRun() throws -> Scratch {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("cat/lists"), withIntermediateDirectories: true)
        try scratch.write("cat/lists/hello.yaml", SnapshotCommandTests.spec)
        try scratch.write("cat/lists/other.yaml", SnapshotCommandTests.spec.replacingOccurrences(of: "Second row", with: "Other row"))
        #expect(try CLI.run(["record", "cat"], in: scratch.url).status == 0)
        try scratch.write("cat/lists/hello.yaml", Self.changed)
        let fail = try CLI.run(["verify", "cat", "--report", "report"], in: scratch.url)
        #expect(fail.status == 1)
        #expect(fail.stdout.contains("listshot accept report"))
        return scratch
    }

    @Test func acceptingTheReportMakesVerifyPassAndMatchesRecord() throws {
        let scratch = try failedRun()
        let summary = try String(contentsOf: scratch.url.appendingPathComponent("report/summary.md"), encoding: .utf8)
        #expect(summary.contains("### Listshot: 2 failed, 0 new"))
        #expect(summary.contains("| lists/hello.\u{200B}day | failed |"))
        #expect(summary.contains("[diff](images/lists%252Fhello.day.diff.png)"))
        #expect(summary.contains("Hello there"))

        let accept = try CLI.run(["accept", "report"], in: scratch.url)
        #expect(accept.status == 0, "\(accept.stderr)")
        #expect(accept.stdout.contains("accepted lists/hello.day"))
        #expect(accept.stdout.contains("2 references accepted"))
        let verify = try CLI.run(["verify", "cat", "--check-pixels"], in: scratch.url)
        #expect(verify.status == 0, "\(verify.stdout)")
        let trusted = try CLI.run(["verify", "cat"], in: scratch.url)
        #expect(trusted.stdout.contains("(4 by render key, 0 by pixel hash)"), "\(trusted.stdout)")

        // Accepted files are byte-identical to what record writes for the same render.
        let accepted = try Data(contentsOf: scratch.url.appendingPathComponent("cat/lists/hello.day.png"))
        let sidecar = try Data(contentsOf: scratch.url.appendingPathComponent("cat/lists/hello.day.layout.json"))
        #expect(try CLI.run(["record", "cat", "--mode", "all"], in: scratch.url).status == 0)
        #expect(try Data(contentsOf: scratch.url.appendingPathComponent("cat/lists/hello.day.png")) == accepted)
        #expect(try Data(contentsOf: scratch.url.appendingPathComponent("cat/lists/hello.day.layout.json")) == sidecar)
    }

    @Test func onlyAcceptsTheNamedCase() throws {
        let scratch = try failedRun()
        let accept = try CLI.run(["accept", "report", "--only", "lists/hello.night"], in: scratch.url)
        #expect(accept.status == 0, "\(accept.stderr)")
        let verify = try CLI.run(["verify", "cat"], in: scratch.url)
        #expect(verify.stdout.contains("FAIL lists/hello.day"))
        #expect(!verify.stdout.contains("FAIL lists/hello.night"))
        let unknown = try CLI.run(["accept", "report", "--only", "lists/other.day"], in: scratch.url)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("--only lists/other.day: the report has no failed or new case with that key"))
    }

    @Test func aTamperedImageIsRefusedAndNothingIsWritten() throws {
        let scratch = try failedRun()
        let before = try Data(contentsOf: scratch.url.appendingPathComponent("cat/lists/hello.day.png"))
        let actual = scratch.url.appendingPathComponent("report/images/lists%2Fhello.night.actual.png")
        try Data(contentsOf: scratch.url.appendingPathComponent("report/images/lists%2Fhello.day.expected.png")).write(to: actual)
        let accept = try CLI.run(["accept", "report"], in: scratch.url)
        #expect(accept.status == 2)
        #expect(accept.stderr.contains("lists/hello.night: the report's files were changed after the run"))
        #expect(try Data(contentsOf: scratch.url.appendingPathComponent("cat/lists/hello.day.png")) == before)
    }

    @Test func aForeignEnvironmentIsRefusedUnlessForced() throws {
        let scratch = try failedRun()
        let file = scratch.url.appendingPathComponent("report/report.json")
        var report = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any] ?? [:]
        var fingerprint = report["fingerprint"] as? [String: Any] ?? [:]
        fingerprint["pango"] = "9.9.9"
        report["fingerprint"] = fingerprint
        try JSONSerialization.data(withJSONObject: report).write(to: file)
        let refused = try CLI.run(["accept", "report"], in: scratch.url)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("rendered in another environment"))
        #expect(refused.stderr.contains("pango"))
        #expect(refused.stderr.contains("--force"))
        let forced = try CLI.run(["accept", "report", "--force"], in: scratch.url)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(forced.stderr.contains("--force: the report was rendered in another environment"))
    }

    @Test func anotherCatalogRevisionIsRefused() throws {
        let scratch = try failedRun()
        try scratch.write("cat/lists/hello.yaml", Self.changed.replacingOccurrences(of: "Second row", with: "Second row!"))
        let refused = try CLI.run(["accept", "report"], in: scratch.url)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("made from other spec files"))
    }

    @Test(arguments: ["../outside/x.day", "/etc/x.day", ".listshot/manifest"])
    func keysOutsideTheCatalogAreRefused(key: String) throws {
        let scratch = try failedRun()
        let file = scratch.url.appendingPathComponent("report/report.json")
        let text = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "\"lists\\/hello.day\"", with: "\"\(key.replacingOccurrences(of: "/", with: "\\/"))\"")
            .replacingOccurrences(of: "\"lists/hello.day\"", with: "\"\(key)\"")
        try Data(text.utf8).write(to: file)
        let refused = try CLI.run(["accept", "report"], in: scratch.url)
        #expect(refused.status == 2, "\(refused.stdout)")
        #expect(refused.stderr.contains("Refusing the report") || refused.stderr.contains("refusing"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("outside").path))
    }

    @Test func aReportNamingACatalogOutsideNeedsTheCatalogFlag() throws {
        let scratch = try failedRun()
        let file = scratch.url.appendingPathComponent("report/report.json")
        var report = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any] ?? [:]
        report["catalog"] = "../../elsewhere"
        try JSONSerialization.data(withJSONObject: report).write(to: file)
        let refused = try CLI.run(["accept", "report"], in: scratch.url)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("Give the catalog with --catalog DIR"))
        let given = try CLI.run(["accept", "report", "--catalog", "cat"], in: scratch.url)
        #expect(given.status == 0, "\(given.stderr)")
    }
}

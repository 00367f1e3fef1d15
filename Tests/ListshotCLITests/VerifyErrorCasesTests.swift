import Foundation
import Testing

/// One bad case never stops a verify: it becomes an error case in every output, and the run goes on.
@Suite("verify with cases that cannot be checked")
struct VerifyErrorCasesTests {
    func catalog() throws -> Scratch {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("cat/s"), withIntermediateDirectories: true)
        for name in ["a", "b", "c"] {
            try scratch.write("cat/s/\(name).yaml", "appearances: [day]\ncontent: [{list: {cells: [{title: \(name)}]}}]\n")
        }
        #expect(try CLI.run(["record", "cat"], in: scratch.url).status == 0)
        return scratch
    }

    @Test func errorsAreReportedEverywhereAndTheRunGoesOn() throws {
        let scratch = try catalog()
        try scratch.write("cat/s/a.yaml", "appearances: [day]\ncontent: [{list: {cells: [{title: a, bogus: 1}]}}]\n")
        try scratch.write("cat/s/b.yaml", "theme: nope\nappearances: [day]\ncontent: [{list: {cells: [{title: b}]}}]\n")
        let run = try CLI.run(["verify", "cat", "--report", "r"], in: scratch.url)
        #expect(run.status == 2, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("ERROR s/a: cat/s/a.yaml:2:"), "\(run.stdout)")
        #expect(run.stdout.contains("ERROR s/b.day: cat/s/b.yaml: nope: no such theme"), "\(run.stdout)")
        #expect(run.stdout.contains("1 passed, 0 failed, 0 new, 0 orphaned, 2 errors"), "\(run.stdout)")
        #expect(run.stderr.hasPrefix("error: 2 cases could not be checked"), "\(run.stderr)")
        // a's references are not orphans: its spec exists, it just does not parse.
        #expect(!run.stdout.contains("ORPHAN"))
        let junit = try String(contentsOf: scratch.url.appendingPathComponent("r/junit.xml"), encoding: .utf8)
        #expect(junit.contains(#"tests="3" failures="0" errors="2""#), "\(junit)")
        #expect(junit.contains(#"<error type="case-error""#))
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: scratch.url.appendingPathComponent("r/report.json"))) as? [String: Any]
        let statuses = (report?["results"] as? [[String: Any]])?.compactMap { $0["status"] as? String }
        #expect(statuses?.sorted() == ["error", "error", "passed"])
        let html = try String(contentsOf: scratch.url.appendingPathComponent("r/index.html"), encoding: .utf8)
        #expect(html.contains("could not be checked") || html.contains("status error"), "the report shows the error case")
        // Prune is refused while cases cannot be checked; nothing is deleted.
        let prune = try CLI.run(["verify", "cat", "--prune"], in: scratch.url)
        #expect(prune.status == 2)
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("cat/s/a.day.png").path))
    }

    /// Characters XML forbids (U+FFFE, U+FFFF) once reached junit.xml through a folder name; such
    /// a name is now refused at discovery (CatalogName), before any report is written, and
    /// merge-reports refuses such a key in a report (CatalogKey).
    @Test func aFolderNameWithCharactersXMLForbidsIsRefused() throws {
        let scratch = try Scratch()
        let folder = "d\u{FFFE}e\u{FFFF}"
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("cat/\(folder)"), withIntermediateDirectories: true)
        try scratch.write("cat/\(folder)/s.yaml", "appearances: [day]\ncontent: [{list: {cells: [{title: x}]}}]\n")
        let run = try CLI.run(["verify", "cat", "--report", "r"], in: scratch.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("the folder name 'd\\u{FFFE}e\\u{FFFF}' contains U+FFFE, a non-character"), "\(run.stderr)")
        #expect(run.stderr.contains("Rename the folder"))
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("r/junit.xml").path))
    }
}

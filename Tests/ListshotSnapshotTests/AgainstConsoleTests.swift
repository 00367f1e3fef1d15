import Foundation
import Testing
@testable import ListshotSnapshot

/// docs/against.md, "Output": `verify --against` leads with the input files that differ, then one
/// heading per spec file with its variants under it, element changes the variants share listed
/// once, every part capped with the rest left to the report.
@Suite("verify --against console lines")
struct AgainstConsoleTests {
    static let since = "changed since main (3f2a4c1d9e0b): "

    static func result(_ key: String, spec: String, _ status: SnapshotStatus = .failed, message: String? = nil,
                       changes: [String] = []) -> SnapshotResult {
        var result = SnapshotResult(key: key, groupKey: key, specFile: "/c/Snapshots/" + spec, appearance: "",
                                    status: status, message: message ?? since + "40 pixels differ (0.100%)")
        result.changes = changes
        return result
    }

    /// A component's font weight, the same two element changes in each variant.
    static let weight = ["view[0].text resized 80×24 pt → 84×24 pt", "view[0].text text style Inter 16/24 medium → Inter 16/24 bold"]

    static func console(_ results: [SnapshotResult], inputs: [AgainstInputChange] = []) -> AgainstConsole {
        AgainstConsole(results: results, inputs: inputs, revision: "main", commit: "3f2a4c1d9e0b77",
                       catalogRoot: "/c/Snapshots", catalogName: "Snapshots")
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var results: [SnapshotResult]
        var inputs: [AgainstInputChange] = []
        var expected: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "one component used by 3 specs × 2 appearances",
             results: ["a/one", "a/two", "b/three"].flatMap { spec in
                 ["day", "night"].map { result("\(spec).\($0)", spec: spec + ".yaml", changes: weight) }
             } + [result("a/same.day", spec: "a/same.yaml", .passed, message: "unchanged")],
             inputs: [AgainstInputChange(path: "Components/Badge.yaml", kind: .changed)],
             expected: [
                "Input files that differ from main (3f2a4c1d9e0b), in Snapshots/:",
                "  changed Components/Badge.yaml",
                "CHANGED a/one.yaml: day, night",
                "  day: 40 pixels differ (0.100%)",
                "  night: 40 pixels differ (0.100%)",
                "  in both:",
                "    " + weight[0],
                "    " + weight[1],
                "CHANGED a/two.yaml: day, night",
                "  day: 40 pixels differ (0.100%)",
                "  night: 40 pixels differ (0.100%)",
                "  in both:",
                "    " + weight[0],
                "    " + weight[1],
                "CHANGED b/three.yaml: day, night",
                "  day: 40 pixels differ (0.100%)",
                "  night: 40 pixels differ (0.100%)",
                "  in both:",
                "    " + weight[0],
                "    " + weight[1],
             ]),
        Case(name: "a change only one variant has is listed under it",
             results: [result("a/one.day", spec: "a/one.yaml", changes: weight + ["view[1] moved 2 pt down"]),
                       result("a/one.night", spec: "a/one.yaml", changes: weight),
                       result("a/one.day.rtl", spec: "a/one.yaml", changes: weight)],
             expected: ["CHANGED a/one.yaml: day, night, day.rtl",
                        "  day: 40 pixels differ (0.100%)", "    view[1] moved 2 pt down",
                        "  night: 40 pixels differ (0.100%)", "  day.rtl: 40 pixels differ (0.100%)",
                        "  in all 3:", "    " + weight[0], "    " + weight[1]]),
        Case(name: "added, removed and renamed keep their labels; a mixed spec labels each variant",
             results: [result("a/new.day", spec: "a/new.yaml", .new, message: "added: main (3f2a4c1d9e0b) has no spec that makes this variant"),
                       result("a/gone.day", spec: "a/gone.yaml", message: "removed: main (3f2a4c1d9e0b) has this variant (a/gone.yaml); the working tree has no spec that makes it"),
                       result("a/moved.day", spec: "a/moved.yaml", message: "renamed: a/old.day → a/moved.day, pixels unchanged; not rendered",
                              changes: ["renamed from a/old.day"]),
                       result("a/mixed.day", spec: "a/mixed.yaml"),
                       result("a/mixed.night", spec: "a/mixed.yaml", .new, message: "added: main (3f2a4c1d9e0b) has no spec that makes this variant"),
                       result("a/broken", spec: "a/broken.yaml", .error, message: "a/broken.yaml:3:1: unknown key")],
             inputs: [AgainstInputChange(path: "a/gone.yaml", kind: .removed), AgainstInputChange(path: "a/new.yaml", kind: .added)],
             expected: ["Input files that differ from main (3f2a4c1d9e0b), in Snapshots/:",
                        "  removed a/gone.yaml", "  added   a/new.yaml",
                        "ADDED a/new.yaml: day", "  day: main (3f2a4c1d9e0b) has no spec that makes this variant",
                        "REMOVED a/gone.yaml: day", "  day: main (3f2a4c1d9e0b) has this variant (a/gone.yaml); the working tree has no spec that makes it",
                        "RENAMED a/moved.yaml: day", "  day: a/old.day → a/moved.day, pixels unchanged; not rendered",
                        "CHANGED a/mixed.yaml: day, night", "  CHANGED day: 40 pixels differ (0.100%)",
                        "  ADDED night: main (3f2a4c1d9e0b) has no spec that makes this variant",
                        "ERROR a/broken.yaml: a/broken.yaml:3:1: unknown key"]),
        Case(name: "control characters in names and changes are escaped",
             results: [result("a/x\u{1B}[2J.day", spec: "a/x\u{1B}[2J.yaml", changes: ["title text \"\u{9B}31m\" → \"B\""])],
             inputs: [AgainstInputChange(path: "Components/\u{202E}B.yaml", kind: .changed)],
             expected: ["Input files that differ from main (3f2a4c1d9e0b), in Snapshots/:",
                        "  changed Components/\\u{202E}B.yaml",
                        "CHANGED a/x\\u{1B}[2J.yaml: day", "  day: 40 pixels differ (0.100%)", "    title text \"\\u{9B}31m\" → \"B\""]),
    ]

    @Test(arguments: cases)
    func lines(_ test: Case) {
        let lines = Self.console(test.results, inputs: test.inputs).lines
        #expect(lines == test.expected, "\(lines.joined(separator: "\n"))")
        // No element change is printed twice within one spec.
        var seen = Set<String>()
        for line in lines {
            if !line.hasPrefix("  ") { seen = [] }
            if line.hasPrefix("    ") { #expect(seen.insert(line).inserted, "repeated: \(line)") }
        }
    }

    @Test func capsLeaveTheRestToTheReport() {
        let results = (0..<30).flatMap { index in
            ["day", "night"].map { Self.result("s/\(index).\($0)", spec: "s/\(index).yaml", changes: (0..<15).map { "e[\($0)] moved" }) }
        }
        let inputs = (0..<14).map { AgainstInputChange(path: "Components/C\($0).yaml", kind: .changed) }
        var console = Self.console(results, inputs: inputs)
        console.headingLimit = 3
        let lines = console.lines
        // 10 files and a count of the rest.
        #expect(lines[1...10].allSatisfy { $0.hasPrefix("  changed Components/C") })
        #expect(lines[11] == "  … 4 more files in the report")
        // The first spec in full, its shared changes capped at 12 …
        #expect(lines[12] == "CHANGED s/0.yaml: day, night")
        #expect(lines.contains("    … 3 more changes in the report"))
        // … a spec that no longer fits the 40 lines gets its heading alone, 3 of them, then a count.
        #expect(lines.filter { $0.hasPrefix("CHANGED ") }.count == 2 + 3, "\(lines.joined(separator: "\n"))")
        #expect(lines.last == "… 25 more specs (50 variants) in the report", "\(lines.joined(separator: "\n"))")
        #expect(lines.count <= 12 + 40 + 3 + 1)
    }

    @Test func manyVariantsOfOneSpecAreCapped() {
        let results = (0..<20).map { Self.result("p/all.v\($0)", spec: "p/all.yaml") }
        let lines = Self.console(results).lines
        #expect(lines[0] == "CHANGED p/all.yaml: v0, v1, v2, v3, v4, v5, +14 more")
        #expect(lines.count == 1 + 12 + 1)
        #expect(lines.last == "  … 8 more variants of this spec in the report")
    }

    @Test func theFilesLeadTheSummaryMarkdown() throws {
        var against = AgainstSummary(revision: "main", commit: "3f2a4c1d9e0b77")
        against.changed = 2
        against.inputs = [AgainstInputChange(path: "Components/Badge|x.yaml", kind: .changed)]
        against.inputsDiffering = 1
        var report = VerifyReport(run: VerifyRun(results: [], orphans: [], pruned: [], environmentChanges: [], isPartial: false),
                                  catalog: "Snapshots", shard: nil)
        report.against = against
        let markdown = report.summaryMarkdown()
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let index = try #require(lines.firstIndex(of: "Input files that differ:"), "\(markdown)")
        // Escaped for Markdown: the pipe, and a break after the dot so `x.yaml` is no autolink.
        #expect(lines[index + 2].hasPrefix("- changed Components/Badge\\|x."), "\(markdown)")
        #expect(index < (lines.firstIndex { $0.hasPrefix("| passed") } ?? 0))
    }

    /// The HTML report lists the differing files too, escaped, capped at ``AgainstSummary/listedInputLimit``.
    @Test(arguments: [(1, 1), (250, 250), (3, 900)])
    func theFilesAreOnTheIndexPage(listed: Int, differing: Int) throws {
        var against = AgainstSummary(revision: "main<b>", commit: "3f2a4c1d9e0b77")
        against.changed = 1
        against.inputs = (0..<listed).map { AgainstInputChange(path: "a/<img src=x>\($0).yaml", kind: $0 == 0 ? .removed : .changed) }
        against.inputsDiffering = differing
        var report = VerifyReport(run: VerifyRun(results: [], orphans: [], pruned: [], environmentChanges: [], isPartial: false),
                                  catalog: "Snapshots", shard: nil)
        report.against = against
        let html = HTMLReport.html(report)
        let noun = differing == 1 ? "input file differs" : "input files differ"
        #expect(html.contains("<h2>\(differing) \(noun) from <code>main&lt;b&gt;</code></h2>"), "\(html.prefix(2000))")
        #expect(html.contains("<li><span class=\"kind removed\">removed</span> <code>a/&lt;img src=x&gt;0.yaml</code></li>"))
        #expect(!html.contains("<img src=x>"))
        let items = html.components(separatedBy: "<span class=\"kind ").count - 1
        #expect(items == min(listed, AgainstSummary.listedInputLimit))
        #expect(html.contains("<li>… and \(differing - min(listed, AgainstSummary.listedInputLimit)) more</li>") == (differing > min(listed, AgainstSummary.listedInputLimit)))
        let inputs = try #require(html.range(of: "id=\"inputs\""))
        let cases = try #require(html.range(of: "id=\"cases\""))
        #expect(inputs.lowerBound < cases.lowerBound)
    }

    @Test func noFilesNoSection() {
        var report = VerifyReport(run: VerifyRun(results: [], orphans: [], pruned: [], environmentChanges: [], isPartial: false),
                                  catalog: "Snapshots", shard: nil)
        report.against = AgainstSummary(revision: "main", commit: "3f2a4c1d9e0b77")
        #expect(!HTMLReport.html(report).contains("id=\"inputs\""))
    }
}

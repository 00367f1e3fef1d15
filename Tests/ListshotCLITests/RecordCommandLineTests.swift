import Foundation
import ListshotSnapshot
import ListshotText
import Testing

/// The accept commands verify prints and the report's Copy buttons hold are pasted into shells:
/// they must be quoted and name exactly the cases they say.
@Suite("Record command lines, pasted into a shell")
struct RecordCommandLineTests {
    @Test(arguments: [
        ("Snapshots", "Snapshots"),
        ("x$(touch${IFS}PWNED)", "'x$(touch${IFS}PWNED)'"),
        ("it's", "'it'\\''s'"),
        ("a b", "'a b'"),
        ("", "''"),
        ("mistica/boxed-cells.night", "mistica/boxed-cells.night"),
    ])
    func wordsAreQuoted(text: String, quoted: String) {
        #expect(ShellQuote.word(text) == quoted)
    }

    @Test func aPastedCommandRunsNothingAndRecordsExactlyOneCase() throws {
        let scratch = try Scratch()
        let folder = "x$(touch${IFS}PWNED)"
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("cat/\(folder)"), withIntermediateDirectories: true)
        try scratch.write("cat/\(folder)/a.yaml", "appearances: [day]\ncontent: [{list: {cells: [{title: A}]}}]\n")
        try scratch.write("cat/\(folder)/ab.yaml", "appearances: [day]\ncontent: [{list: {cells: [{title: AB}]}}]\n")
        #expect(try CLI.run(["record", "cat"], in: scratch.url).status == 0)
        // Change both specs; accept only a.day with the command verify prints.
        try scratch.write("cat/\(folder)/a.yaml", "appearances: [day]\ncontent: [{list: {cells: [{title: B}]}}]\n")
        try scratch.write("cat/\(folder)/ab.yaml", "appearances: [day]\ncontent: [{list: {cells: [{title: BB}]}}]\n")
        let verify = try CLI.run(["verify", "cat"], in: scratch.url)
        #expect(verify.status == 1)
        let line = try #require(verify.stdout.split(separator: "\n").first { $0.hasPrefix("FAIL x") && $0.contains("/a.day:") })
        let command = try #require(line.split(separator: "`").dropFirst().first.map(String.init))
        #expect(command == "listshot record cat --mode all --only 'x$(touch${IFS}PWNED)/a.day'", "\(command)")
        let abBefore = try Data(contentsOf: scratch.url.appendingPathComponent("cat/\(folder)/ab.day.png"))
        let pasted = try Run.process("/bin/sh", ["-c", command.replacingOccurrences(of: "listshot ", with: "\"$0\" ", options: .anchored), CLI.binary.path],
                                     in: scratch.url)
        #expect(pasted.status == 0, "\(pasted.stderr)")
        #expect(pasted.stdout.contains("recorded x$(touch${IFS}PWNED)/a.day"), "\(pasted.stdout)")
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("PWNED").path), "the folder name ran as code")
        #expect(try Data(contentsOf: scratch.url.appendingPathComponent("cat/\(folder)/ab.day.png")) == abBefore, "s/ab was re-recorded too")
        // The report's per-card command and the summary command are quoted the same way.
        let html = try ReportPages.text(in: scratch.url.appendingPathComponent("cat/.listshot/report"))
        #expect(html.contains("--only &#39;x$(touch${IFS}PWNED)/a.day&#39;") || html.contains("--only 'x$(touch${IFS}PWNED)/a.day'"), "card command")
        #expect(verify.stdout.contains("listshot record cat --mode failed"))
    }
}

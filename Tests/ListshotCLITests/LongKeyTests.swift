import Foundation
import Testing

/// Keys near the file system's 255-byte name limit record, verify, report and accept; a spec
/// whose reference names would pass it is refused up front, naming the spec and the limit.
@Suite("Long reference keys")
struct LongKeyTests {
    /// A 240-byte key (`s/` + 234 × `a` + `.day`) and a key of 27 CJK characters (81 bytes, 243 escaped).
    static let stems = [String(repeating: "a", count: 234), String(repeating: "漢", count: 27)]

    /// Every file name under `folder`.
    func names(under folder: URL) -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []).map { ($0 as NSString).lastPathComponent }
    }

    @Test(arguments: stems)
    func aLongKeyRecordsVerifiesReportsAndAccepts(stem: String) throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("cat/s"), withIntermediateDirectories: true)
        try scratch.write("cat/s/\(stem).yaml", "content: [{list: {cells: [{title: A}]}}]\n")
        // No reference yet: verify (its default report folder) writes the new cases' images.
        let fresh = try CLI.run(["verify", "cat"], in: scratch.url)
        #expect(fresh.status == 1, "\(fresh.stderr)")
        #expect(fresh.stdout.contains("0 passed, 0 failed, 2 new"), "\(fresh.stdout)")
        let record = try CLI.run(["record", "cat"], in: scratch.url)
        #expect(record.status == 0, "\(record.stderr)")
        let clean = try CLI.run(["verify", "cat"], in: scratch.url)
        #expect(clean.status == 0, "\(clean.stderr)")

        try scratch.write("cat/s/\(stem).yaml", "content: [{list: {cells: [{title: B}]}}]\n")
        let failed = try CLI.run(["verify", "cat", "--report", "report"], in: scratch.url)
        #expect(failed.status == 1, "\(failed.stderr)")
        #expect(failed.stdout.contains("2 failed"), "\(failed.stdout)")
        let report = scratch.url.appendingPathComponent("report")
        for name in names(under: report) { #expect(name.utf8.count <= 200, "\(name)") }
        // Every image the summary links is there.
        let summary = try String(contentsOf: report.appendingPathComponent("summary.md"), encoding: .utf8)
        let links = summary.components(separatedBy: "](").dropFirst().compactMap { $0.split(separator: ")").first.map(String.init) }
        #expect(links.count >= 4, "\(summary)")
        for link in links {
            let path = try #require(link.removingPercentEncoding)
            #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent(path).path), "\(link)")
        }
        let accept = try CLI.run(["accept", "report"], in: scratch.url)
        #expect(accept.status == 0, "\(accept.stderr)")
        let after = try CLI.run(["verify", "cat", "--check-pixels"], in: scratch.url)
        #expect(after.status == 0, "\(after.stdout)\(after.stderr)")
    }

    @Test func aSpecWhoseReferenceNamesPassTheLimitIsRefusedNamingIt() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("cat/s"), withIntermediateDirectories: true)
        let stem = String(repeating: "b", count: 245)
        try scratch.write("cat/s/\(stem).yaml", "content: [{list: {cells: [{title: A}]}}]\n")
        let record = try CLI.run(["record", "cat"], in: scratch.url)
        #expect(record.status == 2)
        #expect(record.stderr.contains("cat/s/\(stem).yaml: its reference file '\(stem).day.layout.json' would be 261 bytes long; file names are limited to 255 bytes"), "\(record.stderr)")
        let verify = try CLI.run(["verify", "cat"], in: scratch.url)
        #expect(verify.status == 2)
        #expect(verify.stdout.contains("ERROR s/\(stem)"), "\(verify.stdout)")
    }

    @Test func renderRefusesAnOutputNameOverTheLimitNamingIt() throws {
        let scratch = try Scratch()
        let stem = String(repeating: "c", count: 250)
        try scratch.write("\(stem).yaml", "content: [{list: {cells: [{title: A}]}}]\n")
        let render = try CLI.run(["render", "\(stem).yaml", "--out", "out"], in: scratch.url)
        #expect(render.status == 2)
        #expect(render.stderr.contains("\(stem).day.png: cannot be written: its name is 258 bytes long and file names are limited to 255 bytes"), "\(render.stderr)")
    }
}

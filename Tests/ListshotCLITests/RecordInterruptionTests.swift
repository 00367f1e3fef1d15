import Foundation
import Testing

/// docs/testing.md, "An interrupted record": `record` saves the manifest once, at the end,
/// atomically; a run stopped at any point leaves the manifest a finished run wrote, with every
/// entry of every reference.
@Suite("An interrupted record keeps every manifest entry, end to end")
struct RecordInterruptionTests {
    static let specCount = 12

    /// A recorded catalog of `specCount` specs (two variants each) in a scratch folder.
    static func recordedCatalog() throws -> Scratch {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("cat"), withIntermediateDirectories: true)
        for index in 0..<specCount {
            try scratch.write("cat/s\(index).yaml", SnapshotCommandTests.spec.replacingOccurrences(of: "World", with: "World \(index)"))
        }
        let record = try CLI.run(["record", "cat", "--jobs", "2", "--compression", "fast"], in: scratch.url)
        try #require(record.status == 0, "\(record.stderr)")
        return scratch
    }

    /// The manifest's entries by key; fails the test when it does not parse.
    static func entries(_ scratch: Scratch) throws -> [String: [String: Any]] {
        let data = try Data(contentsOf: scratch.url.appendingPathComponent("cat/.listshot/manifest.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "the manifest does not parse")
        return try #require(json["references"] as? [String: [String: Any]], "the manifest has no references")
    }

    static func expectEveryEntry(_ scratch: Scratch, _ context: String) throws {
        let keys = try entries(scratch).keys.sorted()
        let expected = (0..<specCount).flatMap { ["s\($0).day", "s\($0).night"] }.sorted()
        #expect(keys == expected, "\(context): the manifest holds \(keys.count) of \(expected.count) entries")
    }

    /// `record --mode all` of an unchanged catalog, stopped by `signal` after `milliseconds`.
    @Test(arguments: [(SIGKILL, 0), (SIGKILL, 60), (SIGKILL, 250), (SIGKILL, 700), (SIGTERM, 30), (SIGTERM, 300), (SIGINT, 150)])
    func stoppedRecordKeepsEveryEntry(signal: Int32, milliseconds: Int) throws {
        let scratch = try Self.recordedCatalog()
        for changed in [false, true] {
            if changed {
                // Changed pixels: references are being replaced when the signal comes.
                for index in 0..<Self.specCount {
                    try scratch.write("cat/s\(index).yaml", SnapshotCommandTests.spec.replacingOccurrences(of: "World", with: "Changed \(index)"))
                }
            }
            let process = Process()
            process.executableURL = CLI.binary
            process.arguments = ["record", "cat", "--mode", "all", "--jobs", "2", "--compression", "fast"]
            process.currentDirectoryURL = scratch.url
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32(milliseconds * 1000))
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            try Self.expectEveryEntry(scratch, "signal \(signal) after \(milliseconds) ms, changed: \(changed)")
        }
        // Whatever the run had replaced, verify decides by the files, and a new record completes it.
        #expect(try CLI.run(["record", "cat", "--mode", "all", "--compression", "fast"], in: scratch.url).status == 0)
        let verify = try CLI.run(["verify", "cat", "--report", "report"], in: scratch.url)
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
    }

    /// `record --mode all` under `ulimit -f`, with a limit that a manifest without entries fits
    /// under but a reference and the whole manifest do not: on an unchanged catalog only the
    /// manifest is written and its write fails; on a changed one the first reference's write fails.
    @Test(arguments: [false, true])
    func fileSizeLimitKeepsEveryEntry(changed: Bool) throws {
        let scratch = try Self.recordedCatalog()
        let before = try Data(contentsOf: scratch.url.appendingPathComponent("cat/.listshot/manifest.json"))
        // "references" is the last key: what comes before it is a manifest without entries.
        let bytes = [UInt8](before), key = Array("\"references\"".utf8)
        let entriesStart = try #require((0...(bytes.count - key.count)).first { bytes[$0..<($0 + key.count)].elementsEqual(key) })
        let blocks = (entriesStart + 64) / 512 + 2
        let smallestPNG = try (0..<Self.specCount).map { index in
            try Data(contentsOf: scratch.url.appendingPathComponent("cat/s\(index).day.png")).count
        }.min() ?? 0
        try #require(before.count > blocks * 512 && smallestPNG > blocks * 512,
                     "a limit of \(blocks * 512) bytes does not fall between a manifest without entries and the files written")
        if changed {
            for index in 0..<Self.specCount {
                try scratch.write("cat/s\(index).yaml", SnapshotCommandTests.spec.replacingOccurrences(of: "World", with: "Changed \(index)"))
            }
        }
        // In the 512-byte blocks of POSIX sh.
        let run = try Run.process("/bin/sh", ["-c", "ulimit -f \(blocks); exec \"$0\" record cat --mode all --jobs 2 --compression fast",
                                              CLI.binary.path], in: scratch.url)
        #expect(run.status == 2, "exit \(run.status): \(run.stderr)")
        #expect(run.stderr.hasPrefix("error: ") && run.stderr.contains("cannot be written"), "\(run.stderr)")
        try Self.expectEveryEntry(scratch, "ulimit -f, changed: \(changed)")
        if !changed {
            #expect(try Data(contentsOf: scratch.url.appendingPathComponent("cat/.listshot/manifest.json")) == before)
        }
        // No temporary file of the failed write is left beside the manifest.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.url.appendingPathComponent("cat/.listshot").path)
            .filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }
}

import Foundation
import Testing

/// Several `listshot` processes writing one catalog at once, and the catalog's own folders: the
/// lock every writer takes (docs/testing.md, "Several writers").
@Suite("Catalog writers: the lock, prune at delete time, report folders and .listshot", .serialized)
struct CatalogWritersTests {
    static func spec(_ title: String) -> String {
        "appearances: [day]\ncontent: [{list: {cells: [{title: \(title)}]}}]\n"
    }

    /// Starts the real binary without waiting for it.
    final class Running {
        let process = Process()
        let out = Pipe(), err = Pipe()

        init(_ arguments: [String], in directory: URL) throws {
            process.executableURL = CLI.binary
            process.arguments = arguments
            process.currentDirectoryURL = directory
            process.standardOutput = out
            process.standardError = err
            try process.run()
        }

        func wait() -> CLI.Output {
            let stdout = out.fileHandleForReading.readDataToEndOfFile()
            let stderr = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return CLI.Output(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                              stderr: String(decoding: stderr, as: UTF8.self))
        }
    }

    func manifestKeys(_ scratch: Scratch) throws -> Set<String> {
        let data = try Data(contentsOf: scratch.url.appendingPathComponent("cat/.listshot/manifest.json"))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return Set((object?["references"] as? [String: Any] ?? [:]).keys)
    }

    @Test func twoRecordsOfDisjointCasesLoseNoEntries() throws {
        for attempt in 1...4 {
            let scratch = try Scratch()
            let names = ["a", "b", "c", "d", "e", "f"]
            for name in names { _ = try scratch.write("cat/s/\(name).yaml", Self.spec(name)) }
            let first = try Running(["record", "cat", "--compression", "fast", "--jobs", "1",
                                     "--only", "s/a.day", "--only", "s/b.day", "--only", "s/c.day"], in: scratch.url)
            let second = try Running(["record", "cat", "--compression", "fast", "--jobs", "1",
                                      "--only", "s/d.day", "--only", "s/e.day", "--only", "s/f.day"], in: scratch.url)
            let one = first.wait(), two = second.wait()
            #expect(one.status == 0 && two.status == 0, "attempt \(attempt): \(one.stderr)\(two.stderr)")
            #expect(try manifestKeys(scratch) == Set(names.map { "s/\($0).day" }), "attempt \(attempt): an entry was lost")
        }
    }

    @Test func pruneRacingARecordNeverDeletesTheNewReference() throws {
        for attempt in 1...10 {
            let scratch = try Scratch()
            // Enough cases that the verify (drawing each with --check-pixels) outlasts the record.
            for index in 0..<16 { _ = try scratch.write("cat/s/a\(index).yaml", Self.spec("A\(index)")) }
            _ = try scratch.write("cat/s/gone.yaml", Self.spec("Gone"))
            let setup = try CLI.run(["record", "cat", "--compression", "fast"], in: scratch.url)
            try #require(setup.status == 0, "\(setup.stderr)")
            // `gone` is now an orphan for prune to delete; `new` is a spec being recorded meanwhile.
            try FileManager.default.removeItem(at: scratch.url.appendingPathComponent("cat/s/gone.yaml"))
            let pruning = try Running(["verify", "cat", "--prune", "--check-pixels", "--jobs", "1", "--report", "report"], in: scratch.url)
            _ = try scratch.write("cat/s/new.yaml", Self.spec("New"))
            let recording = try Running(["record", "cat", "--compression", "fast"], in: scratch.url)
            let prune = pruning.wait(), record = recording.wait()
            #expect(record.status == 0, "attempt \(attempt): \(record.stderr)")
            #expect(prune.status <= 1, "attempt \(attempt): \(prune.stderr)")
            let folder = scratch.url.appendingPathComponent("cat/s")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("new.day.png").path), "attempt \(attempt): the new reference was deleted")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("new.day.layout.json").path), "attempt \(attempt): the new sidecar was deleted")
            #expect(try manifestKeys(scratch).contains("s/new.day"), "attempt \(attempt): the new manifest entry was lost: \(record.stdout) \(prune.stdout)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("gone.day.png").path), "attempt \(attempt): the orphan was kept")
        }
    }

    @Test func aSecondWriterSaysItWaits() throws {
        let scratch = try Scratch()
        for name in ["a", "b", "c", "d"] { _ = try scratch.write("cat/s/\(name).yaml", Self.spec(name)) }
        _ = try CLI.run(["record", "cat", "--compression", "fast"], in: scratch.url)
        // Hold the lock from outside (flock(1) takes the same kind of lock) for two seconds.
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = [scratch.url.appendingPathComponent("cat/.listshot/lock").path, "sleep", "2"]
        try holder.run()
        usleep(300_000)
        let record = try CLI.run(["record", "cat", "--mode", "all", "--compression", "fast"], in: scratch.url)
        holder.waitUntilExit()
        #expect(record.status == 0, "\(record.stderr)")
        #expect(record.stderr.contains("waiting for another listshot writing cat"), "\(record.stderr)")
    }

    @Test func acceptWaitsForTheLockToo() throws {
        let scratch = try Scratch()
        _ = try scratch.write("cat/s/a.yaml", Self.spec("A"))
        #expect(try CLI.run(["record", "cat", "--compression", "fast"], in: scratch.url).status == 0)
        _ = try scratch.write("cat/s/a.yaml", Self.spec("Changed"))
        #expect(try CLI.run(["verify", "cat", "--report", "report"], in: scratch.url).status == 1)
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = [scratch.url.appendingPathComponent("cat/.listshot/lock").path, "sleep", "2"]
        try holder.run()
        usleep(300_000)
        let accept = try CLI.run(["accept", "report"], in: scratch.url)
        holder.waitUntilExit()
        #expect(accept.status == 0, "\(accept.stderr)")
        #expect(accept.stderr.contains("waiting for another listshot writing cat"), "\(accept.stderr)")
        #expect(try CLI.run(["verify", "cat"], in: scratch.url).status == 0)
    }

    @Test func aReportFolderInsideTheCatalogIsNeverPruned() throws {
        let scratch = try Scratch()
        _ = try scratch.write("cat/s/a.yaml", Self.spec("A"))
        #expect(try CLI.run(["record", "cat", "--compression", "fast"], in: scratch.url).status == 0)
        _ = try scratch.write("cat/s/b.yaml", Self.spec("B"))
        // The new case's sidecar goes into the report inside the catalog; the report stays.
        let result = try CLI.run(["verify", "cat", "--report", "cat/listshot-report", "--prune"], in: scratch.url)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("0 orphaned"), "\(result.stdout)")
        #expect(!result.stdout.contains("ORPHAN"), "\(result.stdout)")
        let sidecar = scratch.url.appendingPathComponent("cat/listshot-report/images/s%2Fb.day.layout.json")
        #expect(FileManager.default.fileExists(atPath: sidecar.path))
        // An older report (no marker) is known by its report.json.
        try FileManager.default.removeItem(at: scratch.url.appendingPathComponent("cat/listshot-report/.listshot-output"))
        try FileManager.default.moveItem(at: scratch.url.appendingPathComponent("cat/listshot-report"),
                                         to: scratch.url.appendingPathComponent("cat/old"))
        try FileManager.default.removeItem(at: scratch.url.appendingPathComponent("cat/old/junit.xml"))
        let again = try CLI.run(["verify", "cat", "--report", "report", "--prune"], in: scratch.url)
        #expect(again.stdout.contains("0 orphaned"), "\(again.stdout)")
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("cat/old/images/s%2Fb.day.layout.json").path))
    }

    @Test(arguments: ["record", "verify", "gallery"])
    func aSymlinkedMetadataFolderIsRefused(command: String) throws {
        let scratch = try Scratch()
        _ = try scratch.write("cat/s/a.yaml", Self.spec("A"))
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("outside"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scratch.url.appendingPathComponent("cat/.listshot").path,
                                                   withDestinationPath: "../outside")
        let arguments = command == "gallery" ? ["gallery", "cat", "--out", "cat"] : [command, "cat"]
        let result = try CLI.run(arguments, in: scratch.url)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.hasPrefix("error: cat/.listshot is a symbolic link"), "\(result.stderr)")
        #expect(scratch.files(in: "outside").isEmpty)
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("cat/s/a.day.png").path))
    }

    @Test func aSymlinkedLockFileIsRefused() throws {
        let scratch = try Scratch()
        _ = try scratch.write("cat/s/a.yaml", Self.spec("A"))
        _ = try scratch.write("victim.txt", "keep me\n")
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("cat/.listshot"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scratch.url.appendingPathComponent("cat/.listshot/lock").path,
                                                   withDestinationPath: "../../victim.txt")
        let result = try CLI.run(["record", "cat"], in: scratch.url)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("cat/.listshot/lock is a symbolic link"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("cat/s/a.day.png").path))
    }
}

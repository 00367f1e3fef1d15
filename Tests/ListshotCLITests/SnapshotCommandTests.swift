import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

@Suite("listshot record, verify, diff and merge-reports, end to end")
struct SnapshotCommandTests {
    static let spec = """
    theme: movistar
    content:
      - list:
          style: boxed
          cells:
            - title: Hello
              subtitle: World
              control: { navigation: { badge: 3 } }
            - title: Second row
              control: { switch: true }
    """

    func recordedCatalog() throws -> Scratch {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("cat/lists"), withIntermediateDirectories: true)
        try scratch.write("cat/lists/hello.yaml", Self.spec)
        let record = try CLI.run(["record", "cat", "--mode", "all", "--compression", "fast"], in: scratch.url)
        #expect(record.status == 0, "\(record.stderr)")
        return scratch
    }

    @Test func verifyPassesThenFailsWithAReportThenRecordAccepts() throws {
        let scratch = try recordedCatalog()
        let pass = try CLI.run(["verify", "cat", "--report", "report"], in: scratch.url)
        #expect(pass.status == 0, "\(pass.stdout)\(pass.stderr)")
        #expect(pass.stdout.contains("2 passed, 0 failed, 0 new, 0 orphaned (2 by render key, 0 by pixel hash)"))

        try scratch.write("cat/lists/hello.yaml", Self.spec.replacingOccurrences(of: "title: Hello", with: "title: Hello there"))
        let fail = try CLI.run(["verify", "cat", "--report", "report"], in: scratch.url)
        #expect(fail.status == 1)
        #expect(fail.stdout.contains("FAIL lists/hello.day"))
        #expect(fail.stdout.contains("list[0].cell[0].title text \"Hello\" → \"Hello there\""))
        #expect(fail.stdout.contains("listshot record cat --mode failed"))
        let junit = try String(contentsOf: scratch.url.appendingPathComponent("report/junit.xml"), encoding: .utf8)
        #expect(junit.contains("failures=\"2\""))
        #expect(junit.contains("<failure type=\"snapshot-mismatch\""))
        #expect(XMLParser(data: Data(junit.utf8)).parse())
        let html = try String(contentsOf: scratch.url.appendingPathComponent("report/index.html"), encoding: .utf8)
        #expect(html.contains("Hello there"))
        #expect(!html.contains("http://") && !html.contains("https://"))

        let accept = try CLI.run(["record", "cat", "--mode", "failed", "--compression", "fast"], in: scratch.url)
        #expect(accept.status == 0)
        #expect(accept.stdout.contains("2 recorded"))
        #expect(try CLI.run(["verify", "cat"], in: scratch.url).status == 0)
    }

    @Test func aDifferentEnvironmentIsAWarningAtTheTop() throws {
        let scratch = try recordedCatalog()
        let manifestURL = scratch.url.appendingPathComponent("cat/.listshot/manifest.json")
        var text = try String(contentsOf: manifestURL, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"pango\" : \"1.", with: "\"pango\" : \"0.")
        try Data(text.utf8).write(to: manifestURL)
        let result = try CLI.run(["verify", "cat", "--report", "report"], in: scratch.url)
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("warning: the environment differs"), "\(result.stderr)")
        #expect(result.stderr.contains("pango 0."))
        let html = try String(contentsOf: scratch.url.appendingPathComponent("report/index.html"), encoding: .utf8)
        #expect(html.contains("The environment differs from the one the references were recorded in"))
    }

    @Test func newSpecsAreMissingReferences() throws {
        let scratch = try recordedCatalog()
        try scratch.write("cat/lists/other.yaml", Self.spec)
        let result = try CLI.run(["verify", "cat", "--report", "report"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.stdout.contains("NEW  lists/other.day"))
        #expect(result.stdout.contains("Run `listshot record cat`"))
    }

    @Test func reportLoadsInChromiumWithoutErrors() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") else {
            Issue.record("chromium is not installed; `make test` installs it (Debian package chromium).")
            return
        }
        let scratch = try recordedCatalog()
        try scratch.write("cat/lists/hello.yaml", Self.spec.replacingOccurrences(of: "badge: 3", with: "badge: 12"))
        _ = try CLI.run(["verify", "cat", "--report", "report"], in: scratch.url)
        let page = scratch.url.appendingPathComponent("report/index.html").absoluteString
        let shot = scratch.url.appendingPathComponent("report.png").path
        let chrome = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--enable-logging=stderr", "--v=0",
                      "--user-data-dir=" + scratch.url.appendingPathComponent("chrome").path]
        let screenshot = try Run.process("/usr/bin/chromium", chrome + ["--screenshot=" + shot, "--window-size=1280,1400", page])
        #expect(FileManager.default.fileExists(atPath: shot))
        let size = (try? FileManager.default.attributesOfItem(atPath: shot)[.size] as? Int) ?? 0
        #expect(size > 20_000, "the screenshot looks empty (\(size) bytes)")
        let dom = try Run.process("/usr/bin/chromium", chrome + ["--dump-dom", page])
        #expect(dom.stdout.contains("data-ready=\"true\""), "the report's script did not finish")
        let consoleErrors = (screenshot.stderr + dom.stderr).split(separator: "\n")
            .filter { $0.contains("CONSOLE") && ($0.contains("Uncaught") || $0.contains("Error")) }
        #expect(consoleErrors.isEmpty, "\(consoleErrors)")
        let casePage = try #require(ReportPages.all(in: scratch.url.appendingPathComponent("report")).dropFirst().first).url.absoluteString
        let caseDOM = try Run.process("/usr/bin/chromium", chrome + ["--dump-dom", casePage])
        #expect(caseDOM.stdout.contains("data-ready=\"true\""), "the case page's script did not finish")
        #expect(caseDOM.stdout.contains("control.badge.label text \"3\" → \"+9\""))
        #expect(dom.stdout.contains("of 2 shown") || dom.stdout.contains("2 of 2 shown"), "the index counts its rows")
    }

    @Test(arguments: [
        (["verify", "nowhere"], "no such catalog folder"),
        (["verify", "cat", "--shard", "3/2"], "--shard '3/2' is not I/N"),
        (["verify", "cat", "--shard", "x"], "--shard 'x'"),
        (["verify", "cat", "--jobs", "0"], "--jobs 0 is out of range"),
        (["verify", "cat", "--report", "/proc/listshot-report"], "the folder cannot be made"),
        (["verify", "cat", "--filter", "lists", "--prune"], "--prune cannot be combined"),
        (["record", "cat", "--mode", "some"], "The value 'some' is invalid for '--mode <mode>'"),
    ])
    func badInputExits2(arguments: [String], fragment: String) throws {
        let scratch = try recordedCatalog()
        let result = try CLI.run(arguments, in: scratch.url)
        #expect(result.status == 2, "\(arguments): \(result.stdout) \(result.stderr)")
        #expect(result.stderr.contains(fragment), "\(arguments): \(result.stderr)")
    }

    @Test func corruptAndLFSReferencesExit2() throws {
        let scratch = try recordedCatalog()
        try scratch.write("cat/lists/hello.day.png", "version https://git-lfs.github.com/spec/v1\noid sha256:abc\nsize 1\n")
        let lfs = try CLI.run(["verify", "cat"], in: scratch.url)
        // Each is an error case (the other references are still checked), then exit 2.
        #expect(lfs.status == 2)
        #expect(lfs.stdout.contains("ERROR lists/hello.day:") && lfs.stdout.contains("Git LFS"), "\(lfs.stdout)")
        #expect(lfs.stderr.hasPrefix("error: 1 case could not be checked"), "\(lfs.stderr)")
        try scratch.write("cat/lists/hello.day.png", "\u{89}PNG garbage")
        let corrupt = try CLI.run(["verify", "cat"], in: scratch.url)
        #expect(corrupt.status == 2)
        #expect(corrupt.stdout.contains("ERROR lists/hello.day:") && corrupt.stdout.contains("hello.day.png"), "\(corrupt.stdout)")
    }

    @Test func orphansArePrunedOnRequest() throws {
        let scratch = try recordedCatalog()
        try scratch.write("cat/lists/extra.yaml", Self.spec)
        _ = try CLI.run(["record", "cat", "--compression", "fast"], in: scratch.url)
        try FileManager.default.removeItem(at: scratch.url.appendingPathComponent("cat/lists/extra.yaml"))
        let listed = try CLI.run(["verify", "cat"], in: scratch.url)
        #expect(listed.stdout.contains("ORPHAN lists/extra.day: no spec asks for it"))
        let pruned = try CLI.run(["verify", "cat", "--prune"], in: scratch.url)
        #expect(pruned.stdout.contains("(deleted)"))
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("cat/lists/extra.day.png").path))
    }

    @Test func shardsMergeIntoOneReport() throws {
        let scratch = try recordedCatalog()
        try scratch.write("cat/lists/second.yaml", Self.spec)
        try scratch.write("cat/lists/third.yaml", Self.spec.replacingOccurrences(of: "Hello", with: "Hi"))
        _ = try CLI.run(["record", "cat", "--compression", "fast"], in: scratch.url)
        try scratch.write("cat/lists/third.yaml", Self.spec.replacingOccurrences(of: "Hello", with: "Hey"))
        let a = try CLI.run(["verify", "cat", "--shard", "1/2", "--report", "r1"], in: scratch.url)
        let b = try CLI.run(["verify", "cat", "--shard", "2/2", "--report", "r2"], in: scratch.url)
        #expect([a.status, b.status].sorted() == [0, 1])
        let merged = try CLI.run(["merge-reports", "r1", "r2", "--out", "merged"], in: scratch.url)
        #expect(merged.status == 1)
        #expect(merged.stdout.contains("4 passed, 2 failed, 0 new"), "\(merged.stdout)")
        let json = try Data(contentsOf: scratch.url.appendingPathComponent("merged/report.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect(object["shards"] as? [String] == ["1/2", "2/2"])
        let images = try FileManager.default.contentsOfDirectory(atPath: scratch.url.appendingPathComponent("merged/images").path)
        #expect(images.contains("lists%2Fthird.day.diff.png"))
    }

    @Test func interruptedRecordLeavesNoTruncatedPNG() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("cat"), withIntermediateDirectories: true)
        for index in 0..<12 {
            try scratch.write("cat/s\(index).yaml", Self.spec)
        }
        _ = try CLI.run(["record", "cat", "--jobs", "2", "--compression", "fast"], in: scratch.url)
        for index in 0..<12 { try scratch.write("cat/s\(index).yaml", Self.spec.replacingOccurrences(of: "World", with: "Changed \(index)")) }
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["record", "cat", "--mode", "all", "--jobs", "2"]
        process.currentDirectoryURL = scratch.url
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        // Kill at the first write seen in the catalog (a temporary file or a replaced reference), not after a guessed delay.
        let folder = scratch.url.appendingPathComponent("cat").path
        func listing() -> [String: Date] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            return Dictionary(names.map { name in
                (name, (try? FileManager.default.attributesOfItem(atPath: folder + "/" + name))?[.modificationDate] as? Date ?? .distantPast)
            }, uniquingKeysWith: { a, _ in a })
        }
        let before = listing()
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, listing() == before, Date() < deadline { usleep(500) }
        let wroteBeforeKill = listing() != before
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(wroteBeforeKill, "record wrote nothing in 60 s")
        #expect(process.terminationReason == .uncaughtSignal, "record finished before the kill")
        // The manifest keeps every entry (docs/testing.md, "An interrupted record"); an entry whose
        // reference the killed run replaced names the old bytes, and verify, which checks that
        // digest first, decides such a reference by its pixels, never by the stale hash.
        let manifestData = try Data(contentsOf: scratch.url.appendingPathComponent("cat/.listshot/manifest.json"))
        let manifest = try JSONSerialization.jsonObject(with: manifestData) as? [String: Any]
        let entries = (manifest?["references"] as? [String: [String: Any]]) ?? [:]
        #expect(entries.count == 24, "the manifest holds \(entries.count) of 24 entries")
        var stale: Set<String> = []
        for (key, value) in entries {
            let sum = try Run.process("/usr/bin/sha256sum", [scratch.url.appendingPathComponent("cat/\(key).png").path])
            if !sum.stdout.hasPrefix(value["pngSHA256"] as? String ?? "?") { stale.insert(key) }
        }
        _ = try CLI.run(["verify", "cat", "--report", "stale-report"], in: scratch.url)
        let reportData = try Data(contentsOf: scratch.url.appendingPathComponent("stale-report/report.json"))
        let results = ((try JSONSerialization.jsonObject(with: reportData) as? [String: Any])?["results"] as? [[String: Any]]) ?? []
        for result in results where stale.contains(result["key"] as? String ?? "") {
            let message = result["message"] as? String ?? ""
            #expect(!message.contains("pixel hash") && !message.contains("reference unchanged"), "\(message)")
        }
        for index in 0..<12 {
            for appearance in ["day", "night"] {
                let path = scratch.url.appendingPathComponent("cat/s\(index).\(appearance).png")
                let data = try Data(contentsOf: path)
                let whole = (try? Run.decodePNG(data)) ?? false
                #expect(whole, "s\(index).\(appearance).png is not a whole PNG after kill -9")
            }
        }
        // The interrupted run is finished by recording again; verify then passes.
        #expect(try CLI.run(["record", "cat", "--mode", "all", "--compression", "fast"], in: scratch.url).status == 0)
        #expect(try CLI.run(["verify", "cat"], in: scratch.url).status == 0)
    }
}

@Suite("listshot diff, end to end")
struct DiffCommandTests {
    static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures/pixelmatch/fixtures").path

    @Test func differentImagesExit1WithJSON() throws {
        let result = try CLI.run(["diff", "\(Self.fixtures)/1a.png", "\(Self.fixtures)/1b.png", "--threshold", "0.05", "--json"])
        #expect(result.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["mismatchedPixels"] as? Int == 143)
        #expect(object["result"] as? String == "different")
        #expect(object["totalPixels"] as? Int != nil)
        #expect(object["boundingBox"] as? [String: Int] != nil)
    }

    @Test func identicalImagesExit0() throws {
        let scratch = try Scratch()
        let result = try CLI.run(["diff", "\(Self.fixtures)/1a.png", "\(Self.fixtures)/1a.png", "--json", "--out", scratch.url.appendingPathComponent("d.png").path])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"result\":\"identical\""))
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("d.png").path))
    }

    @Test func ignoredRectanglesAreSkipped() throws {
        let result = try CLI.run(["diff", "\(Self.fixtures)/1a.png", "\(Self.fixtures)/1b.png", "--threshold", "0.05", "--json", "--ignore", "0,0,1000,1000"])
        #expect(result.status == 0, "\(result.stdout)")
        let bad = try CLI.run(["diff", "\(Self.fixtures)/1a.png", "\(Self.fixtures)/1b.png", "--ignore", "1,2"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--ignore '1,2'"))
    }

    @Test func includeAACountsMore() throws {
        let without = try CLI.run(["diff", "\(Self.fixtures)/1a.png", "\(Self.fixtures)/1b.png", "--json"])
        let with = try CLI.run(["diff", "\(Self.fixtures)/1a.png", "\(Self.fixtures)/1b.png", "--json", "--include-aa"])
        func count(_ text: String) -> Int {
            ((try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any])?["mismatchedPixels"] as? Int ?? -1
        }
        #expect(count(with.stdout) > count(without.stdout))
    }

    @Test func sizeMismatchIsADifferenceWithASideBySideImage() throws {
        let scratch = try Scratch()
        let out = scratch.url.appendingPathComponent("diff.png").path
        let result = try CLI.run(["diff", "\(Self.fixtures)/1a.png", "\(Self.fixtures)/2a.png", "--out", out])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "one message, on stdout: \(result.stderr)")
        #expect(result.stdout.split(separator: "\n").count == 1 && result.stdout.contains("Sizes differ"), "\(result.stdout)")
        let data = try Data(contentsOf: URL(fileURLWithPath: out))
        #expect(try Run.decodePNG(data))
        let json = try CLI.run(["diff", "\(Self.fixtures)/1a.png", "\(Self.fixtures)/2a.png", "--json"])
        #expect(json.status == 1)
        #expect(json.stdout.contains("\"sizeMismatch\":true") || json.stdout.contains("\"sizeMismatch\" : true"), "\(json.stdout)")
    }

    @Test(arguments: [
        (["diff", "missing-a.png", "missing-b.png"], "missing-a.png"),
        (["diff", "FIX/1a.png", "FIX/1b.png", "--threshold", "2"], "--threshold 2.0 is outside 0…1"),
        (["diff", "FIX/1a.png", "FIX/1b.png", "--threshold", "nan"], "--threshold nan is outside 0…1"),
        (["diff", "FIX/1a.png", "FIX/1b.png", "--max-diff-pixel-ratio", "5"], "--max-diff-pixel-ratio 5.0 is outside 0…1"),
        (["diff", "FIX/1a.png", "FIX/1b.png", "--max-diff-pixel-ratio", "nan"], "--max-diff-pixel-ratio nan"),
        (["diff", "FIX/1a.png", "FIX/1b.png", "--max-diff-pixel-ratio=-0.5"], "--max-diff-pixel-ratio -0.5"),
        (["diff", "FIX/1a.png", "FIX/1b.png", "--max-diff-pixels=-3"], "--max-diff-pixels -3 is negative"),
        (["diff", "FIX/1a.png", "FIX/1b.png", "--ignore", "9223372036854775807,0,9223372036854775807,1"], "--ignore"),
        (["diff", "/dev/zero", "FIX/1b.png"], "/dev/zero"),
    ])
    func badInputExits2(arguments: [String], fragment: String) throws {
        let result = try CLI.run(arguments.map { $0.replacingOccurrences(of: "FIX", with: Self.fixtures) })
        #expect(result.status == 2, "\(arguments): \(result.stdout) \(result.stderr)")
        #expect(result.stderr.hasPrefix("error: ") && result.stderr.contains(fragment), "\(result.stderr)")
        #expect(!result.stderr.contains("NSCocoaErrorDomain") && !result.stderr.contains("UserInfo="), "\(result.stderr)")
    }
}

/// Runs other programs for the tests.
enum Run {
    static func process(_ path: String, _ arguments: [String], in directory: URL? = nil) throws -> CLI.Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLI.Output(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                          stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Whether `data` is a complete PNG: signature, chunks with lengths that fit, and IEND last.
    static func decodePNG(_ data: Data) throws -> Bool {
        let bytes = [UInt8](data)
        guard bytes.count > 8, Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { throw CocoaError(.fileReadCorruptFile) }
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            offset += 12 + length
            if type == "IEND" { return offset == bytes.count }
        }
        throw CocoaError(.fileReadCorruptFile)
    }
}

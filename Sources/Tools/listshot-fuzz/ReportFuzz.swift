import Foundation
import Listshot
import ListshotCore
import ListshotSnapshot

/// A small real verify run, made once at start in the current folder (the fuzzer's temporary
/// one): a catalog of two specs, recorded, changed, and verified as shards 1/2 and 2/2 with
/// reports. The report mutators start from these. Every path is relative (`cat`, `r1`, `r2`), so
/// the reports' text is the same on every run; only their timings differ, and they are zeroed.
struct ReportSeed {
    var root: String
    var catalog: String
    var shards: [String]
    var json: [UInt8]
    var report: VerifyReport

    static func make(renderer: Renderer) throws -> ReportSeed {
        let root = "."
        let catalog = "cat"
        let folder = (catalog as NSString).appendingPathComponent("lists")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        func specs(_ suffix: String) throws {
            for name in ["a", "b"] {
                let text = "appearances: [day]\nframe: {width: 120, scale: 1}\ncontent: [{list: {cells: [{title: \(name)\(suffix), subtitle: s}]}}]\n"
                try text.write(toFile: (folder as NSString).appendingPathComponent("\(name).yaml"), atomically: true, encoding: .utf8)
            }
        }
        try specs("")
        let engine = try CatalogRunner(catalog: catalog, renderer: renderer)
        var options = SnapshotOptions()
        options.compression = .fast
        _ = try engine.record(mode: .all, options: options)
        try specs(" changed")
        var shards: [String] = []
        for shard in ["1/2", "2/2"] {
            let report = "r" + shard.prefix(1)
            options.shard = try Shard(parsing: shard)
            options.reportDirectory = report
            var run = try engine.verify(options: options)
            // Timings differ between runs; the same seed must give the same mutants.
            for index in run.results.indices { run.results[index].milliseconds = 0 }
            try VerifyReport(run: run, catalog: catalog, shard: options.shard).write(to: report)
            shards.append(report)
        }
        let json = try RegularFile.read((shards[0] as NSString).appendingPathComponent("report.json"), limit: 1 << 20)
        return ReportSeed(root: root, catalog: catalog, shards: shards, json: json, report: try VerifyReport.load(from: shards[0]))
    }

    /// Every file the report iterations read (the catalog with its references and manifest, and
    /// both shards' reports), by path under ``root``, sorted: seed material (``SeedMaterial``).
    var material: [(name: String, bytes: [UInt8])] {
        let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).sorted()
        return files.compactMap { file in
            let path = (root as NSString).appendingPathComponent(file)
            guard let bytes = try? RegularFile.read(path, limit: 64 << 20) else { return nil }  // folders
            return (file, bytes)
        }
    }
}

/// Hostile text: quotes, markup and pipes followed by combining marks and joiners, bidirectional
/// and other controls, and names of attributes and elements a report never writes.
struct TextMutator {
    var random: SplitMix64

    static let pieces: [String] = ["\"", "'", "<", ">", "&", "`", "|", "\\", "\n", "\r", "\t", "*", "_", "[", "]", "#", "~", "$(", ";", " ",
                                   "\u{338}", "\u{20D2}", "\u{300}", "\u{36F}", "\u{200D}", "\0", "\u{1}", "\u{1B}[2J", "\u{7F}", "\u{85}",
                                   "\u{9B}", "\u{202E}", "\u{2066}", "\u{2069}", "\u{FFFE}", "😀", "👍🏽", "漢", "a",
                                   " zzinj=1 ", "<zzinj>", "</td>", "</script>", "\u{2028}", "\u{2029}", "&quot;", "--only"]

    mutating func text() -> String {
        var out = ""
        for _ in 0..<random.below(12) {
            out += random.pick(Self.pieces)
            if random.chance(1, in: 2) { out.unicodeScalars.append(random.pick(["\u{338}", "\u{20D2}", "\u{301}", "\u{200D}"])) }
        }
        return out
    }

    /// A key the catalog rules accept: hostile text in a folder name, no control characters.
    mutating func key() -> String {
        var folder = String(String.UnicodeScalarView(text().unicodeScalars.filter {
            $0.properties.generalCategory != .control && $0 != "\\" && $0 != "/" && $0 != "."
        }.prefix(16)))
        if folder.isEmpty { folder = "x" }
        return folder + "/s.day"
    }
}

/// Report iterations: hostile text through every report writer, and mutated `report.json`
/// files through loading, accept planning and merging.
enum ReportFuzz {
    /// Puts hostile text into every text field of a report, writes all its files and checks them.
    static func text(seed: ReportSeed, random: inout SplitMix64, out: String) -> Outcome {
        var mutator = TextMutator(random: SplitMix64(seed: random.next()))
        var report = seed.report
        report.catalog = mutator.text()
        report.environmentChanges = random.chance(1, in: 2) ? [mutator.text()] : []
        report.orphans = random.chance(1, in: 3) ? [mutator.key()] : []
        for index in report.results.indices {
            let key = mutator.key()
            report.results[index].key = key
            report.results[index].groupKey = random.chance(1, in: 2) ? String(key.dropLast(4)) : mutator.text()
            report.results[index].specFile = mutator.text()
            report.results[index].message = mutator.text()
            report.results[index].changes = (0..<random.below(5)).map { _ in mutator.text() }
            report.results[index].changedElements = (0..<random.below(3)).map { _ in mutator.text() }
            report.results[index].status = random.pick([.failed, .new, .error, .passed])
        }
        let command = RecordCommandLine.record(catalog: report.catalog, mode: .all, keys: report.results.map(\.key))
        let expected = ["listshot", "record", report.catalog, "--mode", "all"] + report.results.flatMap { ["--only", $0.key] }
        if MarkupScan.shellWords(command) != expected.map({ String(String.UnicodeScalarView($0.unicodeScalars.filter { $0 != "\0" })) }) {
            finding("the accept command \(command.debugDescription) does not split into its words")
        }
        try? FileManager.default.removeItem(atPath: out)
        do {
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            try report.write(to: out)
        } catch {
            FuzzRun.check(String(describing: error), input: "a report with hostile text")
            return .rejected
        }
        checkWritten(out)
        return .accepted
    }

    /// Mutates `report.json` of shard 1 (structure or bytes), then loads it, plans an accept of it
    /// and merges it with shard 2. Nothing is written into the catalog.
    static func json(seed: ReportSeed, random: inout SplitMix64, work: String, out: String) -> Outcome {
        var mutator = TextMutator(random: SplitMix64(seed: random.next()))
        let bytes = switch random.below(4) {
        case 0: mutateBytes(seed.json, random: &random)
        case 1: mutateStrings(seed.json, random: &random, text: &mutator)
        default: mutateStructure(seed.json, random: &random, text: &mutator)
        }
        let file = (work as NSString).appendingPathComponent("report.json")
        FuzzRun.write(file, Data(bytes))
        var outcome = Outcome.rejected
        do { _ = try VerifyReport.load(from: work) } catch {
            FuzzRun.check(error.description, input: file)
        }
        let only = random.chance(1, in: 2) ? [] : [random.chance(1, in: 2) ? mutator.key() : "lists/a.day"]
        do { _ = try ReportAcceptance.plan(report: work, catalog: seed.catalog, only: only, force: random.chance(1, in: 2)) } catch {
            FuzzRun.check(error.description, input: file)
        }
        do {
            let merge = try VerifyReport.merge([work, seed.shards[1]])
            try? FileManager.default.removeItem(atPath: out)
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            try VerifyReport.write(merge, to: out)
            checkWritten(out)
            outcome = .accepted
        } catch let error as ListshotError {
            FuzzRun.check(error.description, input: file)
        } catch {
            finding("merging \(file) threw an untyped error: \(error)")
        }
        return outcome
    }

    static func mutateBytes(_ bytes: [UInt8], random: inout SplitMix64) -> [UInt8] {
        var out = bytes
        for _ in 0..<(1 + random.below(8)) where !out.isEmpty {
            let at = random.below(out.count)
            switch random.below(4) {
            case 0: out[at] ^= UInt8(truncatingIfNeeded: 1 << random.below(8))
            case 1: out.remove(at: at)
            case 2: out.insert(random.pick(Array("\"{}[],:\\0123456789e-".utf8) + [0x00, 0xCC, 0xB8, 0xFF]), at: at)
            default: out.replaceSubrange(at..<min(out.count, at + random.below(16)), with: [])
            }
        }
        return out
    }

    /// Hostile text spliced into string values of the pretty-printed JSON, mostly JSON-escaped
    /// (so the file still parses), sometimes raw, into every string value (the fingerprint and
    /// catalogRevision too, which accept's refusal quotes escaped).
    static func mutateStrings(_ bytes: [UInt8], random: inout SplitMix64, text: inout TextMutator) -> [UInt8] {
        let marker = Array("\" : \"".utf8)
        var starts: [Int] = []
        var i = 0
        while i + marker.count <= bytes.count {
            if bytes[i..<(i + marker.count)].elementsEqual(marker) {
                starts.append(i + marker.count)
            }
            i += 1
        }
        guard !starts.isEmpty else { return bytes }
        var out = bytes
        for at in (0..<(1 + random.below(3))).map({ _ in random.pick(starts) }).sorted(by: >) {
            let hostile = text.text()
            let spliced: [UInt8]
            if random.chance(3, in: 4), let data = try? JSONSerialization.data(withJSONObject: [hostile]), data.count >= 4 {
                spliced = Array(data.dropFirst(2).dropLast(2))  // the escaped text between [" and "]
            } else {
                spliced = Array(hostile.utf8)
            }
            out.insert(contentsOf: spliced, at: at)
        }
        return out
    }

    static func mutateStructure(_ bytes: [UInt8], random: inout SplitMix64, text: inout TextMutator) -> [UInt8] {
        guard var object = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any],
              var results = object["results"] as? [[String: Any]], !results.isEmpty else { return bytes }
        let hostileNumbers: [Any] = [1e308, -1, Int64.max, Int64.min, 0, 4_294_967_296, Double.leastNonzeroMagnitude, "12", NSNull()]
        for _ in 0..<(1 + random.below(2)) {
            let index = random.below(results.count)
            switch random.below(9) {
            case 0: results[index]["key"] = random.chance(1, in: 2) ? text.key() : text.text()
            case 1: results[index]["status"] = random.pick(["failed", "new", "error", "passed", "recorded", "FAILED", "", text.text()])
            case 2: object["catalog"] = random.pick([text.text(), "/etc", "../cat", "cat/../..", (object["catalog"] as? String ?? "") + "/lists"])
            case 3: results[index][random.pick(["mismatchedPixels", "totalPixels", "milliseconds"])] = random.pick(hostileNumbers)
            case 4:
                var acceptable = results[index]["acceptable"] as? [String: Any] ?? [:]
                acceptable[random.pick(["pixelHash", "actualSHA256", "sidecarSHA256", "renderKey"])] = random.pick([String(repeating: "0", count: 64), text.text(), "zz"])
                acceptable[random.pick(["width", "height"])] = random.pick(hostileNumbers)
                results[index]["acceptable"] = acceptable
            case 5:
                var artifacts = results[index]["artifacts"] as? [String: Any] ?? [:]
                artifacts[random.pick(["actual", "diff", "expected"])] = random.pick(["images/../../x.png", "images/" + text.text() + ".png", "/etc/passwd", "images/.png"])
                results[index]["artifacts"] = artifacts
            case 6: results.append(results[index])
            case 7: results[index].removeValue(forKey: random.pick(results[index].keys.sorted()))
            default: object[random.pick(["shards", "environmentChanges", "orphans"])] = [text.text(), random.pick(["1/2", "0/0", "2/1", "9223372036854775807/1"])]
            }
        }
        object["results"] = results
        return (try? Array(JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]))) ?? bytes
    }

    /// Every HTML, XML and Markdown file a report folder holds must pass ``MarkupScan``.
    static func checkWritten(_ folder: String) {
        let files = ["index.html", "junit.xml", "summary.md"] + ((try? FileManager.default.contentsOfDirectory(atPath: (folder as NSString).appendingPathComponent("cases"))) ?? []).map { "cases/" + $0 }
        for name in files {
            let path = (folder as NSString).appendingPathComponent(name)
            guard let bytes = try? RegularFile.read(path, limit: 64 << 20) else { finding("\(path) was not written"); continue }
            let text = String(decoding: bytes, as: UTF8.self)
            let problem = name.hasSuffix(".md") ? MarkupScan.problem(markdown: text)
                : MarkupScan.problem(markup: text, allowed: name.hasSuffix(".xml") ? MarkupScan.junit : MarkupScan.reportHTML)
            if let problem { finding("\(path) has \(problem)") }
        }
    }

    static func finding(_ message: String) {
        FileHandle.standardError.write(Data("listshot-fuzz: FINDING: \(message)\n".utf8))
        exit(1)
    }
}

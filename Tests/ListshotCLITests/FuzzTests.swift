import Foundation
import Testing

/// The bounded fuzzer runs in the test flow: a fixed seed and iteration count, so a failure is
/// reproducible with the same command. `make test` runs a longer pass (README, "Reliability").
@Suite("listshot-fuzz")
struct FuzzTests {
    static var binary: String { CLI.binary.deletingLastPathComponent().appendingPathComponent("listshot-fuzz").path }

    @Test func aShortFixedSeedRunFindsNoCrashAndNoHang() throws {
        let catalog = packageRoot.appendingPathComponent("Snapshots").path
        let result = try Run.process(Self.binary, [catalog, "--iterations", "400", "--report-iterations", "60", "--seed", "7"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("listshot-fuzz: 400 + 60 report iterations"), "\(result.stdout)")
        #expect(result.stdout.contains(" written with hostile text and checked, ") && result.stdout.contains(" loaded, planned and merged, "))
        #expect(result.stdout.contains("seed 7, no crash and no hang"))
        // Both halves ran: some mutants were laid out, others rejected with a message.
        #expect(result.stdout.contains(" laid out, ") && result.stdout.contains(" rejected with an error"))
        // The view seeds (listshot-fuzz's ViewSeeds) laid out unmutated, and some iterations start from them.
        #expect(result.stdout.contains("  view seeds: ") && !result.stdout.contains("  view seeds: 0 "), "\(result.stdout)")
    }

    /// A run is a pure function of its seed, whatever the machine's load: the material the
    /// mutators start from (the catalog's files and the seed report, dumped by
    /// `--dump-seed-material`) is the same byte for byte, and so are the counts, with both cores
    /// busy and idle. The per-iteration `--time-limit` is the default 10 s, far above any
    /// iteration here: over it, the run would end as a hang instead of changing its results.
    @Test func sameSeedSameRunUnderLoad() throws {
        let catalog = packageRoot.appendingPathComponent("Snapshots").path
        let scratch = try Scratch(prefix: "listshot-fuzz-seed")
        func run(_ name: String) throws -> CLI.Output {
            try Run.process(Self.binary, [catalog, "--iterations", "120", "--report-iterations", "40", "--seed", "0x2A",
                                          "--dump-seed-material", scratch.url.appendingPathComponent(name).path])
        }
        let idle = try run("idle")
        let busy = try BusyCores.run(2) { try run("busy") }
        #expect(idle.status == 0 && busy.status == 0, "\(idle.stderr)\(busy.stderr)")
        let counts = { (text: String) in text.split(separator: "\n").dropFirst().joined(separator: "\n") }
        #expect(counts(idle.stdout) == counts(busy.stdout))
        #expect(idle.stdout.contains("seed material sha256 "), "\(idle.stdout)")

        let idleFiles = scratch.files(in: "idle"), busyFiles = scratch.files(in: "busy")
        #expect(idleFiles == busyFiles)
        // The seed report is there, and names its catalog relatively (no temporary folder).
        #expect(idleFiles.contains { $0.hasSuffix("report__r1__report.json") }, "\(idleFiles)")
        // The view seeds and their component files are seed material.
        #expect(idleFiles.contains { $0.hasSuffix("specs__views__content.yaml") }, "\(idleFiles)")
        #expect(idleFiles.contains { $0.hasSuffix("specs__views__Components__Row.yaml") }, "\(idleFiles)")
        for file in idleFiles where busyFiles.contains(file) {
            let a = try Data(contentsOf: scratch.url.appendingPathComponent("idle/\(file)"))
            let b = try Data(contentsOf: scratch.url.appendingPathComponent("busy/\(file)"))
            #expect(a == b, "\(file) differs between an idle run and a run with both cores busy")
            #expect(!String(decoding: a, as: UTF8.self).contains("listshot-fuzz-"), "\(file) names the run's temporary folder")
        }
    }

    @Test func badArgumentsExitTwoWithUsage() throws {
        let result = try Run.process(Self.binary, ["--iterations", "many"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: "))
        #expect(result.stderr.contains("usage: listshot-fuzz"))
    }
}

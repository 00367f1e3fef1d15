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
    }

    @Test func sameSeedSameRun() throws {
        let catalog = packageRoot.appendingPathComponent("Snapshots").path
        let first = try Run.process(Self.binary, [catalog, "--iterations", "120", "--report-iterations", "40", "--seed", "0x2A"])
        let second = try Run.process(Self.binary, [catalog, "--iterations", "120", "--report-iterations", "40", "--seed", "0x2A"])
        let counts = { (text: String) in text.split(separator: "\n").dropFirst().joined(separator: "\n") }
        #expect(first.status == 0 && second.status == 0)
        #expect(counts(first.stdout) == counts(second.stdout))
    }

    @Test func badArgumentsExitTwoWithUsage() throws {
        let result = try Run.process(Self.binary, ["--iterations", "many"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: "))
        #expect(result.stderr.contains("usage: listshot-fuzz"))
    }
}

import Foundation
import Testing

/// The real binary: `record` and `accept` keep unchanged references, `--reencode` writes them,
/// and long runs say how far they are.
@Suite("record and accept: unchanged references, progress")
struct RecordUnchangedCommandTests {
    static func spec(_ title: String) -> String {
        "appearances: [day]\ncontent: [{list: {cells: [{title: \(title)}]}}]\n"
    }

    func inode(_ url: URL) throws -> UInt64 {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return try #require((attributes[.systemFileNumber] as? NSNumber)?.uint64Value)
    }

    @Test func recordAllKeepsUnchangedReferencesUntilReencode() throws {
        let scratch = try Scratch()
        _ = try scratch.write("cat/s/a.yaml", Self.spec("A"))
        let first = try CLI.run(["record", "cat", "--mode", "all", "--compression", "fast"], in: scratch.url)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("recorded s/a.day\n1 recorded, 0 unchanged, 0 skipped (mode all)"), "\(first.stdout)")
        let png = scratch.url.appendingPathComponent("cat/s/a.day.png")
        let before = try inode(png)
        let second = try CLI.run(["record", "cat", "--mode", "all"], in: scratch.url)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout == "0 recorded, 1 unchanged, 0 skipped (mode all)\n", "\(second.stdout)")
        #expect(try inode(png) == before)
        let reencoded = try CLI.run(["record", "cat", "--mode", "all", "--reencode"], in: scratch.url)
        #expect(reencoded.stdout.contains("1 recorded, 0 unchanged, 0 skipped (mode all)"), "\(reencoded.stdout)")
        #expect(try inode(png) != before)
        #expect(try CLI.run(["verify", "cat"], in: scratch.url).status == 0)
    }

    /// A catalog `cat` with one recorded case, then changed, and the failing verify's `report`.
    func catalogWithAFailingReport() throws -> Scratch {
        let scratch = try Scratch()
        _ = try scratch.write("cat/s/a.yaml", Self.spec("A"))
        #expect(try CLI.run(["record", "cat", "--compression", "fast"], in: scratch.url).status == 0)
        _ = try scratch.write("cat/s/a.yaml", Self.spec("Changed"))
        #expect(try CLI.run(["verify", "cat", "--report", "report"], in: scratch.url).status == 1)
        return scratch
    }

    @Test func acceptKeepsAReferenceThatAlreadyHasTheReportsPixels() throws {
        let scratch = try catalogWithAFailingReport()
        // Someone records the change before the report is accepted: the pixels are already there.
        #expect(try CLI.run(["record", "cat", "--mode", "all"], in: scratch.url).status == 0)
        let png = scratch.url.appendingPathComponent("cat/s/a.day.png")
        let before = try inode(png)
        let accept = try CLI.run(["accept", "report"], in: scratch.url)
        #expect(accept.status == 0, "\(accept.stderr)")
        #expect(accept.stdout.contains("accepted s/a.day (the reference already had these pixels: its PNG is kept)"), "\(accept.stdout)")
        #expect(accept.stdout.contains("1 reference accepted into cat (0 written, 1 unchanged)"), "\(accept.stdout)")
        #expect(try inode(png) == before)
        #expect(try CLI.run(["verify", "cat", "--check-pixels"], in: scratch.url).status == 0)
    }

    @Test func acceptWritesAReferenceWhosePixelsChanged() throws {
        let scratch = try catalogWithAFailingReport()
        let accept = try CLI.run(["accept", "report"], in: scratch.url)
        #expect(accept.status == 0, "\(accept.stderr)")
        #expect(accept.stdout.contains("accepted s/a.day\n"), "\(accept.stdout)")
        #expect(accept.stdout.contains("(1 written, 0 unchanged)"), "\(accept.stdout)")
        #expect(try CLI.run(["verify", "cat"], in: scratch.url).status == 0)
    }

    /// Off a terminal (CI logs), a long record writes one progress line each hundred cases.
    @Test func aLongRecordSaysHowFarItIs() throws {
        let scratch = try Scratch()
        for index in 1...3 {
            _ = try scratch.write("cat/s/a\(index).yaml", """
                appearances: [day, night]
                direction: [ltr, rtl]
                contentSize: [xs, s, m, l, xl, xxl, xxxl, ax1, ax2, ax3, ax4, ax5]
                content: [{list: {cells: [{title: T\(index)}]}}]

                """)
        }
        let run = try CLI.run(["record", "cat", "--compression", "fast"], in: scratch.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "Recording 100/144\n", "\(run.stderr)")
        #expect(run.stdout.hasSuffix("144 recorded, 0 unchanged, 0 skipped (mode missing)\n"), "\(run.stdout)")
        let again = try CLI.run(["record", "cat"], in: scratch.url)
        #expect(again.stdout == "0 recorded, 0 unchanged, 144 skipped (mode missing)\n", "\(again.stdout)")
    }
}

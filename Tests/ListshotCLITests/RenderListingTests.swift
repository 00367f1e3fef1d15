import Foundation
import Testing

/// docs/commands.md, "Rendering": `render` ends with one summary line. Off a terminal standard
/// output lists each written path and nothing else (for scripts) and the summary goes to standard
/// error; on a terminal only the summary, unless `--verbose`.
@Suite("listshot render: paths and summary")
struct RenderListingTests {
    static func catalog(_ scratch: Scratch) throws {
        for name in ["a", "b", "c"] {
            _ = try scratch.write("cat/\(name).yaml", "theme: movistar\ncontent:\n  - list:\n      cells:\n        - title: \(name)\n")
        }
    }

    @Test func offATerminalStdoutIsThePathsAndStderrTheSummary() throws {
        let scratch = try Scratch()
        try Self.catalog(scratch)
        let result = try CLI.run(["render", "cat", "--out", "out"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines == ["out/a.day.png", "out/a.night.png", "out/b.day.png", "out/b.night.png", "out/c.day.png", "out/c.night.png"])
        #expect(lines.allSatisfy { FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent($0).path) })
        #expect(result.stderr.hasSuffix("Rendered 3 specs: 6 PNG files in out.\n"), "\(result.stderr)")
    }

    /// On a terminal (a pseudo-terminal from util-linux `script`): one summary line, or the paths
    /// first with --verbose.
    @Test(arguments: [false, true])
    func onATerminalTheSummaryEndsTheOutput(verbose: Bool) throws {
        let scratch = try Scratch()
        try Self.catalog(scratch)
        let command = ([CLI.binary.path, "render", "cat", "--out", "out", "--format", "svg"] + (verbose ? ["--verbose"] : []))
            .map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        // stderr (the progress bar) is dropped so only what goes to the terminal's stdout is read.
        let result = try BoundedRun.run("/usr/bin/script", ["-qec", command + " 2>/dev/null", "/dev/null"], in: scratch.url,
                                        timeout: 120, memoryMB: 4096, environment: [:])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let lines = result.stdout.replacingOccurrences(of: "\r", with: "").split(separator: "\n").map(String.init)
        #expect(lines.last == "Rendered 3 specs: 6 SVG files in out.", "\(lines)")
        #expect(lines.count == (verbose ? 7 : 1), "\(lines)")
        if verbose { #expect(lines.first == "out/a.day.svg") }
    }
}

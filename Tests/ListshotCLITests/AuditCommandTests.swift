import Foundation
import Testing

@Suite("listshot audit, end to end")
struct AuditCommandTests {
    static let goodSpec = """
    theme: movistar
    appearances: [day]
    content:
      - list:
          style: boxed
          cells:
            - title: Hello
              subtitle: World
              control: { navigation: {} }
    """

    @Test func aReadableSpecPassesAndWritesTheReport() throws {
        let scratch = try Scratch()
        let spec = try scratch.write("hello.yaml", Self.goodSpec)
        let out = scratch.url.appendingPathComponent("out").path
        let result = try CLI.run(["audit", spec, "--out", out])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("Audit passed"))
        let files = scratch.files(in: "out")
        for name in ["audit.json", "audit.md", "index.html", "images"] { #expect(files.contains(name), "\(files)") }
        #expect(scratch.files(in: "out/images") == ["hello.day.png"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/audit.json"))) as? [String: Any])
        #expect(json["formatVersion"] as? Int == 1)
        let html = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(html.contains("images/hello.day.png"))
    }

    /// In a recorded catalog the picture is the reference itself when it is exactly this render;
    /// a changed spec gets a freshly drawn preview (1 px per point) instead.
    @Test func catalogReferencesAreReusedOnlyWhenUnchanged() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("cat"), withIntermediateDirectories: true)
        _ = try scratch.write("cat/hello.yaml", Self.goodSpec)
        #expect(try CLI.run(["record", "cat"], in: scratch.url).status == 0)
        #expect(try CLI.run(["audit", "cat", "--out", "out"], in: scratch.url).status == 0)
        let reference = try Data(contentsOf: scratch.url.appendingPathComponent("cat/hello.day.png"))
        #expect(try Data(contentsOf: scratch.url.appendingPathComponent("out/images/hello.day.png")) == reference)
        _ = try scratch.write("cat/hello.yaml", Self.goodSpec.replacingOccurrences(of: "title: Hello", with: "title: Hello again"))
        #expect(try CLI.run(["audit", "cat", "--out", "out"], in: scratch.url).status == 0)
        let preview = try Data(contentsOf: scratch.url.appendingPathComponent("out/images/hello.day.png"))
        #expect(preview != reference)
        #expect(preview.count < reference.count)
    }

    @Test func aLowContrastSpecFailsWithExitOne() throws {
        let scratch = try Scratch()
        // Mistica's inverse boxed list: white text on movistar's brand blue, 3.02:1.
        let spec = try scratch.write("low.yaml", """
        theme: movistar
        appearances: [day]
        content:
          - list:
              style: boxedInverse
              cells:
                - title: Hard to read
        """)
        let result = try CLI.run(["audit", spec, "--out", scratch.url.appendingPathComponent("out").path])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("FAIL wcag-aa"))
        #expect(result.stdout.contains("#FFFFFF on #0B9CEA 3.02:1"))
        // Demoted to a warning, the same spec passes.
        let relaxed = try CLI.run(["audit", spec, "--fail-on", "wcag-aa=warning", "--out", scratch.url.appendingPathComponent("out2").path])
        #expect(relaxed.status == 0, "\(relaxed.stdout)\(relaxed.stderr)")
    }

    @Test(arguments: [["--fail-on", "wcag-a"], ["--fail-on", "wcag-aa=fatal"], ["--nope"]])
    func badFlagsExitTwo(flags: [String]) throws {
        let scratch = try Scratch()
        let spec = try scratch.write("hello.yaml", Self.goodSpec)
        let result = try CLI.run(["audit", spec] + flags + ["--out", scratch.url.appendingPathComponent("out").path])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error:"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("out/audit.json").path))
    }

    @Test func aMissingSpecExitsTwo() throws {
        let scratch = try Scratch()
        let result = try CLI.run(["audit", scratch.url.appendingPathComponent("nope.yaml").path, "--out", scratch.url.appendingPathComponent("out").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no such file or folder"))
    }

    @Test func themesAuditPrintsTheTableAndFailsOnMovistarInverse() throws {
        let result = try CLI.run(["themes", "audit", "movistar"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("textPrimaryInverse"))
        #expect(result.stdout.contains("Theme audit FAILED"))
        let unknown = try CLI.run(["themes", "audit", "no-such-theme"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("error:"))
    }
}

/// docs/audit.md, "The console": by default the totals, the worst failures and where the report
/// is, whatever the number of findings; `--verbose` adds every failed finding; same exit code.
@Suite("listshot audit: the default summary")
struct AuditSummaryTests {
    @Test func manyFailuresStillFitOneScreen() throws {
        let scratch = try Scratch()
        // 20 specs, each with low-contrast cells (Mistica's inverse list) and small touch targets.
        for index in 0..<20 {
            _ = try scratch.write("cat/s\(index).yaml", """
            theme: movistar
            content:
              - list:
                  style: boxedInverse
                  cells:
                    - title: Hard to read \(index)
                      subtitle: Also hard
                    - title: Another one
                      control: { switch: true }
            """)
        }
        let quiet = try CLI.run(["audit", "cat", "--out", "out"], in: scratch.url)
        let loud = try CLI.run(["audit", "cat", "--out", "out-verbose", "--verbose"], in: scratch.url)
        #expect(quiet.status == 1 && loud.status == 1, "\(quiet.stdout)\(quiet.stderr)")
        let lines = quiet.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(lines.count <= 20, "\(lines.count) lines:\n\(quiet.stdout)")
        #expect(lines.first == "rule          level     checked  failed  variants")
        let aa = try #require(lines.first { $0.hasPrefix("wcag-aa ") })
        let failed = try #require(Int(aa.split(separator: " ", omittingEmptySubsequences: true)[3]))
        #expect(failed >= 40, "\(aa)")
        #expect(quiet.stdout.contains("worst failures of"), "\(quiet.stdout)")
        #expect(lines.filter { $0.hasPrefix("  FAIL ") }.count == 5)
        #expect(quiet.stdout.contains("Report: out/index.html"))
        #expect(quiet.stdout.contains("Run again with --verbose"))
        #expect(lines.last?.hasPrefix("Audit FAILED: ") == true)
        // --verbose: a line per failed finding (errors and warnings), then the same totals.
        let findings = loud.stdout.split(separator: "\n").filter { $0.hasPrefix("FAIL ") || $0.hasPrefix("warn ") }
        #expect(findings.count >= failed, "\(findings.count)")
        #expect(loud.stdout.contains("rule          level     checked  failed  variants"))
        #expect(!loud.stdout.contains("Run again with --verbose"))
    }
}

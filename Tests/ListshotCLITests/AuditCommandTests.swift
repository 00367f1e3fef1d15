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

import Foundation
import Testing

/// `--fonts DIR` and a theme's `fonts` key, end to end through the real binary.
@Suite("listshot --fonts and brand themes, end to end")
struct FontsOptionTests {
    /// A scratch folder with `themes/brand.json` (movistar in `family`, `fonts` as given),
    /// `fonts/NotoSerif-Regular.ttf` and `s.yaml` using the theme.
    static func setUp(_ scratch: Scratch, family: String, fontsKey: String?) throws {
        let fonts = scratch.url.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("themes"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Tests/Fixtures/fonts/NotoSerif-Regular.ttf"),
                                         to: fonts.appendingPathComponent("NotoSerif-Regular.ttf"))
        var theme = try String(contentsOf: packageRoot.appendingPathComponent("Themes/movistar.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"name\": \"movistar\"", with: "\"name\": \"brand\"")
            .replacingOccurrences(of: "\"fontFamily\": \"Inter\"", with: "\"fontFamily\": \"\(family)\"")
        if let fontsKey, let brace = theme.firstIndex(of: "{") {
            theme.insert(contentsOf: "\n  \"fonts\": \(fontsKey),", at: theme.index(after: brace))
        }
        try scratch.write("themes/brand.json", theme)
        try scratch.write("s.yaml", "theme: brand\ncontent: [{list: {cells: [{title: Serif title, subtitle: In a brand face}]}}]\n")
    }

    @Test func fontsFolderRendersDeterministically() throws {
        let scratch = try Scratch()
        try Self.setUp(scratch, family: "Noto Serif", fontsKey: nil)
        var outputs: [Data] = []
        for run in 0..<2 {
            let result = try CLI.run(["render", "s.yaml", "--themes", "themes", "--fonts", "fonts", "--appearance", "day", "--out", "out\(run)"],
                                     in: scratch.url)
            #expect(result.status == 0, "\(result.stderr)")
            outputs.append(try Data(contentsOf: scratch.url.appendingPathComponent("out\(run)/s.day.png")))
        }
        #expect(outputs[0] == outputs[1])
        // Without the folder, the family is unknown: exit 2 naming the key and the remedy.
        let without = try CLI.run(["render", "s.yaml", "--themes", "themes", "--out", "out"], in: scratch.url)
        #expect(without.status == 2)
        #expect(without.stderr.hasPrefix("error: "), "\(without.stderr)")
        #expect(without.stderr.contains("typography.fontFamily: 'Noto Serif' is neither"), "\(without.stderr)")
        #expect(without.stderr.contains("docs/fonts.md"))
    }

    @Test func themeFontsKeyRendersTheSameAsTheFolder() throws {
        let scratch = try Scratch()
        try Self.setUp(scratch, family: "Noto Serif", fontsKey: #"[{"file": "../fonts/NotoSerif-Regular.ttf", "family": "Noto Serif"}]"#)
        let keyed = try CLI.run(["render", "s.yaml", "--themes", "themes", "--appearance", "day", "--out", "a"], in: scratch.url)
        #expect(keyed.status == 0, "\(keyed.stderr)")
        let folder = try CLI.run(["render", "s.yaml", "--themes", "themes", "--fonts", "fonts", "--appearance", "day", "--out", "b"], in: scratch.url)
        #expect(folder.status == 0, "\(folder.stderr)")
        #expect(try Data(contentsOf: scratch.url.appendingPathComponent("a/s.day.png"))
                == Data(contentsOf: scratch.url.appendingPathComponent("b/s.day.png")))
    }

    @Test(arguments: [
        (["--fonts", "nowhere"], "--fonts nowhere: no such folder"),
        (["--fonts", "s.yaml"], "--fonts s.yaml: no such folder"),
        (["--fonts", "bad"], "is not a font file"),
    ])
    func badFontsFoldersAreErrors(flags: [String], fragment: String) throws {
        let scratch = try Scratch()
        try Self.setUp(scratch, family: "Noto Serif", fontsKey: nil)
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("bad"), withIntermediateDirectories: true)
        try scratch.write("bad/fake.otf", "<html>not a font</html>")
        for command in [["render", "s.yaml", "--out", "out"], ["verify", "."], ["record", "."], ["gallery", ".", "--out", "g"]] {
            let result = try CLI.run(command + ["--themes", "themes"] + flags, in: scratch.url)
            #expect(result.status == 2, "\(command) \(flags): \(result.stderr)")
            #expect(result.stderr.hasPrefix("error: "), "\(command): \(result.stderr)")
            #expect(result.stderr.contains(fragment), "\(command): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("out").path))
    }
}

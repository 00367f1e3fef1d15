import Foundation
import Testing

/// Spec messages, through the real binary: each says what is wrong, where, and what to write
/// instead; bad input exits 2 and writes nothing; words from iOS and SwiftUI are read as ours
/// (docs/specs.md, "Errors" and "Words from iOS and SwiftUI").
@Suite("Spec messages, end to end")
struct SpecMessageTests {
    static func cell(_ extra: String) -> String {
        "theme: movistar\nappearances: [day]\ncontent:\n  - list:\n      cells:\n        - title: Wi-Fi\n          \(extra)\n"
    }

    /// Renders `yaml`; returns the result and the files written.
    func render(_ yaml: String, _ flags: [String] = []) throws -> (CLI.Output, [String], Scratch) {
        let scratch = try Scratch()
        let spec = try scratch.write("s.yaml", yaml)
        let result = try CLI.run(["render", spec, "--out", scratch.url.appendingPathComponent("out").path] + flags)
        return (result, scratch.files(in: "out").filter { !$0.hasPrefix(".") }, scratch)
    }

    @Test(arguments: [
        ("control: switch", "s.yaml:7:20: content[0].list.cells[0].control: `switch` is a control that takes a value, so it is written as a mapping: `control: { switch: true }`."),
        ("control: badge", "`control: { badge: 3 }`"),
        ("asset: largeIcon", "s.yaml:7:18: content[0].list.cells[0].asset: 'largeIcon' is one of this mapping's keys, not a value of its own: write `asset: { largeIcon: … }`"),
        ("asset: { largeIcon: cog }", "'cog' is not an icon. Known icons: chevron-right,"),
        ("control: { navigation: { badge: new } }", "expected a badge count (e.g. 3) or `dot`, found 'new'. A cell badge shows a number, as Mistica's does"),
    ])
    func badShapesAndNamesSayWhatToWrite(line: String, message: String) throws {
        let (result, files, _) = try render(Self.cell(line))
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!result.stderr.contains("Did you mean"), "no misleading suggestion: \(result.stderr)")
        #expect(files.isEmpty, "\(files)")
    }

    @Test(arguments: [
        ("theme: movistar\nappearances: [day]\ncontent: [{view: {hstack: [{text: A}], alignment: left}}]\n",
         "'left' is not one of top, center, bottom"),
        ("theme: movistar\nappearances: [day]\ncontent: [{view: {vstack: [{text: A}], alignment: left}}]\n",
         "'left' is not one of leading, center, trailing: SwiftUI aligns to `leading` (the left in left to right, the right in right to left); write `leading`."),
        ("theme: movistar\nappearances: [day]\ncontentSize: [heavy]\ncontent: [{list: {cells: [{title: A}]}}]\n",
         "'heavy' is not one of xs, s, m, l, xl"),
    ])
    func wordsFromElsewhereGetTheRightHint(yaml: String, message: String) throws {
        let (result, files, _) = try render(yaml)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(files.isEmpty)
    }

    /// An alias draws exactly what the canonical word draws, under the canonical file name.
    @Test(arguments: [
        ("appearances: [light, dark]", "appearances: [day, night]"),
        ("direction: rightToLeft", "direction: rtl"),
        ("contentSize: accessibility3", "contentSize: ax3"),
        ("contentSize: xxxLarge", "contentSize: xxxl"),
    ])
    func aliasesDrawWhatTheirWordDraws(alias: String, canonical: String) throws {
        let body = "theme: movistar\ncontent:\n  - list:\n      cells:\n        - title: Wi-Fi\n          asset: { largeIcon: gear }\n"
        let (a, aFiles, aScratch) = try render(alias + "\n" + body)
        let (b, bFiles, bScratch) = try render(canonical + "\n" + body.replacingOccurrences(of: "largeIcon: gear", with: "largeIcon: settings"))
        #expect(a.status == 0 && b.status == 0, "\(a.stderr)\(b.stderr)")
        #expect(aFiles == bFiles && !aFiles.isEmpty, "\(aFiles) vs \(bFiles)")
        for file in aFiles {
            let left = try Data(contentsOf: aScratch.url.appendingPathComponent("out/\(file)"))
            let right = try Data(contentsOf: bScratch.url.appendingPathComponent("out/\(file)"))
            #expect(left == right, "\(file) differs")
        }
    }

    @Test func theAppearanceFlagTakesLightAndDark() throws {
        let (result, files, _) = try render(Self.cell("control: navigation"), ["--appearance", "dark"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(files == ["s.night.png"])
    }

    /// A quoted count is the count, as a tab badge's is.
    @Test func aQuotedCellBadgeIsItsCount() throws {
        let (quoted, quotedFiles, q) = try render(Self.cell("control: { navigation: { badge: \"3\" } }"), ["--format", "json"])
        let (plain, _, p) = try render(Self.cell("control: { navigation: { badge: 3 } }"), ["--format", "json"])
        #expect(quoted.status == 0 && plain.status == 0, "\(quoted.stderr)\(plain.stderr)")
        let file = try #require(quotedFiles.first)
        #expect(try Data(contentsOf: q.url.appendingPathComponent("out/\(file)")) == Data(contentsOf: p.url.appendingPathComponent("out/\(file)")))
    }

    /// The stage background takes iOS's words as keys, but not both words for one appearance.
    @Test func theStageTakesLightAndDarkKeys() throws {
        let yaml = "device: iphone15\ntheme: movistar\nappearances: [day, night]\npresentation: { deviceFrame: true, background: { light: \"#FFFFFF\", dark: \"#000000\" } }\ncontent: [{list: {cells: [{title: A}]}}]\n"
        let (ok, files, _) = try render(yaml)
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(files == ["s.day.png", "s.night.png"])
        let (both, none, _) = try render(yaml.replacingOccurrences(of: "dark: \"#000000\"", with: "dark: \"#000000\", night: \"#111111\""))
        #expect(both.status == 2 && both.stderr.contains("gives both `night` and `dark`, which are the same appearance. Keep one."), "\(both.stderr)")
        #expect(none.isEmpty)
    }
}

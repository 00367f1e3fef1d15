import Foundation
import Testing

/// Messages that never mislead, through the real binary: each says what is wrong, where, and what to write
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
        ("control: { navigation: { badge: new } }", "expected a badge count or `dot`, found 'new'. A cell badge shows a number (e.g. `badge: 3`), as Mistica's does"),
        // iOS and SwiftUI words for a control, as a value and as a key.
        ("control: toggle", "s.yaml:7:20: content[0].list.cells[0].control: 'toggle' is SwiftUI's `Toggle`, which Listshot calls `switch`: write `control: { switch: true }`."),
        ("control: { toggle: true }", "s.yaml:7:22: content[0].list.cells[0].control.toggle: unknown key. 'toggle' is SwiftUI's `Toggle`, which Listshot calls `switch`"),
        ("control: disclosureIndicator", "UIKit's accessory `disclosureIndicator`, which Listshot calls `navigation`: write `control: navigation`."),
        // A value written as a key: the word is right, the shape is not.
        ("state: { pressed: true }", "s.yaml:7:18: content[0].list.cells[0].state: 'pressed' is a value here, not a key: write it alone, `state: pressed`."),
        // Far from every icon: the names, shortened, and where the rest are.
        ("asset: { largeIcon: cog }", "'cog' is not an icon. Known icons: chevron-right, chevron-left, chevron-up, chevron-down, add-circle, arrow-right, check, close, … (22 in all; see docs/specs.md)."),
        ("asset: { largeIcon: bell.fill }", "'bell.fill' is not an icon. Listshot draws one style of each icon, so SF Symbols' `fill` variants are not told apart: write `bell`."),
        ("frobnicate: 1", "cells[0].frobnicate: unknown key. Known keys: style, title, subtitle, description, headline, asset, control, titleLines, … (17 in all; see docs/specs.md)."),
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
        // iOS's word in other capitals is nearer the alias than `night`.
        ("theme: movistar\nappearances: [Light]\ncontent: [{list: {cells: [{title: A}]}}]\n",
         "s.yaml:2:15: appearances[0]: 'Light' is not one of day, night. Did you mean 'light'?"),
        ("theme: movistar\nappearances: [{dark: true}]\ncontent: [{list: {cells: [{title: A}]}}]\n",
         "s.yaml:2:15: appearances[0]: 'dark' is a value here, not a key: write it alone, `dark`."),
        ("theme: movistar\ndirection: { rtl: true }\ncontent: [{list: {cells: [{title: A}]}}]\n",
         "s.yaml:2:12: direction: 'rtl' is a value here, not a key: write it alone, `direction: rtl`."),
        ("device: iphone15\ntheme: movistar\nnavigationBar: { title: A, display: always }\ncontent: [{list: {cells: [{title: A}]}}]\n",
         "navigationBar.display: 'always' is not one of large, inline: UIKit's `largeTitleDisplayMode` `.always` shows a large title; write `large`."),
        ("theme: movistar\ncontent: [{view: {text: A, foregroundColor: red}}]\n",
         "content[0].view.foregroundColor: unknown key beside `text`: SwiftUI's `foregroundColor(_:)` is the `color:` key: of a text or an icon, or of any view"),
        ("theme: movistar\ncontent: [{view: {Rectangle: {}}}]\n",
         "content[0].view.Rectangle: unknown view kind 'Rectangle': SwiftUI's `Rectangle()` is a shape here: write `shape: rectangle`."),
        ("theme: movistar\ncontent: [{view: {text: A, modifiers: [{clipShape: circle}]}}]\n",
         "'clipShape' is not a modifier: SwiftUI's `clipShape(_:)` is the `clip:` modifier: write `clip: circle`."),
        ("theme: movistar\ncontent: [{view: {text: A, font: {preset: 2, weight: heavy}}}]\n",
         "'heavy' is not one of light, regular, medium, semibold, bold: the heaviest weight drawn is `bold`."),
    ])
    func wordsFromElsewhereGetTheRightHint(yaml: String, message: String) throws {
        let (result, files, _) = try render(yaml)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!result.stderr.contains("Did you mean 'night'"), "\(result.stderr)")
        #expect(files.isEmpty)
    }

    /// A word far from every name gets no suggestion (`lite` is two edits from `night`, which would
    /// mislead); the message lists the names instead.
    @Test(arguments: [
        ("theme: movistar\nappearances: [lite]\ncontent: [{list: {cells: [{title: A}]}}]\n", "s.yaml:2:15: appearances[0]: 'lite' is not one of day, night."),
        ("theme: movistar\ncontent: [{list: {cells: [{title: A, control: {icon: cog}}]}}]\n", "control.icon: 'cog' is not an icon. Known icons: chevron-right,"),
        ("theme: banana\ncontent: [{list: {cells: [{title: A}]}}]\n", "'banana': no such theme. Known themes: backpack,"),
    ])
    func aFarWordGetsTheNamesNotASuggestion(yaml: String, message: String) throws {
        let (result, files, _) = try render(yaml)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!result.stderr.contains("Did you mean"), "\(result.stderr)")
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

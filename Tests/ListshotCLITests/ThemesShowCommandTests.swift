import Foundation
import Testing

/// docs/themes.md, "Seeing a theme's tokens": `listshot themes show NAME` prints every colour token
/// of the theme, day and night, as the theme file gives them, and the missing-token message names it.
@Suite("listshot themes show")
struct ThemesShowCommandTests {
    /// Every solid colour token of the bundled theme file is printed once, with both of its values.
    @Test(arguments: ["backpack", "movistar", "o2-new", "ios"])
    func everyTokenOfTheFileIsPrinted(_ name: String) throws {
        let data = try Data(contentsOf: packageRoot.appendingPathComponent("Themes/\(name).json"))
        let file = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let colors = try #require(file["colors"] as? [String: [String: Any]])
        let result = try CLI.run(["themes", "show", name])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first?.hasPrefix("\(name) (") == true, "\(lines.first ?? "")")
        for (token, values) in colors {
            let row = lines.filter { $0.split(separator: " ").first.map(String.init) == token }
            #expect(row.count == 1, "token \(token): \(row.count) rows")
            let cells = row.first?.split(separator: " ").map(String.init) ?? []
            for (index, appearance) in ["day", "night"].enumerated() {
                let shown = cells.count == 3 ? cells[index + 1] : "missing"
                if let hex = values[appearance] as? String {
                    #expect(shown.uppercased() == hex.uppercased(), "\(token) \(appearance): \(shown), file \(hex)")
                } else {
                    #expect(shown == "gradient", "\(token) \(appearance): \(shown)")
                }
            }
        }
        #expect(lines.contains { $0.hasPrefix("text presets (size / line height, pt): 1: ") })
    }

    @Test func aGradientShowsItsStopsBelowTheToken() throws {
        let result = try CLI.run(["themes", "show", "o2-new"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let row = try #require(lines.firstIndex { $0.hasPrefix("backgroundBrand ") })
        #expect(lines[row].hasSuffix("gradient   #00001C"), "\(lines[row])")
        #expect(lines[row + 1] == "    day: linear 180°: #00008C at 0, #0050FF at 0.64, #0A73EB at 1")
    }

    @Test func anUnknownThemeExits2AndNamesTheKnownOnes() throws {
        let result = try CLI.run(["themes", "show", "nope"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("nope: no such theme. Known themes: backpack, "), "\(result.stderr)")
    }

    /// A token name from a --themes folder (a pull request's) reaches the terminal escaped, and the
    /// columns still line up.
    @Test func aHostileTokenNameIsEscaped() throws {
        let scratch = try Scratch()
        let data = try Data(contentsOf: packageRoot.appendingPathComponent("Themes/backpack.json"))
        var file = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var colors = try #require(file["colors"] as? [String: Any])
        colors["evil\u{1B}]0;title\u{07}"] = ["day": "#FFFFFF", "night": "#000000"]
        file["colors"] = colors
        file["name"] = "evil"
        _ = try scratch.write("th/evil.json", String(decoding: try JSONSerialization.data(withJSONObject: file), as: UTF8.self))
        let result = try CLI.run(["themes", "show", "evil", "--themes", "th"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" })
        let row = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("evil\\u{1B}") })
        let other = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("badgeBackgroundNormal ") })
        #expect(row.range(of: "#FFFFFF")?.lowerBound.utf16Offset(in: row) == other.range(of: "#")?.lowerBound.utf16Offset(in: other))
    }

    @Test func theMissingTokenMessageNamesTheCommand() throws {
        let scratch = try Scratch()
        _ = try scratch.write("a.yaml", "theme: backpack\ncontent:\n  - view:\n      text: Hi\n      color: neutralLow\n")
        let result = try CLI.run(["render", "a.yaml", "--out", "out"], in: scratch.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("has no colour token 'neutralLow'"), "\(result.stderr)")
        #expect(result.stderr.contains("`listshot themes show backpack` lists them"), "\(result.stderr)")
        let show = try CLI.run(["themes", "show", "backpack"])
        #expect(!show.stdout.contains("neutralLow "))
    }
}

import Foundation
import ListshotCore
import ListshotThemes
import Testing

/// `Themes/backpack.json` carries Backpack's real tokens (docs/components.md §2 "Day / night",
/// "Typography", "Radii"), generated from backpack-tokens.raw.ios.json by Scripts/make-theme.py.
@Suite("Backpack theme")
struct BackpackThemeTests {
    let store = ThemeStore(directories: [packageRoot.appendingPathComponent("Themes")])

    @Test(arguments: [
        ("canvas", "#FFFFFF", "#010913"), ("canvasContrast", "#EFF3F8", "#010913"),
        ("surfaceDefault", "#FFFFFF", "#131D2B"), ("surfaceElevated", "#FFFFFF", "#243346"),
        ("surfaceHighlight", "#E0E4E9", "#243346"), ("surfaceContrast", "#05203C", "#010913"),
        ("textPrimary", "#161616", "#FFFFFF"), ("textSecondary", "#626971", "#BDC4CB"),
        ("textOnDark", "#FFFFFF", "#FFFFFF"), ("textLink", "#0062E3", "#84E9FF"),
        ("line", "#C1C7CF", "#44505F"), ("coreAccent", "#0062E3", "#84E9FF"), ("corePrimary", "#05203C", "#054184"),
    ])
    func coloursMatchTheTable(token: String, day: String, night: String) throws {
        let theme = try store.theme(named: "backpack")
        #expect(theme.designSystem == .backpack)
        #expect(theme.colors[token]?[.day] == RGBA(hex: day).map(Paint.solid), "\(token)")
        #expect(theme.colors[token]?[.night] == RGBA(hex: night).map(Paint.solid), "\(token)")
    }

    @Test func typographyAndRadiiComeFromTheTokens() throws {
        let theme = try store.theme(named: "backpack")
        // caption, footnote, bodyDefault, heading5, heading4, heading3, heading2, heading1, subheading.
        let expected: [(Double, Double)] = [(12, 16), (14, 20), (16, 24), (16, 20), (20, 24), (24, 28), (32, 40), (40, 48), (24, 32)]
        #expect(theme.textPresets.map { ($0.size, $0.lineHeight) }.elementsEqual(expected, by: ==))
        #expect(theme.weights["heading"] == .semibold)
        #expect(theme.radii["sm"] == 8 && theme.radii["lg"] == 24 && theme.radii["xs"] == 4 && theme.radii["md"] == 12)
    }

    /// A Backpack theme with the eight presets of earlier Listshot versions (no subheading) is refused by name.
    @Test func aBackpackThemeNeedsNinePresets() throws {
        let url = packageRoot.appendingPathComponent("Themes/backpack.json")
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var typography = try #require(json["typography"] as? [String: Any])
        let presets = try #require(typography["presets"] as? [Any])
        typography["presets"] = Array(presets.prefix(8))
        json["typography"] = typography
        let data = try JSONSerialization.data(withJSONObject: json)
        do {
            _ = try Theme.decode(data, file: "Themes/old-backpack.json")
            Issue.record("an eight-preset Backpack theme was accepted")
        } catch {
            #expect(error.description.contains("typography.presets"), "\(error)")
            #expect(error.description.contains("needs 9") && error.description.contains("subheading"), "\(error)")
        }
    }
}

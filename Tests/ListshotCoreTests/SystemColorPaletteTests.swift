@testable import ListshotCore
import Testing

/// iOS's system colours by day and night, every value, written as hex here (the code has bytes and
/// alpha fractions).
@Suite("System colour palette")
struct SystemColorPaletteTests {
    /// Apple HIG, "Color" → "Specifications" → "iOS, iPadOS system colors" and "iOS, iPadOS system
    /// gray colors", Default (Light) / Default (Dark), the page as of its June 21, 2023 change-log
    /// entry (iOS 15–18; docs/ios-values.md gives the June 2025 iOS 26 values, not followed here).
    @Test(arguments: [
        ("systemRed", "#FF3B30", "#FF453A"), ("systemOrange", "#FF9500", "#FF9F0A"),
        ("systemYellow", "#FFCC00", "#FFD60A"), ("systemGreen", "#34C759", "#30D158"),
        ("systemMint", "#00C7BE", "#66D4CF"), ("systemTeal", "#30B0C7", "#40C8E0"),
        ("systemCyan", "#32ADE6", "#64D2FF"), ("systemBlue", "#007AFF", "#0A84FF"),
        ("systemIndigo", "#5856D6", "#5E5CE6"), ("systemPurple", "#AF52DE", "#BF5AF2"),
        ("systemPink", "#FF2D55", "#FF375F"), ("systemBrown", "#A5845E", "#AC8E68"),
        ("systemGray", "#8E8E93", "#8E8E93"), ("systemGray2", "#AEAEB2", "#636366"),
        ("systemGray3", "#C7C7CC", "#48484A"), ("systemGray4", "#D1D1D6", "#3A3A3C"),
        ("systemGray5", "#E5E5EA", "#2C2C2E"), ("systemGray6", "#F2F2F7", "#1C1C1E"),
    ])
    func standardColors(name: String, day: String, night: String) {
        #expect(SystemColorPalette.color(name, .day)?.hexString == day, "\(name) day")
        #expect(SystemColorPalette.color(name, .night)?.hexString == night, "\(name) night")
    }

    /// UIKit's UI element colours: UIKit's fractions as an iOS simulator prints them, alpha × 255
    /// rounded (0.6 → 99, 0.3 → 4D, 0.29 → 4A, 0.18 → 2E, 0.16 → 29, 0.2 → 33, 0.36 → 5C,
    /// 0.32 → 52, 0.12 → 1F, 0.24 → 3D, 0.08 → 14); Flutter's `cupertino/colors.dart` @ 5d6fba73
    /// has the same colours (its alpha bytes truncate instead: 0.29 → 49).
    @Test(arguments: [
        ("label", "#000000", "#FFFFFF"),
        ("secondaryLabel", "#3C3C4399", "#EBEBF599"),
        ("tertiaryLabel", "#3C3C434D", "#EBEBF54D"),
        ("quaternaryLabel", "#3C3C432E", "#EBEBF529"),
        ("placeholderText", "#3C3C434D", "#EBEBF54D"),
        ("link", "#007AFF", "#0984FF"),
        ("separator", "#3C3C434A", "#54545899"),
        ("opaqueSeparator", "#C6C6C8", "#38383A"),
        ("systemBackground", "#FFFFFF", "#000000"),
        ("secondarySystemBackground", "#F2F2F7", "#1C1C1E"),
        ("tertiarySystemBackground", "#FFFFFF", "#2C2C2E"),
        ("systemGroupedBackground", "#F2F2F7", "#000000"),
        ("secondarySystemGroupedBackground", "#FFFFFF", "#1C1C1E"),
        ("tertiarySystemGroupedBackground", "#F2F2F7", "#2C2C2E"),
        ("systemFill", "#78788033", "#7878805C"),
        ("secondarySystemFill", "#78788029", "#78788052"),
        ("tertiarySystemFill", "#7676801F", "#7676803D"),
        ("quaternarySystemFill", "#74748014", "#7676802E"),
        ("white", "#FFFFFF", "#FFFFFF"), ("black", "#000000", "#000000"), ("clear", "#00000000", "#00000000"),
    ])
    func elementColors(name: String, day: String, night: String) {
        #expect(SystemColorPalette.color(name, .day)?.hexString == day, "\(name) day")
        #expect(SystemColorPalette.color(name, .night)?.hexString == night, "\(name) night")
    }

    @Test("SwiftUI's Color names are the system colours (HIG's SwiftUI API column)")
    func swiftUINames() {
        let names = ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "gray"]
        for name in names {
            let uiKit = "system" + name.prefix(1).uppercased() + name.dropFirst()
            for appearance in Appearance.allCases {
                #expect(SystemColorPalette.color(name, appearance) != nil)
                #expect(SystemColorPalette.color(name, appearance) == SystemColorPalette.color(uiKit, appearance), "\(name)")
            }
        }
        #expect(SystemColorPalette.names.count == 18 + 18 + names.count + 3)
    }

    @Test("The chrome and the divider draw with the palette's values")
    func chromeAgrees() {
        for appearance in Appearance.allCases {
            let system = ChromeStyle.System(appearance: appearance)
            #expect(system.label == SystemColorPalette.color("label", appearance))
            #expect(system.secondaryLabel == SystemColorPalette.color("secondaryLabel", appearance))
            #expect(system.blue == SystemColorPalette.color("systemBlue", appearance))
            #expect(system.red == SystemColorPalette.color("systemRed", appearance))
            #expect(system.tertiaryFill == SystemColorPalette.color("tertiarySystemFill", appearance))
            #expect(ViewLayoutDefaults.dividerColor(appearance) == SystemColorPalette.color("separator", appearance))
        }
    }
}

/// `ColorReference.system`: the theme's token of that name, else the palette for the theme's
/// appearance, else an error that names the colour.
@Suite("System colour references")
struct SystemColorReferenceTests {
    @Test func fallsBackToThePaletteByAppearance() throws {
        var theme = TestTheme.make()
        #expect(try theme.color(.system("secondaryLabel"), for: "t") == RGBA(hex: "#3C3C4399"))
        theme.appearance = .night
        #expect(try theme.color(.system("secondaryLabel"), for: "t") == RGBA(hex: "#EBEBF599"))
        #expect(try theme.paint(.system("blue"), for: "t") == .solid(RGBA(red: 10, green: 132, blue: 255)))
    }

    @Test func aThemeTokenOfTheNameWins() throws {
        var theme = TestTheme.make()
        theme.colors["label"] = .solid(RGBA(red: 1, green: 2, blue: 3))
        #expect(try theme.color(.system("label"), for: "t") == RGBA(red: 1, green: 2, blue: 3))
    }

    @Test func anUnknownNameIsALocatedErrorWithASuggestion() {
        let theme = TestTheme.make()
        #expect(throws: LayoutError.self) { try theme.color(.system("secondaryLabl"), for: "view.text") }
        do {
            _ = try theme.paint(.system("secondaryLabl"), for: "view.text")
        } catch {
            #expect(error.description.hasPrefix("view.text: 'secondaryLabl' is not an iOS system colour"))
            #expect(error.description.contains("Did you mean 'secondaryLabel'?"))
        }
    }

    @Test("A shape's fill and a text's colour take system colours in the view engine")
    func viewsDrawThem() throws {
        let list = try layoutView(ViewNode.vstack([
            ViewNode.text("Note", color: .system("tertiaryLabel")),
            ViewNode.shape(.rectangle, fill: .system("systemGroupedBackground")).frame(width: 10, height: 10),
        ]))
        #expect(list.texts.first?.text.color == RGBA(hex: "#3C3C434D"))
        let fills = list.items.compactMap { item -> Paint? in
            if case .rect(let rect) = item.primitive { return rect.fill }
            return nil
        }
        #expect(fills == [.solid(RGBA(red: 242, green: 242, blue: 247))])
    }
}

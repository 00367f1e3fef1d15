import Foundation
import ListshotCore
import ListshotThemes
import Testing

/// The bundled `ios` theme is iOS's system look: each colour token exactly its system colour by day
/// and night, Inter for SF Pro, Apple's text styles at Large as presets (docs/ios-values.md).
@Suite("The ios theme")
struct IOSThemeTests {
    let store = ThemeStore(directories: [packageRoot.appendingPathComponent("Themes")])

    @Test func tokensAreTheSystemColours() throws {
        let theme = try store.theme(named: "ios")
        #expect(theme.designSystem == .ios)
        #expect(theme.fontFamily == "Inter")
        for appearance in Appearance.allCases {
            let resolved = theme.resolved(appearance: appearance)
            for (token, system) in IOSThemeTokens.systemColors {
                let expected = try #require(SystemColorPalette.color(system, appearance), "\(system)")
                #expect(resolved.colors[token] == .solid(expected), "\(token) = \(system) \(appearance)")
            }
            #expect(Set(resolved.colors.keys) == Set(DesignSystem.ios.requiredColorTokens), "no tokens beyond the mapped ones")
        }
    }

    @Test("Presets 1–10 are caption1, subheadline, body, title3, title2, title1, largeTitle, caption2, footnote, callout at Large")
    func presetsAreTheTextStyles() throws {
        let theme = try store.theme(named: "ios").resolved(appearance: .day)
        let styles: [IOSTextStyle] = [.caption1, .subheadline, .body, .title3, .title2, .title1, .largeTitle, .caption2, .footnote, .callout]
        #expect(theme.textPresets.count == styles.count)
        for (preset, style) in zip(theme.textPresets, styles) {
            let metrics = style.metrics(at: .large)
            #expect(preset.size == metrics.size && preset.lineHeight == metrics.leading, "\(style)")
        }
        // Presets grow by body's size steps, so preset 3 has body's size at every Dynamic Type size;
        // one delta moves size and line height alike, so its lines match body's up to xxLarge only
        // (body's leading grows faster from xxxLarge: 29 on 23 pt, where the preset gives 28).
        for category in ContentSizeCategory.allCases {
            var sized = theme
            sized.contentSize = category
            let body = IOSTextStyle.body.metrics(at: category)
            let preset = sized.textStyle(preset: 3, weight: .regular)
            #expect(preset.size == body.size, "\(category)")
            #expect((preset.lineHeight == body.leading) == (category <= .extraExtraLarge), "\(category)")
        }
    }
}

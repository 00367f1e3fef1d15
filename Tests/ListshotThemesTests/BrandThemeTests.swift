import Foundation
import ListshotCore
import ListshotThemes
import Testing

/// The generated brand and Material themes carry the figures of docs/components.md §1.6–1.7 and §3.
@Suite("Brand and Material themes")
struct BrandThemeTests {
    let store = ThemeStore(directories: [packageRoot.appendingPathComponent("Themes")])

    @Test(arguments: [
        // (brand, container, tag, rowTitle weight, day backgroundContainerBrand or nil for a gradient)
        ("movistar", 16.0, 999.0, FontWeight.regular, "#0B9CEA" as String?),
        ("movistar-new", 16.0, 0.0, FontWeight.medium, "#0066FF"),
        ("vivo-new", 16.0, 999.0, FontWeight.regular, "#660099"),
        ("o2-new", 16.0, 999.0, FontWeight.regular, nil),
        ("telefonica", 0.0, 999.0, FontWeight.regular, "#0066FF"),
        ("blau", 8.0, 999.0, FontWeight.regular, "#00B6F1"),
    ])
    func brandsLoadWithTheirFigures(brand: String, container: Double, tag: Double, weight: FontWeight, brandColor: String?) throws {
        let theme = try store.theme(named: brand)
        #expect(theme.designSystem == .mistica)
        let day = theme.resolved(appearance: .day)
        #expect(day.radius("container", fallback: -1) == container)
        #expect(day.radius("tag", fallback: -1) == tag)
        #expect(day.weight("rowTitle") == weight)
        if let brandColor {
            #expect(day.colors["backgroundContainerBrand"] == .solid(RGBA(hex: brandColor) ?? .clear))
        }
        for token in DesignSystem.mistica.requiredColorTokens {
            #expect(theme.colors[token]?[.night] != nil, "\(brand) \(token)")
        }
    }

    @Test func o2NewBrandContainerIsTheGradient() throws {
        let day = try store.theme(named: "o2-new").resolved(appearance: .day)
        guard case .linearGradient(let gradient)? = day.colors["backgroundContainerBrand"] else { Issue.record("not a gradient"); return }
        #expect(gradient.angle == 180)
        #expect(gradient.stops.map(\.color.hexString) == ["#00008C", "#0050FF", "#0A73EB"])
        #expect(gradient.stops.map(\.location) == [0, 0.64, 1])
    }

    @Test func movistarNewIndicatorIs24() throws {
        let day = try store.theme(named: "movistar-new").resolved(appearance: .day)
        #expect(day.radius("indicator", fallback: 0) == 24)
        #expect(day.colors["tagBackgroundPromoInverse"] == .solid(.white))
    }

    @Test func materialThemeHasItsOwnTokens() throws {
        let theme = try store.theme(named: "material")
        #expect(theme.designSystem == .material)
        #expect(theme.fontFamily == "Roboto")
        let day = theme.resolved(appearance: .day), night = theme.resolved(appearance: .night)
        #expect(day.colors["surface"] == .solid(.white))
        #expect(night.colors["surface"] == .solid(RGBA(hex: "#121212") ?? .clear))
        #expect(day.colors["primary"] == .solid(RGBA(hex: "#6200EE") ?? .clear))
        #expect(night.colors["primary"] == .solid(RGBA(hex: "#BB86FC") ?? .clear))
        #expect(day.colors["divider"] == .solid(RGBA.black.withOpacity(0.12)))
        #expect(night.colors["divider"] == .solid(RGBA.white.withOpacity(0.2)))
        #expect(theme.colors["textPrimary"] == nil)
    }

    @Test func requiredTokensDependOnTheDesignSystem() throws {
        var material = ThemeLoadingTests.valid()
        material["designSystem"] = "material"
        material["colors"] = ["surface": ["day": "#FFFFFF", "night": "#121212"]]
        let data = try JSONSerialization.data(withJSONObject: material)
        #expect {
            _ = try Theme.decode(data, file: "m.json")
        } throws: { String(describing: $0).contains("colors.onSurface: is missing") }
        material["designSystem"] = "materal"
        let typo = try JSONSerialization.data(withJSONObject: material)
        #expect {
            _ = try Theme.decode(typo, file: "m.json")
        } throws: { String(describing: $0).contains("Did you mean 'material'?") }
    }
}

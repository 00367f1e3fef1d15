import Foundation
import ListshotCore
import ListshotThemes
import Testing

/// Each Mistica theme's radii follow the newest generated radius file of its brand and record it under
/// `sources.radii`; its inverse tag tokens are the brand palette's own (docs/mistica.md "Brands", "Tags and badges").
@Suite("Brand radii and inverse tags")
struct BrandRadiusAndInverseTagTests {
    let store = ThemeStore(directories: [packageRoot.appendingPathComponent("Themes")])

    @Test(arguments: [
        // Telefonica/mistica-ios Sources/MisticaCommon/Radius/Brands/<Brand>CornerRadius.swift:
        // (brand, file @ commit prefix, container, button, indicator, checkbox)
        // MovistarCornerRadius.swift @ 0995454a28a68a830c5422cb9da8fe40f9b9a251
        ("movistar", "MovistarCornerRadius.swift @ 0995454a", 16.0, 4.0, 24.0, 4.0),
        // MovistarNewCornerRadius.swift @ 7d34a83357680d5494f9f7977c82b47bbb76abc7
        ("movistar-new", "MovistarNewCornerRadius.swift @ 7d34a833", 16.0, 4.0, 24.0, 4.0),
        // VivoNewCornerRadius.swift @ 0995454a28a68a830c5422cb9da8fe40f9b9a251
        ("vivo-new", "VivoNewCornerRadius.swift @ 0995454a", 16.0, 32.0, 24.0, 2.0),
        // O2NewCornerRadius.swift @ 0995454a28a68a830c5422cb9da8fe40f9b9a251
        ("o2-new", "O2NewCornerRadius.swift @ 0995454a", 16.0, 32.0, 24.0, 2.0),
        // TelefonicaCornerRadius.swift @ 0995454a28a68a830c5422cb9da8fe40f9b9a251
        ("telefonica", "TelefonicaCornerRadius.swift @ 0995454a", 0.0, 32.0, 24.0, 0.0),
        // BlauCornerRadius.swift @ 0995454a28a68a830c5422cb9da8fe40f9b9a251
        ("blau", "BlauCornerRadius.swift @ 0995454a", 8.0, 4.0, 24.0, 2.0),
    ])
    func radiiFollowTheNewestRadiusFile(brand: String, source: String, container: Double, button: Double,
                                        indicator: Double, checkbox: Double) throws {
        let theme = try store.theme(named: brand)
        #expect(theme.sources[.radii]?.contains(source) == true, "\(brand): \(theme.sources[.radii] ?? "no sources.radii")")
        let day = theme.resolved(appearance: .day)
        #expect(day.radius("container", fallback: -1) == container)
        #expect(day.radius("button", fallback: -1) == button)
        #expect(day.radius("indicator", fallback: -1) == indicator)
        #expect(day.radius("checkbox", fallback: -1) == checkbox)
    }

    @Test(arguments: [
        // (brand, token, day, night) from Sources/MisticaCommon/Colors/<Brand>ColorPalette.swift:
        // MovistarColorPalette.swift @ 0995454a28a68a830c5422cb9da8fe40f9b9a251: white backgrounds in day.
        ("movistar", "tagBackgroundPromoInverse", "#FFFFFF", "#B22634"),
        ("movistar", "tagTextPromoInverse", "#B22634", "#FFFFFF"),
        ("movistar", "tagBackgroundSuccessInverse", "#FFFFFF", "#032F46"),
        // MovistarNewColorPalette.swift (index id 20976031447)
        ("movistar-new", "tagBackgroundActiveInverse", "#FFFFFF", "#403F3D"),
        // VivoNewColorPalette.swift (index id 20097111160)
        ("vivo-new", "tagTextInactiveInverse", "#666666", "#666666"),
        // O2NewColorPalette.swift (index id 20142746308): the same as the plain tokens.
        ("o2-new", "tagBackgroundPromoInverse", "#FEEAFF", "#14213D"),
        // TelefonicaColorPalette.swift @ 0995454a28a68a830c5422cb9da8fe40f9b9a251
        ("telefonica", "tagBackgroundPromoInverse", "#F8F0FD", "#471551"),
        ("telefonica", "tagTextErrorInverse", "#C82C1E", "#F2B1A5"),
        // BlauColorPalette.swift (index id 20139913583)
        ("blau", "tagBackgroundActiveInverse", "#E5F6FD", "#313235"),
        ("blau", "tagTextActiveInverse", "#0072BC", "#00B6F1"),
    ])
    func inverseTagTokensAreTheBrandsOwn(brand: String, token: String, day: String, night: String) throws {
        let theme = try store.theme(named: brand)
        #expect(theme.resolved(appearance: .day).colors[token] == .solid(RGBA(hex: day) ?? .clear))
        #expect(theme.resolved(appearance: .night).colors[token] == .solid(RGBA(hex: night) ?? .clear))
    }

    static func sources(_ value: [String: Any]) -> Data { ThemeLoadingTests.mutated { $0["sources"] = value } }

    @Test(arguments: [
        (sources(["radii": 4]), "sources.radii: must be a non-empty string"),
        (sources(["radius": "x"]), "sources.radius: is not a known key. Did you mean 'radii'?"),
        (sources(["radii": "a\nb"]), "sources.radii: contains a control character"),
        (sources(["radii": String(repeating: "x", count: 301)]), "sources.radii: is 301 characters long"),
        (ThemeLoadingTests.mutated { $0["sources"] = "x" }, "sources: must be an object"),
    ])
    func badSourcesNameTheKey(data: Data, fragment: String) {
        #expect {
            _ = try Theme.decode(data, file: "Themes/test.json")
        } throws: { error in
            String(describing: error).contains(fragment)
        }
    }

    @Test func aSourcesEntryIsKept() throws {
        let theme = try Theme.decode(Self.sources(["radii": "owner/repo a.swift @ 0123"]), file: "t.json")
        #expect(theme.sources == [.radii: "owner/repo a.swift @ 0123"])
    }
}

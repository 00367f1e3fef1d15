import DesignSystemTestSupport
import MisticaSwiftUI
import SwiftUI
import Testing

/// Each Swift form gives the display list of its spec twin under Snapshots/mistica-swiftui, day and night, in every
/// bundled Mistica brand (docs/mistica.md, "SwiftUI API").
@MainActor
@Suite(.serialized)
struct ParityTests {
    /// Sets the brand the variant draws in, as an app sets `MisticaConfig.brandStyle`.
    func brand(_ variant: ParityVariant) {
        MisticaConfig.brandStyle = BrandStyle(theme: variant.theme) ?? .movistar
    }

    @Test func cellsInAMisticaList() throws {
        try expectSwiftUISpecParity("Snapshots/mistica-swiftui/list-cells.yaml", themes: misticaBrandThemes, assetsFolder: "Snapshots/mistica-swiftui") { variant in
            brand(variant)
            return List { Forms.readmeAndNewest() }.misticaListStyle()
        }
        MisticaConfig.brandStyle = .movistar
    }

    @Test func cellsInAVStack() throws {
        try expectSwiftUISpecParity("Snapshots/mistica-swiftui/vstack-cells.yaml", themes: misticaBrandThemes, assetsFolder: "Snapshots/mistica-swiftui") { variant in
            brand(variant)
            return VStack(spacing: 0) { Forms.readmeAndNewest() }
        }
        MisticaConfig.brandStyle = .movistar
    }

    @Test func modifiersAndAssets() throws {
        try expectSwiftUISpecParity("Snapshots/mistica-swiftui/modifiers.yaml", themes: misticaBrandThemes, assetsFolder: "Snapshots/mistica-swiftui") { variant in
            brand(variant)
            return List { Forms.modifiers() }.misticaListStyle()
        }
        MisticaConfig.brandStyle = .movistar
    }

    @Test func badgesAndTheNavigationPresetOnTheirOwn() throws {
        try expectSwiftUISpecParity("Snapshots/mistica-swiftui/indicators.yaml", themes: misticaBrandThemes) { variant in
            brand(variant)
            return VStack(alignment: .leading, spacing: 12) {
                Badge(style: .flag)
                Badge(style: .numeric(3))
                Badge(style: .numeric(12))
                CellNavigationPreset(badgeStyle: .numeric(2))
            }
            .padding(16)
        }
        MisticaConfig.brandStyle = .movistar
    }
}

import DesignSystemTestSupport
import Foundation
import ListshotCore
import ListshotTestSupport
@testable import MisticaSwiftUI
import SwiftUI
import Testing

/// The lowering itself: which core field each modifier and slot sets, the brand → theme table, the token names.
@MainActor
@Suite(.serialized)
struct LoweringTests {
    /// A Mistica theme file's JSON (Themes/NAME.json).
    func theme(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: packageRoot.appendingPathComponent("Themes/\(name).json"))
        return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var make: @MainActor @Sendable (LoweringContext) -> ListshotCore.Cell
        var expected: ListshotCore.Cell
    }

    nonisolated static let modifierCases: [Case] = [
        Case(testDescription: "defaults", make: { Cell(style: .boxed, title: "T").coreCell(in: $0) },
             expected: ListshotCore.Cell(title: "T")),
        Case(testDescription: "titleLineLimit(1)", make: { Cell(style: .boxed, title: "T").titleLineLimit(1).coreCell(in: $0) },
             expected: ListshotCore.Cell(title: "T", titleLines: 1)),
        Case(testDescription: "subtitleLineLimit(nil) is unlimited", make: { Cell(style: .boxed, title: "T", subtitle: "S").subtitleLineLimit(nil).coreCell(in: $0) },
             expected: ListshotCore.Cell(title: "T", subtitle: "S", subtitleLines: 0)),
        Case(testDescription: "descriptionLineLimit(3)", make: { Cell(style: .boxed, title: "T", description: "D").descriptionLineLimit(3).coreCell(in: $0) },
             expected: ListshotCore.Cell(title: "T", description: "D", descriptionLines: 3)),
        Case(testDescription: "backgroundColor", make: { Cell(style: .boxed, title: "T").backgroundColor(.backgroundAlternative).coreCell(in: $0) },
             expected: ListshotCore.Cell(title: "T", backgroundColor: .token("backgroundAlternative"))),
        Case(testDescription: "pressedBackgroundColor with opacity", make: { Cell(style: .boxed, title: "T").pressedBackgroundColor(.brandLow.opacity(0.5)).coreCell(in: $0) },
             expected: ListshotCore.Cell(title: "T", pressedBackgroundColor: .withOpacity(.token("brandLow"), 0.5))),
        Case(testDescription: "allowsPressing(false)", make: { Cell(style: .boxed, title: "T").allowsPressing(false).coreCell(in: $0) },
             expected: ListshotCore.Cell(title: "T", allowsPressing: false)),
        Case(testDescription: "navigationLink sets allowsPressing", make: { Cell(style: .boxed, title: "T").allowsPressing(false).navigationLink { Text("D") }.coreCell(in: $0) },
             expected: ListshotCore.Cell(title: "T", allowsPressing: true)),
        Case(testDescription: "shouldShowDivider(false)", make: { Cell(style: .fullwidth, title: "T").shouldShowDivider(false).coreCell(in: $0) },
             expected: ListshotCore.Cell(title: "T", isSeparatorHidden: true)),
        Case(testDescription: "shouldShowDivider(true)", make: { Cell(style: .fullwidth, title: "T").shouldShowDivider(true).coreCell(in: $0) },
             expected: ListshotCore.Cell(title: "T", isSeparatorHidden: false)),
        Case(testDescription: "accessibility draws nothing", make: {
            Cell(style: .boxed, title: "T").titleAccessibilityLabel("a").titleAccessibilityIdentifier("b").imageAccessibilityLabel("c").coreCell(in: $0)
        }, expected: ListshotCore.Cell(title: "T")),
        Case(testDescription: "CellNavigationPreset flag", make: { Cell(style: .boxed, title: "T", presetView: { CellNavigationPreset(badgeStyle: .flag) }).coreCell(in: $0) },
             expected: ListshotCore.Cell(title: "T", control: .navigation(badge: .dot))),
        Case(testDescription: "CellNavigationPreset numeric", make: { Cell(style: .boxed, title: "T", presetView: { CellNavigationPreset(badgeStyle: .numeric(12)) }).coreCell(in: $0) },
             expected: ListshotCore.Cell(title: "T", control: .navigation(badge: .count(12)))),
        Case(testDescription: "Toggle without a label is the switch", make: { Cell(style: .boxed, title: "T", presetView: { Toggle("", isOn: .constant(false)) }).coreCell(in: $0) },
             expected: ListshotCore.Cell(title: "T", control: .switch(isOn: false))),
        Case(testDescription: "Tag headline", make: { Cell(style: .boxed, title: "T", headlineView: { Tag(style: .warning, text: "W").inverse(true) }).coreCell(in: $0) },
             expected: ListshotCore.Cell(title: "T", headline: .tag(ListshotCore.Tag(style: .warning, text: "W", isInverse: true)))),
        Case(testDescription: "Tag icon maps to a core glyph", make: { Cell(style: .boxed, title: "T", headlineView: { Tag(style: .promo, text: "P", icon: Image(systemName: "star.fill")) }).coreCell(in: $0) },
             expected: ListshotCore.Cell(title: "T", headline: .tag(ListshotCore.Tag(style: .promo, text: "P", icon: .star)))),
    ]

    @Test(arguments: modifierCases)
    func modifierSetsItsCoreField(_ test: Case) {
        let context = LoweringContext()
        #expect(test.make(context) == test.expected)
    }

    @Test func otherViewsGoToTheViewSlots() {
        let context = LoweringContext()
        let cell = Cell(style: .boxed, title: "T", presetView: { Toggle("Wi-Fi", isOn: .constant(true)) }, headlineView: { Text("New") }).coreCell(in: context)
        guard case .view = cell.control else { Issue.record("a labelled Toggle should be the control view slot, got \(cell.control)"); return }
        guard case .view = cell.headline else { Issue.record("a Text headline should be the headline view slot, got \(String(describing: cell.headline))"); return }
    }

    @Test func aCellInAListIsARowWithTheRealCellsRowSettings() throws {
        let context = LoweringContext()
        let nodes = List { Cell(style: .boxed, title: "T") }.lowered(in: context)
        guard case .list(let list) = try #require(nodes.first).kind else { Issue.record("not a list: \(nodes)"); return }
        let row = try #require(list.sections.first?.rows.first)
        #expect(row.insets == ListshotCore.EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        #expect(row.separator == .hidden)
        #expect(row.background == .color(.token("background")))
        #expect(context.designSystemTheme == "movistar")
    }

    @Test func everyBrandIsABundledMisticaTheme() throws {
        #expect(Set(BrandStyle.allCases.map(\.theme)) == Set(misticaBrandThemes))
        for brand in BrandStyle.allCases {
            #expect(try theme(brand.theme)["designSystem"] as? String == "mistica", "\(brand)")
            #expect(BrandStyle(theme: brand.theme) == brand)
        }
        #expect(BrandStyle(theme: "backpack") == nil)
        #expect(Set(BrandStyle.allCases.map(\.id)).count == BrandStyle.allCases.count)
    }

    @Test func theBrandPicksTheScreensTheme() {
        for brand in BrandStyle.allCases {
            MisticaConfig.brandStyle = brand
            let context = LoweringContext()
            _ = Cell(style: .fullwidth, title: "T").lowered(in: context)
            #expect(context.designSystemTheme == brand.theme)
        }
        MisticaConfig.brandStyle = .movistar
    }

    @Test func colourNamesAreExactlyTheThemesTokens() throws {
        for name in misticaBrandThemes {
            let colors = try #require(try theme(name)["colors"] as? [String: Any])
            #expect(Set(colors.keys) == Set(MisticaColorNames.all), "\(name)")
        }
        let context = LoweringContext()
        #expect(MisticaLowering.reference(of: .textPrimary, in: context) == .token("textPrimary"))
        #expect(MisticaLowering.reference(of: .backgroundContainer, in: context) == .token("backgroundContainer"))
    }

    @Test func fontsArePresetsOfTheTheme() throws {
        #expect(Font.textPreset3(weight: .regular) == Font(theme: .preset(3, weight: .regular)))
        #expect(Font.textPreset1(weight: .medium, constrainedToPreferredSize: .accessibilityMedium) == Font(theme: .preset(1, weight: .medium)))
        #expect(Font.textPreset4(weight: .navigationBar) == Font(theme: .preset(4, weight: .medium)))
        #expect(Font.textPreset7() == Font(theme: .preset(7, weight: .bold)))
        #expect(FontStyle.allCases.map(\.number) == Array(1...10))
        for name in misticaBrandThemes {
            let typography = try #require(try theme(name)["typography"] as? [String: Any])
            let weights = try #require(typography["weights"] as? [String: String])
            #expect(weights["indicator"] == FontStyle.TextPreset2Weight.indicator.core.rawValue, "\(name)")
        }
    }

    @Test func theStandaloneTagCornerIsTheBrandsTagRadius() throws {
        for brand in BrandStyle.allCases {
            let radii = try #require(try theme(brand.theme)["radii"] as? [String: Double])
            #expect(radii["tag"] == MisticaRadius.tag(brand), "\(brand)")
        }
    }
}

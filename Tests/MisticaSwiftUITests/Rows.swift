import MisticaSwiftUI
import SwiftUI

/// The Cell forms the List and VStack twins hold (Snapshots/mistica-swiftui/list-cells.yaml, vstack-cells.yaml), in order.
@MainActor
enum Forms {
    /// A function, not a view type: a view type would name the rows' element ids after itself.
    @ViewBuilder
    static func readmeAndNewest(isEnabled: Binding<Bool> = .constant(true)) -> some View {
        // Components/List/README.md @ 9058967f: the shortest form.
        Cell(style: .boxed, title: "Title", subtitle: "subtitle")
        // Components/List/Cell.swift @ 5a7641ad: the full initialiser.
        Cell(style: .boxed, title: "Plan", subtitle: "Fibre 1 Gb", description: "Router included",
             assetType: .smallIcon(Image(systemName: "wifi"), foregroundColor: .brand),
             presetView: { CellNavigationPreset() },
             headlineView: { Tag(style: .active, text: "ACTIVE") },
             destinationView: { Text("Plan details") })
        // README: a Toggle preset, with the older `.image` asset name.
        Cell(style: .fullwidth, title: "Title", subtitle: "subtitle", assetType: .image(Image("avatar-1")),
             presetView: { Toggle("", isOn: isEnabled) })
        // README: a Tag headline.
        Cell(style: .fullwidth, title: "Title", subtitle: "subtitle", assetType: .image(Image("avatar-2")),
             headlineView: { Tag(style: .promo, text: "TAG LABEL") })
        // README: CellNavigationPreset with a badge, and the last row's divider hidden.
        Cell(style: .fullwidth, title: "Inbox", subtitle: "3 new", presetView: { CellNavigationPreset(badgeStyle: .numeric(3)) })
            .shouldShowDivider(false)
    }

    /// The modifiers and asset types (Snapshots/mistica-swiftui/modifiers.yaml), in order.
    @ViewBuilder
    static func modifiers() -> some View {
        Cell(style: .boxed, title: "A title long enough to need a second line, cut to one by titleLineLimit(1)",
             subtitle: "subtitleLineLimit(nil) lets this subtitle run to as many lines as it needs, three or more at this width",
             description: "descriptionLineLimit(1) cuts this description to a single line although it is long")
            .titleLineLimit(1)
            .subtitleLineLimit(nil)
            .descriptionLineLimit(1)
        Cell(style: .boxed, title: "backgroundColor(.backgroundAlternative)", subtitle: "pressedBackgroundColor(.brandLow), allowsPressing(false)")
            .backgroundColor(.backgroundAlternative)
            .pressedBackgroundColor(.brandLow)
            .allowsPressing(false)
        Cell(style: .fullwidth, title: "navigationLink(to:)", subtitle: "accessibility labels draw nothing",
             assetType: .squaredImage(Image("city-1"), size: CGSize(width: 64, height: 48)))
            .titleAccessibilityLabel("Link").titleAccessibilityIdentifier("link-title")
            .subtitleAccessibilityLabel("Hint").subtitleAccessibilityIdentifier("link-subtitle")
            .descriptionAccessibilityLabel(nil).descriptionAccessibilityIdentifier(nil)
            .imageAccessibilityLabel("City").imageAccessibilityIdentifier("link-image")
            .navigationLink { Text("Destination") }
        Cell(style: .fullwidth, title: "roundImage", assetType: .roundImage(Image("avatar-3")))
        Cell(style: .fullwidth, title: "smallIcon of an image", subtitle: "untinted", assetType: .smallIcon(Image("avatar-4")))
        Cell(style: .fullwidth, title: "largeIcon of a symbol", subtitle: "brand on brandLow",
             assetType: .largeIcon(Image(systemName: "star"), foregroundColor: .brand, backgroundColor: .brandLow))
    }
}

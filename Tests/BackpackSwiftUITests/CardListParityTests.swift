import Backpack_SwiftUI
import DesignSystemTestSupport
import SwiftUI
import Testing

/// `BPKCardList` written against Backpack_SwiftUI draws what its spec twin draws, day and night.
@MainActor
@Suite struct CardListParityTests {
    @Test func rails() throws {
        try expectSwiftUISpecParity("Snapshots/backpack-swiftui/rails.yaml", themes: ["backpack"], assetsFolder: "Snapshots/backpack-swiftui") { _ in
                VStack(spacing: 0) {
                    BPKCardList(title: "Just one", description: ".rail(): one element fills the width", layout: .rail(),
                                elements: [Products.canal]) { model in
                        BPKCard { ProductCard(model: model) }
                    }
                    BPKCardList(title: "Stays you might like", description: nil, layout: .rail(cardWidth: 200),
                                elements: [Products.canal, Products.loft, Products.oldTown]) { model in
                        BPKCard { ProductCard(model: model) }
                    }
                    BPKCardList(title: "Must-visit spots", description: "A header button and 240 pt cards",
                                layout: .rail(sectionHeaderAction: .init(icon: .addCircle, accessibilityLabel: "Add item") {}, cardWidth: 240),
                                elements: [Products.oldTown, Products.harbour]) { model in
                        BPKCard(elevation: .focus) { ProductCard(model: model) }
                    }
                    BPKCardList(title: "Cities", description: "BPKSnippet elements", layout: .rail(), elements: City.all) { city in
                        BPKSnippet(image: Image(city.photo), headline: city.name, subheading: city.subheading, bodyText: city.text,
                                   imageOrientation: city.orientation)
                    }
                }
        }
    }
}

extension CardListParityTests {
    static let all = [Products.canal, Products.loft, Products.oldTown, Products.harbour]

    @Test func stacks() throws {
        try expectSwiftUISpecParity("Snapshots/backpack-swiftui/stacks.yaml", themes: ["backpack"], assetsFolder: "Snapshots/backpack-swiftui") { _ in
                VStack(spacing: 0) {
                    BPKCardList(title: "Popular right now", description: nil, layout: .stack(), elements: Self.all) { model in
                        BPKCard { ProductCard(model: model) }
                    }
                    BPKCardList(title: "Saved", description: "No padding above the header",
                                layout: .stack(accessory: .sectionHeaderButton(.init(icon: .addCircle, accessibilityLabel: "Add item") {})),
                                initiallyShownCardsCount: 1, elements: [Products.loft],
                                headerPadding: ([.leading, .trailing, .bottom], .base)) { model in
                        BPKCard(cornerStyle: .large, elevation: .focus, style: .onDefault) { ProductCard(model: model) }
                    }
                    BPKCardList(title: "Deals", description: nil,
                                layout: .stack(accessory: .footerButton(.init(title: "See all deals", icon: .init(icon: .arrowRight, position: .trailing),
                                                                              accessibilityLabel: "See all deals") {})),
                                initiallyShownCardsCount: 2, elements: Self.all) { model in
                        BPKCard { ProductCard(model: model) }
                    }
                }
        }
    }

    @Test(arguments: [false, true])
    func stackExpand(showingAllCards: Bool) throws {
        let path = "Snapshots/backpack-swiftui/stack-expand-\(showingAllCards ? "expanded" : "collapsed").yaml"
        try expectSwiftUISpecParity(path, themes: ["backpack"], assetsFolder: "Snapshots/backpack-swiftui") { _ in
                VStack(spacing: 0) {
                    BPKCardList(title: "Top picks", description: nil,
                                layout: .stack(accessory: .expand(expandText: "Show more", collapseText: "Show less")),
                                initiallyShownCardsCount: 2, elements: Self.all, showingAllCards: .constant(showingAllCards)) { model in
                        BPKCard { ProductCard(model: model) }
                    }
                    BPKCardList(title: "Weekend ideas", description: "Expand with a header button",
                                layout: .stack(accessory: .expand(expandText: "Show all", collapseText: "Show fewer",
                                                                  sectionHeaderButton: .init(icon: .addCircle, accessibilityLabel: "Add item") {})),
                                initiallyShownCardsCount: 1, elements: [Products.oldTown, Products.harbour],
                                headerPadding: (.horizontal, .md), showingAllCards: .constant(showingAllCards)) { model in
                        BPKCard(padding: .none, elevation: .none) { ProductCard(model: model) }
                    }
                }
        }
    }

    @Test func standalone() throws {
        try expectSwiftUISpecParity("Snapshots/backpack-swiftui/standalone.yaml", themes: ["backpack"], assetsFolder: "Snapshots/backpack-swiftui") { _ in
                VStack(alignment: .leading, spacing: 16) {
                    BPKSectionHeader(title: "Explore", description: "Ideas for your next trip") {
                        BPKButton(icon: .arrowRight, accessibilityLabel: "See all") {}
                    }
                    BPKText("Amsterdam", style: .heading3)
                    BPKText("Canals, museums and a long weekend of cycling along the Amstel").foregroundColor(.textSecondaryColor).lineLimit(nil)
                    HStack(spacing: 8) {
                        BPKBadge("Normal")
                        BPKBadge("Success", icon: .tick).badgeStyle(.success)
                        BPKBadge("Deal").badgeStyle(.brand)
                        BPKBadge("Critical").badgeStyle(.destructive)
                    }
                    BPKCard { BPKText("Default card") }
                }
                .padding(16)
        }
    }

    /// Elements that are not cards, drawn as the closure returns them (Backpack's BPKCardList adds no card).
    @Test func bareElements() throws {
        try expectSwiftUISpecParity("Snapshots/backpack-swiftui/bare-elements.yaml", themes: ["backpack"], assetsFolder: "Snapshots/backpack-swiftui") { _ in
            VStack(spacing: 0) {
                Backpack_SwiftUI.BPKCardList(title: "Quick picks", description: "{ element in VStack { BPKText(…) } }: no card",
                                             layout: .rail(), elements: [Products.canal, Products.loft, Products.oldTown]) { model in
                    VStack(alignment: .leading, spacing: 4) {
                        BPKText(model.name, style: .heading5)
                        BPKText(model.price)
                    }
                }
                Backpack_SwiftUI.BPKCardList(title: "Also nearby", description: nil, layout: .stack(),
                                             elements: [Products.canal, Products.loft]) { model in BPKText(model.name) }
            }
        }
    }
}

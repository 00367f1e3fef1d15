// The Backpack_SwiftUI cases of the compile test: the forms docs/backpack.md shows, and components it lists as not available.
extension DesignSystemAPICompileTests {
    static let backpackCases: [Case] = [
        Case(name: "Backpack: card lists of the app's own card", source: """
            import SwiftUI
            import Backpack_SwiftUI

            struct Product: Identifiable { var id: String { name }; var name: String; var price: String }
            struct ProductCard: View {
                let model: Product
                var body: some View {
                    VStack(alignment: .leading, spacing: .sm) {
                        BPKText(model.name, style: .heading5)
                        BPKBadge("Deal").badgeStyle(.brand)
                        BPKText(model.price, style: .heading4).foregroundColor(.textPrimaryColor)
                    }
                    .padding(.base)
                }
            }

            struct Trips: View {
                let products: [Product]
                @State var expanded = false
                var body: some View {
                    ScrollView {
                        VStack(spacing: .base) {
                            BPKCardList(title: "Stays", description: nil, layout: .rail(cardWidth: 240), elements: products) { model in
                                BPKCard { ProductCard(model: model) }
                            }
                            BPKCardList(title: "More", description: "This month",
                                        layout: .stack(accessory: .expand(expandText: "Show more", collapseText: "Show less")),
                                        initiallyShownCardsCount: 2, elements: products, headerPadding: (.horizontal, .md),
                                        showingAllCards: $expanded) { model in
                                BPKCard(elevation: .focus) { ProductCard(model: model) }
                            }
                            BPKCardList(title: "Footer", description: nil,
                                        layout: .stack(accessory: .footerButton(.init(title: "See all", icon: .init(icon: .arrowRight, position: .trailing),
                                                                                      accessibilityLabel: "See all", action: {}))),
                                        elements: products) { model in BPKCard { ProductCard(model: model) } }
                            BPKCardList(title: "Header", description: nil,
                                        layout: .rail(sectionHeaderAction: .init(icon: .addCircle, accessibilityLabel: "Add", action: {})),
                                        elements: products) { model in BPKSnippet(image: Image("city-1"), headline: model.name) }
                            BPKSectionHeader(title: "Explore", description: "Ideas")
                        }
                    }
                }
            }
            """, error: nil),
        Case(name: "Backpack: a component Listshot does not draw", source: """
            import SwiftUI
            import Backpack_SwiftUI
            struct Screen: View { var body: some View { VStack { BPKChip() } } }
            """, error: "'BPKChip' is unavailable: Listshot does not draw BPKChip yet (docs/backpack.md)"),
        Case(name: "Backpack: a navigation view with its items", source: """
            import SwiftUI
            import Backpack_SwiftUI
            struct Screen: View {
                var body: some View {
                    BPKNavigationView(title: "Hotels", leadingItems: [.init(type: .backButton("Back"), action: {})],
                                      trailingItems: [.init(type: .icon(.settings, "Settings"), action: {})], style: .surfaceContrast) {
                        BPKText("Hello")
                    }
                }
            }
            """, error: nil),
        Case(name: "Backpack: a button style Listshot does not draw", source: """
            import SwiftUI
            import Backpack_SwiftUI
            struct Screen: View { var body: some View { BPKButton("Book") {}.buttonStyle(.secondary) } }
            """, error: "'secondary' is unavailable: Listshot does not draw BPKButton's secondary style yet"),
        Case(name: "Backpack: an API the module does not have at all", source: """
            import SwiftUI
            import Backpack_SwiftUI
            let text = BPKText("Hello").bpkShimmer()
            """, error: "has no member 'bpkShimmer'"),
    ]
}

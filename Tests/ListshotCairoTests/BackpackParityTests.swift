import Foundation
import Listshot
import Testing

/// Backpack's README scenarios, snippets, section headers and badges: a spec file and the Swift API
/// give the same display list.
@Suite("Spec and Swift API parity: Backpack snippets, stack cards, headers, badges")
struct BackpackParityTests {
    func asset(_ name: String) -> String { catalogAsset(name + ".png") }


    /// `CardListExampleView.stackCard(element:)`.
    func stackCard(_ name: String, image: Int) -> BPKCard {
        BPKCard(padding: .none, height: 88) {
            BPKCardContent.hStack([
                .image(BPKCardImage(asset("city-\(image)"), aspectRatio: 1, corner: .none)),
                .vStack([.title(name), .subtitle("Flights・Hotels・Car hire", color: .coreAccent)], spacing: 0, padding: 16),
                .flexibleSpacer(),
            ], spacing: 8)
        }
    }

    @Test func stackWithExpandAndHeaderButton() throws {
        let names = ["Amsterdam", "London", "Dublin", "Paris", "Mallorca", "Alicante", "Barcelona", "Berlin", "London"]
        let swift = Screen(name: "readme-stack-expand-header-button", frame: .fit(width: 375, scale: 2), theme: "backpack") {
            BPKCardList(title: "Popular right now",
                        description: "Other travellers are loving these destinations. Search flights, hotels and car hire and join them on the adventure.",
                        layout: .stack,
                        accessory: .expand(expandText: "Show more", collapseText: "Show less",
                                           sectionHeaderButton: BPKSectionHeaderButton(icon: .arrowRight, accessibilityLabel: "Add item")),
                        elements: names.enumerated().map { stackCard($1, image: $0 % 4 + 1) })
            Component.spacer(16)
        }
        try expectSpecParity("Snapshots/backpack/readme-stack-expand-header-button.yaml", swift)
    }

    @Test func railOfThreeSnippets() throws {
        let places = [("Amsterdam", "Fall in love with this artistic metropolis by boat or foot."),
                      ("London", "Watch the city come alive in bloom as the warmer climes approach."),
                      ("Dublin", "Immerse yourself in the rich history and culture of the Irish capital.")]
        let swift = Screen(name: "readme-rail-3", frame: .fit(width: 375, scale: 2), theme: "backpack") {
            BPKCardList(title: "Must-visit spots", description: "Check out these world-famous destinations perfect for visiting in spring.",
                        layout: .rail,
                        elements: places.enumerated().map { .snippet(BPKSnippet(image: asset("city-\($0 + 1)"), headline: $1.0, bodyText: $1.1)) })
            Component.spacer(16)
        }
        try expectSpecParity("Snapshots/backpack/readme-rail-3.yaml", swift)
    }

    @Test func badgeSheets() throws {
        let swift = Screen(name: "badges", frame: .fit(width: 375, scale: 2), theme: "backpack") {
            BPKBadgeSheet(badges: [BPKBadge("Normal"), BPKBadge("Strong", style: .strong), BPKBadge("Brand", style: .brand),
                                   BPKBadge("Subtle", style: .subtle), BPKBadge("Inverse", style: .inverse),
                                   BPKBadge("Success", style: .success, icon: .check), BPKBadge("Warning", style: .warning, icon: .info),
                                   BPKBadge("Critical", style: .critical, icon: .close)])
            BPKBadgeSheet(onDark: true, badges: [BPKBadge("Outline", style: .outline), BPKBadge("Outline", style: .outline, icon: .star),
                                                 BPKBadge("Inverse", style: .inverse), BPKBadge("Brand", style: .brand),
                                                 BPKBadge("Strong", style: .strong)])
            BPKCardList(title: "Badges in a card", layout: .stack, elements: [BPKCard {
                BPKCardContent.image(asset("city-2"), height: 120)
                BPKCardContent.title("London")
                BPKCardContent.badges([BPKBadge("Brand", style: .brand), BPKBadge("Free cancellation", style: .success, icon: .check)])
            }])
            Component.spacer(16)
        }
        try expectSpecParity("Snapshots/backpack/badges.yaml", swift)
    }

    @Test func sectionHeaders() throws {
        let arrow = BPKSectionHeaderButton(icon: .arrowRight, accessibilityLabel: "See all")
        let add = BPKSectionHeaderButton(icon: .addCircle, accessibilityLabel: "Add")
        let swift = Screen(name: "section-headers", frame: .fit(width: 375, scale: 2), theme: "backpack") {
            BPKSectionHeader(title: "Explore", description: "Ideas for your next trip")
            BPKSectionHeader(title: "Explore", description: "Ideas for your next trip", button: arrow)
            BPKSectionHeader(title: "On dark", description: "textOnDark on surfaceContrast; the button is primaryOnDark", style: .onDark, button: arrow)
            BPKSectionHeader(title: "A title long enough to wrap onto a second line", style: .onDark, button: add)
            Component.spacer(16)
            BPKSectionHeader(title: "Padding on the sides only", button: add, padding: BPKHeaderPadding(edges: [.leading, .trailing]))
            Component.spacer(16)
        }
        try expectSpecParity("Snapshots/backpack/section-headers.yaml", swift)
    }
}

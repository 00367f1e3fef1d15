import Foundation
import Listshot
import ListshotCore
import Testing

/// Snapshots/views/components-in-stacks.yaml and its Swift twin: design-system components stand in a
/// `VStack` beside texts, an overlay sits on a cell list, a Backpack card list draws with its own
/// theme inside a Mistica screen, and the stack's font and colour reach the texts that set none.
@Suite("Components as views: the catalog spec and its Swift twin")
struct ComponentViewParityTests {
    @Test func componentsInStacks() throws {
        let badge = Text("NEW").font(.preset(1, weight: .medium)).foregroundColor(.token("textPrimaryInverse"))
            .padding(.horizontal, 8).padding(.vertical, 2).background(Capsule().fill(.token("brand")))
        let swift = Screen(name: "components-in-stacks", frame: .fit(width: 393, scale: 2), theme: "movistar") {
            VStack(alignment: .leading, spacing: 12) {
                Text("Your plan").padding(.horizontal, 16)
                Text("Everything included this month").font(.preset(2)).foregroundColor(.token("textSecondary")).padding(.horizontal, 16)
                ViewNode.component(CellList(style: .boxed) {
                    Cell(title: "Fusión Total", subtitle: "Fibre, mobile and TV", assetType: .largeIcon(.wifi), control: .navigation())
                }).overlay(badge, alignment: .topTrailing)
                Text("Trips").padding(.horizontal, 16)
                ViewNode.component(BPKCardList(title: "Must-visit spots", layout: .rail, elements: [
                    .snippet(BPKSnippet(image: catalogAsset("city-1.png"), headline: "Amsterdam",
                                        bodyText: "Fall in love with this artistic metropolis by boat or foot.")),
                ])).theme("backpack")
                ListKitList {
                    ListSection(header: .title("Settings"), sizeRule: .absolute(height: 64), items: [
                        ListItem(.cell(Cell(title: "Wi-Fi", assetType: .smallIcon(.wifi), control: .switch(isOn: true)))),
                        ListItem(.cell(Cell(title: "Notifications", assetType: .smallIcon(.bell), control: .navigation(badge: .count(3))))),
                    ])
                }
            }
            .font(.preset(4, weight: .medium)).foregroundColor(.token("textPrimary"))
            .padding(.vertical, 16)
        }
        try expectSpecParity("Snapshots/views/components-in-stacks.yaml", swift)
    }
}

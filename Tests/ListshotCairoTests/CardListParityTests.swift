import Foundation
import Listshot
import Testing

/// Backpack card lists and ListKit sections: a spec file and the Swift API give the same display list.
@Suite("Spec and Swift API parity: Backpack and ListKit")
struct CardListParityTests {

    @Test func stackWithFooterButton() throws {
        func trip(_ route: String, _ dates: String, _ price: String) -> BPKCard {
            BPKCard {
                BPKCardContent.hStack([
                    .vStack([.title(route), .subtitle(dates)], spacing: 2),
                    .price(price, note: nil),
                ], spacing: 8)
            }
        }
        let swift = Screen(name: "stack-footer", theme: "backpack") {
            BPKCardList(title: "Your saved searches", layout: .stack,
                        accessory: .footerButton(BPKFooterButton(title: "See all searches", icon: .arrowRight, iconPosition: .trailing)),
                        elements: [trip("London – New York", "12 – 19 June · 1 adult", "£389"),
                                   trip("London – Tokyo", "3 – 17 July · 2 adults", "£1,120")])
            Component.spacer(16)
        }
        try expectSpecParity("Snapshots/backpack/stack-footer.yaml", swift)
    }

    @Test func railWithSectionHeaderButton() throws {
        let image = packageRoot.appendingPathComponent("Snapshots/assets/landscape.png").path
        let card = BPKCard(cornerStyle: .large, elevation: .focus) {
            BPKCardContent.image(image, height: 110)
            BPKCardContent.vStack([.title("Hotel Arts"), .subtitle("0.4 miles from the centre"), .price("£240", note: "a night")], spacing: 4)
        }
        let swift = Screen(name: "rail-header-button", theme: "backpack") {
            BPKCardList(title: "Trending hotels", description: "Handpicked for your dates", layout: .rail,
                        accessory: .sectionHeaderButton(BPKSectionHeaderButton(icon: .arrowRight, accessibilityLabel: "See all hotels")),
                        cardWidth: 220, elements: Array(repeating: card, count: 12))
            Component.spacer(16)
        }
        try expectSpecParity("Snapshots/backpack/rail-header-button.yaml", swift)
    }

    @Test func pagingSection() throws {
        func avatar(_ n: Int) -> String { packageRoot.appendingPathComponent("Snapshots/assets/avatar-\(n).png").path }
        let swift = Screen(name: "paging", theme: "movistar") {
            ListKitList {
                ListSection(header: .title("Results"), sizeRule: .absolute(height: 80), items: [
                    ListItem(.cell(Cell(title: "Ana García", subtitle: "Online", assetType: .image(avatar(1))))),
                    ListItem(.cell(Cell(title: "Luis Pérez", subtitle: "Last seen today", assetType: .image(avatar(2))))),
                    ListItem(.cell(Cell(title: "Marta Ruiz", subtitle: "Away", assetType: .image(avatar(3))))),
                ], hasNextPage: true)
            }
        }
        try expectSpecParity("Snapshots/listkit/paging.yaml", swift)
    }

    @Test func gridOfSwatches() throws {
        let swift = Screen(name: "grid", theme: "movistar") {
            ListKitList(height: 300, scrollOffset: 20) {
                ListSection(header: .title("Grid"), isHeaderSticky: true,
                            sizeRule: .grid(itemsPerRow: 3, aspectRatio: 1.5, horizontalPadding: 16, additionalHeight: 24, interitemSpacing: 8),
                            items: Array(repeating: .swatch(.token("brand"), label: "brand"), count: 7))
            }
        }
        let yaml = """
        name: grid
        theme: movistar
        content:
          - listKit:
              height: 300
              scrollOffset: 20
              sections:
                - header: {title: Grid}
                  sticky: true
                  sizeRule: {grid: {itemsPerRow: 3, aspectRatio: 1.5, horizontalPadding: 16, additionalHeight: 24, interitemSpacing: 8}}
                  items: [{swatch: brand, label: brand, repeat: 7}]
        """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-parity-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("grid.yaml")
        try yaml.write(to: file, atomically: true, encoding: .utf8)
        let renderer = Renderer()
        let spec = try renderer.spec(at: file.path)
        #expect(try renderer.layout(spec.screen, specPath: file.path).displayList == renderer.layout(swift).displayList)
    }
}

import Foundation
import Listshot

/// The Backpack + ListKit benchmark screen: an iPhone 15 at 3× with a 12-card rail (image, title,
/// badge, price) over a ListKit grid of 30 captioned swatches, 3 per row.
enum CardListBench {
    static func screen(root: URL) -> Screen {
        let image = root.appendingPathComponent("Snapshots/assets/landscape.png").path
        let card = BPKCard {
            BPKCardContent.image(image, height: 90)
            BPKCardContent.title("Weekend away")
            BPKCardContent.badges([BPKBadge("Deal", style: .success)])
            BPKCardContent.price("£240", note: "per person")
        }
        let tokens = ["coreAccent", "corePrimary", "surfaceHighlight", "statusSuccessSpot", "statusWarningSpot", "statusDangerSpot"]
        let swatches = (0..<30).map { ListItem.swatch(.token(tokens[$0 % tokens.count]), label: "Swatch \($0 + 1)") }
        return Screen(name: "rail-and-grid", frame: .device(.iPhone15, .portrait), theme: "backpack") {
            BPKCardList(title: "Popular destinations", layout: .rail, cardWidth: 160,
                        elements: Array(repeating: card, count: 12))
            ListKitList {
                ListSection(header: .title("Colours"),
                            sizeRule: .grid(itemsPerRow: 3, aspectRatio: 1, horizontalPadding: 16, additionalHeight: 24, interitemSpacing: 8),
                            items: swatches)
            }
        }
    }
}

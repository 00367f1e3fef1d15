import ListshotCore
import Testing

/// `BPKCardStyle` (Skyscanner/backpack-ios `Backpack-SwiftUI/Card/Classes/BPKCardStyle.swift`
/// @ 0c62246ddb59df57b03a317b5d31041fa51f8695) and `BPKCard.backgroundColor` (`BPKCard.swift`, index id 48508055514):
/// `.onDefault` → canvasContrast; `.onContrast` (the default) → surfaceElevated for focus, else surfaceDefault.
@Suite("Backpack card style")
struct BackpackCardStyleTests {
    @Test(arguments: [
        (BPKCard.Style.onDefault, BPKCard.Elevation.default, "canvasContrast"),
        (.onDefault, .focus, "canvasContrast"),
        (.onDefault, .none, "canvasContrast"),
        (.onContrast, .default, "surfaceDefault"),
        (.onContrast, .focus, "surfaceElevated"),
        (.onContrast, .none, "surfaceDefault"),
    ])
    func theBackgroundFollowsStyleThenElevation(style: BPKCard.Style, elevation: BPKCard.Elevation, token: String) throws {
        let card = BPKCard(elevation: elevation, style: style, content: [.title("A")])
        let list = try layoutCardList(BPKCardList(title: "T", layout: .stack, elements: [card]))
        let chrome = try #require(list.items.first { $0.id == "cardList[0].card[0]" })
        guard case .rect(let rect) = chrome.primitive else { Issue.record("no card background"); return }
        #expect(rect.fill == (try TestTheme.backpack().paint(token, for: "test")))
    }

    @Test func theDefaultStyleIsOnContrast() {
        #expect(BPKCard(content: [.title("A")]).style == .onContrast)
    }
}

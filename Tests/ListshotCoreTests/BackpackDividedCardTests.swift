import ListshotCore
import Testing

/// `BPKDividedCard` (Skyscanner/backpack-ios `Backpack-SwiftUI/Card/Classes/BPKDividedCard.swift`
/// @ 20ee562efa8ce496a50be134551b15ec59fa95bc): `BPKCard(padding: .none, elevation:)` around
/// `VStack(spacing: 0) { primary; RGBA(BPKColor.lineColor).frame(height: 1); secondary }`.
@Suite("Backpack divided card")
struct BackpackDividedCardTests {
    let card = BPKCard.divided(elevation: .focus,
                               primary: [.vStack([.title("Barcelona"), .body("3 nights")], spacing: 8, padding: 16)],
                               secondary: [.title("£240"), .body("per night")])

    @Test func primaryThenAOnePointLineDividerThenSecondaryAtFullWidth() throws {
        let list = try layoutCardList(BPKCardList(title: "T", layout: .stack, elements: [card]))
        let frame = try #require(list.frame("cardList[0].card[0]"))
        // Fake measurer: title 20 tall (heading5 16/20), body 24 (16/24). Primary: 16 + 20 + 8 + 24 + 16 = 84.
        let primaryTitle = try #require(list.frame("cardList[0].card[0].primary.vStack.title"))
        // BPKCard(padding: .none): the primary content starts at the card's own edges, plus the vStack's padding 16.
        #expect(primaryTitle.minX == frame.minX + 16 && primaryTitle.minY == frame.minY + 16)
        // `RGBA(BPKColor.lineColor).frame(height: 1)`, full width, right under the primary content.
        let divider = try #require(list.items.first { $0.id == "cardList[0].card[0].divider" })
        let line = try TestTheme.backpack().paint("line", for: "test")
        #expect(divider.primitive == .rect(RectPrimitive(frame: Rect(x: frame.minX, y: frame.minY + 84, width: frame.width, height: 1), fill: line)))
        // `VStack(spacing: 0)`: the secondary blocks follow the divider and each other 0 apart, at the card's edge.
        let secondTitle = try #require(list.frame("cardList[0].card[0].secondary.title"))
        let secondBody = try #require(list.frame("cardList[0].card[0].secondary.body"))
        #expect(secondTitle.minX == frame.minX && secondTitle.minY == frame.minY + 85)
        #expect(secondBody.minY == secondTitle.maxY)
        #expect(frame.height == 84 + 1 + 20 + 24)
    }

    /// `BPKDividedCard(elevation:)` reaches BPKCard's elevation: focus is shadow lg on surfaceElevated, corner `.sm` (8).
    @Test func elevationAndSmallCornersComeFromBPKCard() throws {
        let list = try layoutCardList(BPKCardList(title: "T", layout: .stack, elements: [card]))
        let chrome = try #require(list.items.first { $0.id == "cardList[0].card[0]" })
        guard case .rect(let rect) = chrome.primitive else { Issue.record("no card background"); return }
        #expect(rect.cornerRadius == 8)
        #expect(rect.fill == (try TestTheme.backpack().paint("surfaceElevated", for: "test")))
        #expect(list.items.contains { $0.id == "cardList[0].card[0].shadow" })
    }

    @Test func aDividedCardWithAPaddingIsRefused() throws {
        var padded = card
        padded.padding = .small
        #expect(throws: LayoutError.self) { try layoutCardList(BPKCardList(title: "T", layout: .stack, elements: [padded])) }
    }
}

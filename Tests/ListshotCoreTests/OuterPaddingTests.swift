import ListshotCore
import Testing

/// Outer padding around a component (docs/screens.md "Outer padding"), as a snapshot test wraps a view in
/// SwiftUI's `.padding()` — e.g. Skyscanner/backpack-ios `BPKCardListViewTests.swift` puts the list in
/// `.padding()`, 16 on every side.
@Suite("Outer padding")
struct OuterPaddingTests {
    func list() -> BPKCardList {
        BPKCardList(title: "Trips", layout: .stack, elements: [BPKCard { BPKCardContent.title("Barcelona") }])
    }

    @Test(arguments: [
        // (padding, direction, expected title x, extra height)
        (EdgeInsets(all: 16), LayoutDirection.leftToRight, 16.0 + 16, 32.0),
        (EdgeInsets(top: 4, leading: 40, bottom: 0, trailing: 0), .leftToRight, 40.0 + 16, 4.0),
        // Leading is the right edge in right-to-left: the title's right side moves in by 40.
        (EdgeInsets(top: 0, leading: 40, bottom: 10, trailing: 0), .rightToLeft, 40.0 + 16, 10.0),
    ] as [(EdgeInsets, LayoutDirection, Double, Double)])
    func paddingInsetsTheComponent(insets: EdgeInsets, direction: LayoutDirection, titleInset: Double, extra: Double) throws {
        let plain = try layoutScreen([.cardList(list())], theme: TestTheme.backpack(), direction: direction).displayList
        let padded = try layoutScreen([list().padding(insets)], theme: TestTheme.backpack(), direction: direction).displayList
        let title = try #require(padded.frame("cardList[0].header.title"))
        let plainTitle = try #require(plain.frame("cardList[0].header.title"))
        if direction == .leftToRight {
            #expect(title.minX == titleInset)
        } else {
            #expect(padded.size.width - title.maxX == titleInset)
        }
        #expect(title.minY == plainTitle.minY + insets.top)
        #expect(padded.size.height == plain.size.height + extra)
        // The card is narrower by the horizontal padding.
        let card = try #require(padded.frame("cardList[0].card[0]"))
        let plainCard = try #require(plain.frame("cardList[0].card[0]"))
        #expect(card.width == plainCard.width - insets.leading - insets.trailing)
    }

    @Test(arguments: [
        (EdgeInsets(all: -1), "0…4096"),
        (EdgeInsets(top: 0, leading: 200, bottom: 0, trailing: 200), "leaves no room"),
    ] as [(EdgeInsets, String)])
    func badPaddingIsRefused(insets: EdgeInsets, fragment: String) {
        do {
            _ = try layoutScreen([list().padding(insets)], theme: TestTheme.backpack())
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains(fragment), "\(error)")
            #expect("\(error)".contains("content[0].padding"), "\(error)")
        }
    }
}

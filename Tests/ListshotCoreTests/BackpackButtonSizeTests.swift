import ListshotCore
import Testing

/// Button sizes: Skyscanner/backpack-ios `Backpack-SwiftUI/Button/Classes/BPKButtonSize.swift`
/// @ 32618897c1082251c1474640da2ec535452dd2e3 (`default`, `large`) and `CurrentStateButtonStyle.swift`
/// @ 00916d0bcc364274f5623373472688d11ff1a613 (`height: size == .default ? 36 : 48`).
@Suite("Backpack button sizes")
struct BackpackButtonSizeTests {
    @Test(arguments: [
        // BPKButtonSize.default: 36
        (BPKButtonSize.default, 36.0),
        // BPKButtonSize.large: 48
        (.large, 48.0),
    ])
    func theFooterButtonTakesItsSizesHeight(size: BPKButtonSize, height: Double) throws {
        let list = try layoutCardList(BPKCardList(title: "T", layout: .stack,
                                                  accessory: .footerButton(BPKFooterButton(title: "All", size: size)),
                                                  elements: [BPKCard { BPKCardContent.title("Card") }]))
        let button = try #require(list.frame("cardList[0].footerButton"))
        let title = try #require(list.frame("cardList[0].footerButton.title"))
        #expect(button.height == height)
        #expect(abs(title.midY - button.midY) < 0.34)
        #expect(list.size.height == (list.frame("cardList[0].card[0]")?.maxY ?? 0) + 16 + height)
    }
}

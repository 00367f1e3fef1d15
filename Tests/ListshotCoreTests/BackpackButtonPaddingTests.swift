import ListshotCore
import Testing

/// Button side padding (docs/backpack.md "Figures"): Skyscanner/backpack-ios
/// `Backpack-SwiftUI/Button/Classes/CurrentStateButtonStyle.swift` @ 00916d0bcc364274f5623373472688d11ff1a613,
/// `sidesPadding`: `.none` for icon-only, `.link` and `.linkOnDark`; `.base` (16) for the other styles.
@Suite("Backpack button side padding")
struct BackpackButtonPaddingTests {
    /// 48 characters: 336 pt of label2 (14 pt) with the test measurer's 7 pt advance.
    static let long = String(repeating: "x", count: 48)

    /// A title is cut to the width left inside the side padding (and beside the icon): the footer button
    /// leaves 361 − 32 = 329, the expand link 361 − 24 (its chevron) = 337, so 336 fits.
    @Test(arguments: [
        // footer button: `.primary`, padded `.base` (16) on each side
        ("footerButton", 16.0),
        // expand button: a `.link` button, no side padding
        ("expand", 0.0),
    ])
    func aLongTitleFillsTheButtonInsideItsSidePadding(element: String, padding: Double) throws {
        let accessory: BPKCardListAccessory = element == "expand"
            ? .expand(expandText: Self.long, collapseText: "Less")
            : .footerButton(BPKFooterButton(title: Self.long))
        let cards = (0..<4).map { _ in BPKCard { BPKCardContent.title("Card") } }
        let list = try layoutCardList(BPKCardList(title: "T", layout: .stack, initiallyShownCardsCount: 1, accessory: accessory,
                                                  elements: cards))
        // Both buttons span the stack's card width (`BPKCardList.stackLayout`).
        let button = try #require(list.frame("cardList[0].card[0]"))
        let title = try #require(list.frame("cardList[0].\(element).title"))
        // The expand button carries a 16 pt chevron 8 from its text (`BPKCardList.accessoryView`).
        let icon = element == "expand" ? 16.0 + 8 : 0
        let natural = 48.0 * 7
        #expect(title.width == min(natural, button.width - 2 * padding - icon), "title \(title.width) in a \(button.width) button")
    }
}

import ListshotCore
import Testing

/// Card content is laid out by the view engine (docs/backpack.md "Card content"): a card's blocks
/// give the frames the same view tree gives in a view of its own, moved to the card's content origin.
@Suite("Backpack card content on the view engine")
struct BackpackCardViewEngineTests {
    struct Case: Sendable {
        var name: String
        var block: BPKCardContent
        var view: ViewNode
    }

    static func text(_ string: String, _ style: BPKFontStyle, _ token: String = "textPrimary") -> ViewNode {
        ViewNode(.text(ViewText(string, font: .backpack(style), color: .token(token), multilineTextAlignment: .natural)))
    }

    static let cases: [Case] = [
        Case(name: "a vStack of texts is a leading VStack",
             block: .vStack([.title("Barcelona"), .body("Three nights by the sea"), .subtitle("Flights")], spacing: 4),
             view: ViewNode.vstack(alignment: .leading, spacing: 4, [text("Barcelona", .heading5), text("Three nights by the sea", .bodyDefault),
                                                                     text("Flights", .footnote, "textSecondary")])),
        Case(name: "padding is .padding around the stack",
             block: .vStack([.body("Padded")], spacing: 8, padding: 12),
             view: ViewNode.vstack(alignment: .leading, spacing: 8, [text("Padded", .bodyDefault)]).padding(12)),
        // Apple, `Spacer`: "A flexible space that expands along the major axis of its containing stack layout"
        // (developer.apple.com/documentation/swiftui/spacer); the texts beside it are sized first.
        Case(name: "an hStack with a flexible spacer is an HStack with Spacer()",
             block: .hStack([.title("Left"), .flexibleSpacer(), .body("Right")], spacing: 8),
             view: ViewNode.hstack(spacing: 8, [text("Left", .heading5).layoutPriority(1), ViewNode.spacer(minLength: 0),
                                                text("Right", .bodyDefault).layoutPriority(1)])),
    ]

    @Test(arguments: cases)
    func aCardBlockGivesTheFramesOfTheSameView(_ row: Case) throws {
        let list = try layoutCardList(BPKCardList(title: "T", layout: .stack, elements: [BPKCard(content: [row.block])]))
        let card = try #require(list.frame("cardList[0].card[0]"))
        // BPKCard's padding 16 on every side: the content is offered 361 − 32.
        let alone = try ViewLayout.layout(row.view, width: card.width - 32, theme: TestTheme.backpack(), measurer: FixedAdvanceTextMeasurer())
        let cardTexts = list.items.filter { if case .text = $0.primitive { return $0.id.hasPrefix("cardList[0].card[0].") } else { return false } }
        let viewTexts = alone.displayList.items.filter { if case .text = $0.primitive { return true } else { return false } }
        #expect(cardTexts.count == viewTexts.count && !viewTexts.isEmpty, "\(row.name)")
        for (inCard, inView) in zip(cardTexts, viewTexts) {
            let expected = try #require(alone.displayList.frame(inView.id)).offsetBy(dx: card.minX + 16, dy: card.minY + 16)
            #expect(list.frame(inCard.id) == expected, "\(row.name): \(inCard.id)")
        }
    }

    /// The ids the card gave its blocks before it used the view engine stay (sidecars record them).
    @Test func blockIdsAreTheCardsOwn() throws {
        let card = BPKCard(content: [.title("A"), .hStack([.vStack([.title("B"), .subtitle("C")], spacing: 0), .flexibleSpacer(),
                                                           .badges([BPKBadge("New")])], spacing: 8), .body("D"), .body("E")])
        let ids = try layoutCardList(BPKCardList(title: "T", layout: .stack, elements: [card])).items.map(\.id)
        for id in ["cardList[0].card[0].title", "cardList[0].card[0].hStack.vStack.title", "cardList[0].card[0].hStack.vStack.subtitle",
                   "cardList[0].card[0].hStack.badges[0]", "cardList[0].card[0].hStack.badges[0].label",
                   "cardList[0].card[0].body[0]", "cardList[0].card[0].body[1]"] {
            #expect(ids.contains(id), "\(id) in \(ids)")
        }
    }
}

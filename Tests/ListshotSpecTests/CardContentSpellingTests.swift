import ListshotCore
import ListshotSpec
import Testing

/// Card stacks read in the card's spelling (`vStack`, `hStack`) and the view language's (`vstack`,
/// `hstack`), both lowered to the view engine (docs/backpack.md "Card content").
@Suite("Card content spellings")
struct CardContentSpellingTests {
    static let head = "theme: backpack\ncontent:\n  - cardList:\n      title: T\n      cards:\n        - content:\n"

    static let expected: [BPKCardContent] = [
        .vStack([.title("A"), .hStack([.body("B"), .flexibleSpacer(), .body("C")], spacing: 4, alignment: .top)], spacing: 8, padding: 16),
    ]

    @Test(arguments: [
        "            - vStack: { padding: 16, content: [{ title: A }, { hStack: { spacing: 4, alignment: top, content: [{ body: B }, { spacer: flexible }, { body: C }] } }] }",
        "            - vstack: { padding: 16, content: [{ title: A }, { hstack: { spacing: 4, alignment: top, content: [{ body: B }, { spacer: flexible }, { body: C }] } }] }",
    ])
    func bothSpellingsReadTheSameBlocks(yaml: String) throws {
        let spec = try parse(Self.head + yaml + "\n")
        guard case .cardList(let list) = spec.screen.content[0] else { Issue.record("no card list"); return }
        #expect(list.elements == [.card(BPKCard(content: Self.expected))])
    }

    @Test func bothSpellingsInOneBlockAreRefused() {
        #expect(throws: SpecError.self) {
            try parse(Self.head + "            - { vStack: { content: [{ title: A }] }, vstack: { content: [{ title: B }] } }\n")
        }
    }
}

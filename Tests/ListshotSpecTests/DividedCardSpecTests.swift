import ListshotCore
import ListshotSpec
import Testing

/// The `divided:` card key (`BPKDividedCard`, Skyscanner/backpack-ios
/// `Backpack-SwiftUI/Card/Classes/BPKDividedCard.swift` @ 20ee562efa8ce496a50be134551b15ec59fa95bc).
@Suite("Backpack divided card spec")
struct DividedCardSpecTests {
    static let head = BackpackSpecTests.head

    @Test func aDividedCardReadsAsTheSwiftAPIBuildsIt() throws {
        let spec = try parse(Self.head + """
                - elevation: none
                  divided:
                    primary: [{ vStack: { padding: 16, content: [{ title: A }] } }]
                    secondary: [{ body: B }]
        """)
        guard case .cardList(let list) = spec.screen.content[0] else { Issue.record("no card list"); return }
        #expect(list.elements == [.card(BPKCard.divided(elevation: .none, primary: [.vStack([.title("A")], spacing: 8, padding: 16)],
                                                        secondary: [.body("B")]))])
    }

    @Test(arguments: [
        // BPKDividedCard passes `padding: .none` itself and takes no corner style, height or pressed state.
        (head + "        - { padding: small, divided: { primary: [{ title: A }], secondary: [{ body: B }] } }\n", 6, 22, "`padding` is not a divided card key"),
        (head + "        - { cornerStyle: large, divided: { primary: [{ title: A }], secondary: [{ body: B }] } }\n", 6, 26, "`cornerStyle` is not a divided card key"),
        (head + "        - { pressed: true, divided: { primary: [{ title: A }], secondary: [{ body: B }] } }\n", 6, 22, "`pressed` is not a divided card key"),
        (head + "        - { content: [{ title: A }], divided: { primary: [{ title: A }], secondary: [{ body: B }] } }\n", 6, 22, "its blocks go in `divided:"),
        (head + "        - { divided: { primary: [{ title: A }] } }\n", 6, 22, "missing key 'secondary'"),
        (head + "        - { divided: { primary: [], secondary: [{ body: B }] } }\n", 6, 33, "Give the primary content at least one block"),
        (head + "        - { divided: { primary: [{ title: A }], secondary: [{ body: B }], tertiary: [] } }\n", 6, 75, "tertiary"),
        (head + "        - { elevation: high, divided: { primary: [{ title: A }], secondary: [{ body: B }] } }\n", 6, 24, "'high' is not one of default, focus, none"),
        (head + "        - { snippet: { image: x.png }, divided: { primary: [{ title: A }], secondary: [{ body: B }] } }\n", 6, 49, "`divided` is a card key"),
    ] as [(String, Int, Int, String)])
    func errorsPointAtTheProblem(yaml: String, line: Int, column: Int, fragment: String) {
        expectSpecError(yaml, line: line, column: column, fragment: fragment)
    }
}

/// The card `style:` key (`BPKCardStyle.swift` @ 0c62246ddb59df57b03a317b5d31041fa51f8695).
@Suite("Backpack card style spec")
struct CardStyleSpecTests {
    @Test func styleReads() throws {
        let spec = try parse(BackpackSpecTests.head + "        - { style: onDefault, content: [{ title: A }] }\n")
        guard case .cardList(let list) = spec.screen.content[0] else { Issue.record("no card list"); return }
        #expect(list.elements == [.card(BPKCard(style: .onDefault, content: [.title("A")]))])
    }

    @Test(arguments: [
        (BackpackSpecTests.head + "        - { style: white, content: [{ title: A }] }\n", 6, 20, "'white' is not one of onDefault, onContrast"),
        (BackpackSpecTests.head + "        - { style: onDefault, divided: { primary: [{ title: A }], secondary: [{ body: B }] } }\n", 6, 20, "`style` is not a divided card key"),
        (BackpackSpecTests.head + "        - { snippet: { image: x.png }, style: onDefault }\n", 6, 47, "`style` is a card key"),
    ] as [(String, Int, Int, String)])
    func errorsPointAtTheProblem(yaml: String, line: Int, column: Int, fragment: String) {
        expectSpecError(yaml, line: line, column: column, fragment: fragment)
    }
}

import ListshotCore
@testable import ListshotSpec
import Testing

/// `cards: [{ element: VIEW }]`: a card-list element with no card around it (docs/backpack.md, "SwiftUI API").
@Suite("Spec: Backpack bare card-list elements")
struct SpecBackpackBareElementTests {
    static func yaml(_ element: String) -> String {
        "theme: backpack\ncontent:\n  - cardList:\n      title: T\n      cards:\n        - \(element)\n"
    }

    @Test func anElementIsAViewWithNoCard() throws {
        let spec = try parse(Self.yaml("{ element: { text: Canal house }, repeat: 2 }"))
        guard case .cardList(let list) = spec.screen.content[0] else { Issue.record("no card list"); return }
        #expect(list.elements.count == 2)
        for element in list.elements {
            guard case .view(let view) = element, case .text(let text) = view.kind else { Issue.record("not a bare text: \(element)"); continue }
            #expect(text.string == "Canal house")
        }
    }

    @Test(arguments: ["elevation: focus", "padding: none", "snippet: { image: a.png }", "content: [{ title: A }]"])
    func aCardKeyBesideAnElementIsNamed(_ stray: String) {
        let key = String(stray.prefix { $0 != ":" })
        let line = "        - { element: { text: A }, "
        let column = line.count + key.count + 2 + 1   // the stray key's value, 1-based
        let error = expectSpecError(Self.yaml("{ element: { text: A }, \(stray) }"), line: 6, column: column,
                                    fragment: "`\(key)` does not go with `element:`")
        #expect(error?.keyPath.hasSuffix("cards[0].\(key)") == true, "\(String(describing: error?.keyPath))")
    }
}

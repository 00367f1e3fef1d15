import ListshotCore
@testable import ListshotSpec
import Testing

/// A view holds at most `ViewLayout.maximumModifiers` modifiers: the layout wraps it in one layer per modifier, so a
/// longer `modifiers:` list is refused where its first extra item is written (docs/views.md, "Errors").
@Suite("Spec: modifier chains")
struct SpecModifierChainTests {
    static func yaml(_ count: Int) -> String {
        "content:\n  - view:\n      text: x\n      modifiers:\n" + String(repeating: "        - padding: 0\n", count: count)
    }

    @Test func theMostModifiersAViewHoldsAreRead() throws {
        let spec = try parse(Self.yaml(ViewLayout.maximumModifiers))
        guard case .view(let view) = spec.screen.content[0] else { Issue.record("no view"); return }
        #expect(view.modifiers.count == ViewLayout.maximumModifiers)
    }

    @Test(arguments: [ViewLayout.maximumModifiers + 1, 10_000])
    func aLongerChainIsRefusedAtItsFirstExtraModifier(count: Int) {
        let line = 5 + ViewLayout.maximumModifiers   // the first extra item
        let error = expectSpecError(Self.yaml(count), line: line, column: 11,
                                    fragment: "a view holds at most \(ViewLayout.maximumModifiers) modifiers, and this `modifiers:` list has \(count)")
        #expect(error?.message.contains("Merge them") == true)
    }
}

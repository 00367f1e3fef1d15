@testable import ListshotCore
import Foundation
import Testing

/// A view with more than `ViewLayout.maximumModifiers` modifiers is a layout error naming the view, never a recursion
/// through every layer; a decoded screen refuses one too (docs/views.md, "Errors").
@Suite("View modifier chains are bounded")
struct ModifierChainLimitTests {
    func chain(_ count: Int) -> ViewNode {
        var view = ViewNode.text("x")
        for _ in 0..<count { view = view.modifier(.padding(EdgeInsets())) }
        return view
    }

    @Test func theLongestAllowedChainLaysOut() throws {
        let list = try ViewLayout.layout(chain(ViewLayout.maximumModifiers), width: 200, theme: TestTheme.make(), measurer: FixedAdvanceTextMeasurer()).displayList
        #expect(!list.items.isEmpty, "the 64-modifier chain drew nothing")
    }

    @Test(arguments: [ViewLayout.maximumModifiers + 1, 10_000])
    func aLongerChainIsALayoutError(count: Int) {
        #expect {
            _ = try ViewLayout.layout(chain(count), width: 200, theme: TestTheme.make(), measurer: FixedAdvanceTextMeasurer())
        } throws: { error in
            "\(error)".contains("holds \(count) modifiers, more than \(ViewLayout.maximumModifiers)")
        }
    }

    @Test func aDecodedViewWithALongerChainIsRefused() throws {
        let data = try JSONEncoder().encode(chain(ViewLayout.maximumModifiers + 1))
        #expect(throws: DecodingError.self) { _ = try JSONDecoder().decode(ViewNode.self, from: data) }
        let fine = try JSONEncoder().encode(chain(ViewLayout.maximumModifiers))
        #expect(try JSONDecoder().decode(ViewNode.self, from: fine).modifiers.count == ViewLayout.maximumModifiers)
    }
}

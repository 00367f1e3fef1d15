import ListshotCore
@testable import ListshotSpec
import Testing

/// Outer `padding:` on a content item (docs/screens.md "Outer padding") and the Material `theming:` and
/// image position keys (docs/material.md): parsed values, and errors at file:line:column with the key path.
@Suite("Spec: outer padding, Material theming and image position")
struct SpecOuterPaddingTests {
    static let card = "cardList: { title: T, layout: stack, cards: [{ content: [{ title: A }] }] }"

    @Test(arguments: [
        ("16", EdgeInsets(all: 16)),
        ("{ leading: 8, bottom: 4 }", EdgeInsets(top: 0, leading: 8, bottom: 4, trailing: 0)),
    ] as [(String, EdgeInsets)])
    func paddingIsRead(value: String, insets: EdgeInsets) throws {
        let spec = try parse("theme: backpack\ncontent:\n  - padding: \(value)\n    \(Self.card)\n")
        guard case .padded(let read, .cardList) = spec.screen.content[0] else { Issue.record("not padded"); return }
        #expect(read == insets)
    }

    @Test func materialKeysAreRead() throws {
        let spec = try parse("""
            theme: material
            content:
              - materialList:
                  theming: themed
                  cells:
                    - { title: A, trailingImage: { icon: bell }, trailingImagePosition: center }
            """)
        guard case .materialList(let list) = spec.screen.content[0] else { Issue.record("no list"); return }
        #expect(list.theming == .themed)
        #expect(list.cells[0].trailingImagePosition == .center && list.cells[0].leadingImagePosition == .top)
    }

    /// (yaml, line, column, key path, fragment)
    @Test(arguments: [
        ("content:\n  - padding: -4\n    \(card)\n", 2, 14, "content[0].padding", "a padding of -4 pt is out of range (0…4096)"),
        ("content:\n  - padding: { top: 1, lead: 2 }\n    \(card)\n", 2, 24, "content[0].padding.lead", "unknown key. Did you mean 'leading'?"),
        ("content:\n  - padding: { top: 5000 }\n    \(card)\n", 2, 21, "content[0].padding.top", "out of range"),
        ("content:\n  - padding: {}\n    \(card)\n", 2, 14, "content[0].padding", "is empty"),
        ("content:\n  - padding: 16\n", 2, 5, "content[0]", "exactly one of"),
        ("content:\n  - padding: 16\n    spacer: 8\n", 3, 13, "content[0].spacer", "a spacer is already empty space"),
        ("content:\n  - materialList:\n      theming: themd\n      cells: [{ title: A }]\n", 3, 16, "content[0].materialList.theming",
         "Did you mean 'themed'?"),
        ("content:\n  - materialList:\n      cells:\n        - { title: A, leadingImage: { icon: bell }, leadingImagePosition: middle }\n",
         4, 75, "content[0].materialList.cells[0].leadingImagePosition", "'middle' is not one of top, center"),
        ("content:\n  - materialList:\n      cells:\n        - { title: A, trailingImagePosition: center }\n",
         4, 46, "content[0].materialList.cells[0].trailingImagePosition", "there is no trailingImage to position"),
    ] as [(String, Int, Int, String, String)])
    func errorsPointAtTheKey(yaml: String, line: Int, column: Int, keyPath: String, fragment: String) {
        let error = expectSpecError(yaml, line: line, column: column, fragment: fragment)
        #expect(error?.keyPath == keyPath, "\(String(describing: error))")
    }
}

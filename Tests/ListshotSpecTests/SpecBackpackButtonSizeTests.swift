import ListshotCore
@testable import ListshotSpec
import Testing

/// `footerButton.size` (docs/backpack.md): `BPKButtonSize.swift` @ 32618897c1082251c1474640da2ec535452dd2e3.
@Suite("Spec: Backpack footer button size")
struct SpecBackpackButtonSizeTests {
    static func yaml(_ size: String) -> String {
        "theme: backpack\ncontent:\n  - cardList:\n      title: T\n      layout: stack\n      accessory:\n        footerButton: { title: All, size: \(size) }\n      cards: [{ content: [{ title: A }] }]\n"
    }

    @Test func sizeIsRead() throws {
        let spec = try parse(Self.yaml("large"))
        guard case .cardList(let list) = spec.screen.content[0], case .footerButton(let button)? = list.accessory else {
            Issue.record("no footer button"); return
        }
        #expect(button.size == .large)
    }

    @Test func aWrongSizeIsNamed() {
        let error = expectSpecError(Self.yaml("huge"), line: 7, column: 43, fragment: "'huge' is not one of default, large")
        #expect(error?.keyPath == "content[0].cardList.accessory.footerButton.size")
    }
}

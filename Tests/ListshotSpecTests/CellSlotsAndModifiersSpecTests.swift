import ListshotCore
import ListshotSpec
import Testing

/// Spec keys for Mistica's cell slots, modifiers and sheet layouts (docs/mistica.md "Controls", "Tags and badges",
/// "SwiftUI Cell modifiers"): what each reads to, and where each error points.
@Suite("Mistica cell slots, modifiers and sheet layouts in specs")
struct CellSlotsAndModifiersSpecTests {
    private func firstCell(_ yaml: String) throws -> Cell {
        let spec = try parse(yaml)
        guard case .cellList(let list)? = spec.screen.content.first, let cell = list.cells.first else {
            Issue.record("no cell list"); return Cell(title: "")
        }
        return cell
    }

    @Test(arguments: [
        // `height: stretch` → a custom view as tall as the row (mistica-ios UIKit list tests put a plain UIView in controlView).
        ("{custom: {width: 40, height: stretch}}", CellControl.stretchedCustom(width: 40, color: .token("neutralMedium"))),
        ("{custom: {width: 40, height: stretch, color: brand}}", CellControl.stretchedCustom(width: 40, color: .token("brand"))),
        ("{custom: {width: 40, height: 30}}", CellControl.custom(width: 40, height: 30, color: .token("neutralMedium"))),
        // VerticallyCenteredPresetView.swift @ bed371a1 sets no background; `background` gives the slot one.
        ("{centered: {switch: false}, background: brandLow}",
         CellControl.verticallyCentered(.switch(isOn: false), background: .token("brandLow"))),
        ("{centered: {switch: false}}", CellControl.verticallyCentered(.switch(isOn: false))),
    ] as [(String, CellControl)])
    func controlsRead(control: String, expected: CellControl) throws {
        let cell = try firstCell("content: [{list: {cells: [{title: Hi, control: \(control)}]}}]")
        #expect(cell.control == expected)
    }

    @Test func tagInverseFlagReads() throws {
        let cell = try firstCell("content: [{list: {style: boxedInverse, cells: [{title: Hi, headline: {tag: {text: P, inverse: false}}}]}}]")
        #expect(cell.headline == .tag(Tag(style: .promo, text: "P", isInverse: false)))
    }

    // SwiftUI Cell.swift @ 1ca1bf453bff1fd7c6d22472ea7534ce8e2ee413: backgroundColor(_:), pressedBackgroundColor(_:), allowsPressing(_:).
    @Test func swiftUIModifiersRead() throws {
        let cell = try firstCell("""
            content: [{list: {flavour: swiftui, cells: [{title: Hi, backgroundColor: backgroundAlternative,
              pressedBackgroundColor: "#FF000080", allowsPressing: false}]}}]
            """)
        #expect(cell.backgroundColor == .token("backgroundAlternative"))
        #expect(cell.pressedBackgroundColor == .literal(RGBA(red: 255, green: 0, blue: 0, alpha: 128)))
        #expect(cell.allowsPressing == false)
    }

    @Test func sheetKeysRead() throws {
        let spec = try parse("""
            content:
              - tags: { axis: vertical, spacing: 8, alignment: center, items: [{text: A}] }
              - badges: { spacing: 0, alignment: trailing, items: [1] }
            """)
        guard case .tagSheet(let tags)? = spec.screen.content.first, case .badgeSheet(let badges)? = spec.screen.content.last else {
            Issue.record("no sheets"); return
        }
        #expect(tags.axis == .vertical && tags.spacing == 8 && tags.alignment == .center)
        #expect(badges.axis == .horizontal && badges.spacing == 0 && badges.alignment == .trailing)
    }

    @Test(arguments: [
        ("content:\n  - list:\n      cells:\n        - { title: Hi, control: { custom: { width: 40, height: tall } } }\n", 4, 64,
         "expected a height in points or `stretch`, found 'tall'"),
        ("content:\n  - list:\n      cells:\n        - { title: Hi, control: { switch: true, background: brand } }\n", 4, 61,
         "only a `centered` control has a slot background"),
        ("content:\n  - list:\n      cells:\n        - { title: Hi, control: { centered: { switch: true }, background: \"#12\" } }\n", 4, 75,
         "'#12' is not a colour"),
        ("content:\n  - list:\n      cells:\n        - { title: Hi, backgroundColor: brandLow }\n", 4, 41,
         "`backgroundColor` is a SwiftUI Cell modifier; UIKit's ListTableViewCell has none"),
        ("content:\n  - list:\n      cells:\n        - { title: Hi, allowsPressing: false }\n", 4, 40,
         "`allowsPressing` is a SwiftUI Cell modifier"),
        ("content:\n  - list:\n      flavour: swiftui\n      cells:\n        - { title: Hi, allowsPressing: maybe }\n", 5, 40,
         "maybe"),
        ("content:\n  - tags: { spacing: -1, items: [{text: A}] }\n", 2, 22, "a sheet spacing of -1 pt is out of range. Give 0–100 pt"),
        ("content:\n  - badges: { spacing: 101, items: [1] }\n", 2, 24, "a sheet spacing of 101 pt is out of range"),
        ("content:\n  - tags: { alignment: middle, items: [{text: A}] }\n", 2, 24, "'middle' is not one of leading, center, trailing"),
        ("content:\n  - badges: { axis: diagonal, items: [1] }\n", 2, 21, "'diagonal' is not one of horizontal, vertical"),
    ] as [(String, Int, Int, String)])
    func errorsPointAtTheKey(yaml: String, line: Int, column: Int, fragment: String) {
        if let error = expectSpecError(yaml, line: line, column: column, fragment: fragment) {
            #expect(error.description.hasPrefix("spec.yaml:\(line):\(column): "), "\(error)")
        }
    }
}

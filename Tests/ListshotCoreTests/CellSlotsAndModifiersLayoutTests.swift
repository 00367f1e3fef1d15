import ListshotCore
import Testing

/// Layout of Mistica's cell slots, modifiers and sheet layouts, with the fake measurer on a 393 pt frame
/// (docs/mistica.md "Controls", "Tags and badges", "SwiftUI Cell modifiers").
@Suite("Mistica cell slots and modifiers")
struct CellSlotsAndModifiersLayoutTests {
    private func swiftUICells(_ cells: [Cell], style: CellStyle = .fullwidth) throws -> DisplayList {
        try layoutScreen([.cellList(CellList(style: style, flavour: .swiftui, cells: cells))]).displayList
    }

    private func fill(_ list: DisplayList, _ id: String) -> RGBA? {
        guard case .rect(let rect)? = list.item(id)?.primitive, case .solid(let color)? = rect.fill else { return nil }
        return color
    }

    // A stretched custom control fills the row inside its 16 pt padding: title 24 + 2 + subtitle 20
    // + 4 + description 20 = 70, row 70 + 32 = 102, so the view is 70 tall at y 16; a fixed one keeps its 40.
    @Test func stretchedCustomControlIsAsTallAsTheRow() throws {
        let list = try layoutCells([
            Cell(title: "T", subtitle: "S", description: "D", control: .stretchedCustom(width: 40, color: .token("brand"))),
            Cell(title: "T", control: .stretchedCustom(width: 40, color: .token("brand"))),
        ])
        let tall = try #require(list.frame("list[0].cell[0].control.custom"))
        #expect(tall == Rect(x: 393 - 16 - 40, y: 16, width: 40, height: 70))
        // A title-only row is the 72 minimum: 72 − 32 = 40.
        let short = try #require(list.frame("list[0].cell[1].control.custom"))
        #expect(short.height == 40)
        #expect(throws: LayoutError.self) {
            _ = try layoutCells([Cell(title: "T", control: .stretchedCustom(width: 300, color: .token("brand")))])
        }
    }

    // VerticallyCenteredPresetView.swift @ bed371a154acad9550ba6211048b8ec502932c22: the preset fills the
    // control slot and sets no background; `background` fills that slot, and nothing is drawn without it.
    @Test func centredPresetBackgroundFillsTheSlot() throws {
        let list = try layoutCells([
            Cell(title: "T", subtitle: "S", description: "D",
                 control: .verticallyCentered(.switch(isOn: false), background: .token("brandLow"))),
            Cell(title: "T", subtitle: "S", control: .verticallyCentered(.switch(isOn: false))),
        ])
        let slot = try #require(list.frame("list[0].cell[0].control.background"))
        #expect(slot == Rect(x: 393 - 16 - 51, y: 16, width: 51, height: 70))
        #expect(fill(list, "list[0].cell[0].control.background") == (try TestTheme.make().color("brandLow", for: "t")))
        let track = try #require(list.frame("list[0].cell[0].control.track"))
        #expect(abs(track.midY - slot.midY) < 0.2)  // snapped to the 3× pixel grid
        #expect(list.item("list[0].cell[1].control.background") == nil)
    }

    // TagView / Tag `isInverse`: nil follows the cell (inverse on boxedInverse); an explicit false stays plain.
    @Test(arguments: [
        (Bool?.none, "tagBackgroundPromoInverse"),
        (Bool?.some(false), "tagBackgroundPromo"),
        (Bool?.some(true), "tagBackgroundPromoInverse"),
    ])
    func tagInverseFlagWinsOnBoxedInverse(flag: Bool?, token: String) throws {
        let list = try layoutCells([Cell(title: "T", headline: .tag(Tag(style: .promo, text: "P", isInverse: flag)))],
                                   style: .boxedInverse)
        #expect(fill(list, "list[0].cell[0].headline") == (try TestTheme.make().color(token, for: "t")))
    }

    // SwiftUI Cell.swift @ 1ca1bf453bff1fd7c6d22472ea7534ce8e2ee413: backgroundColor = .backgroundContainer,
    // pressedBackgroundColor = .neutralLow.opacity(0.8), allowsPressing = true; the modifiers replace them.
    @Test(arguments: [
        // (cell, expected fill token, opacity)
        (Cell(title: "T"), "backgroundContainer", 1.0),
        (Cell(title: "T", backgroundColor: .token("brandLow")), "brandLow", 1.0),
        (Cell(title: "T", state: .pressed), "neutralLow", 0.8),
        (Cell(title: "T", state: .pressed, pressedBackgroundColor: .token("brand")), "brand", 1.0),
        (Cell(title: "T", state: .pressed, allowsPressing: false), "backgroundContainer", 1.0),
        (Cell(title: "T", state: .pressed, backgroundColor: .token("brandLow"), allowsPressing: false), "brandLow", 1.0),
    ] as [(Cell, String, Double)])
    func swiftUIModifiersPaintTheCell(cell: Cell, token: String, opacity: Double) throws {
        let list = try swiftUICells([cell], style: .boxed)
        let expected = try TestTheme.make().color(token, for: "t")
        #expect(fill(list, "list[0].cell[0]") == (opacity == 1 ? expected : expected.withOpacity(opacity)))
    }

    @Test(arguments: [
        Cell(title: "T", backgroundColor: .token("brandLow")),
        Cell(title: "T", pressedBackgroundColor: .token("brandLow")),
        Cell(title: "T", allowsPressing: true),
    ])
    func swiftUIModifiersAreRefusedOnUIKit(cell: Cell) {
        #expect {
            _ = try layoutCells([cell])
        } throws: { error in
            String(describing: error).contains("is a SwiftUI Cell modifier")
        }
    }

    // UIKit TagTests: a vertical UIStackView, spacing 8, centred; BadgeTests: UIStackView() spacing 0
    // (facts in docs/mistica.md "Tags and badges"). Badges 1–9 are 20 wide; tags at least 56×28.
    @Test func sheetsTakeAxisSpacingAndAlignment() throws {
        let tags = TagSheet(tags: [Tag(style: .promo, text: "A"), Tag(style: .active, text: "B")],
                            axis: .vertical, spacing: 8, alignment: .center)
        let badges = BadgeSheet(badges: [.count(1), .count(2), .count(3)], spacing: 0, alignment: .trailing)
        let list = try layoutScreen([.tagSheet(tags), .badgeSheet(badges)]).displayList
        let first = try #require(list.frame("tags[0].tag[0]")), second = try #require(list.frame("tags[0].tag[1]"))
        #expect(abs(first.midX - 393 / 2) < 0.34 && second.x == first.x)  // centred, snapped to the 3× grid
        #expect(second.y - first.maxY == 8)
        let b0 = try #require(list.frame("badges[1].badge[0]")), b2 = try #require(list.frame("badges[1].badge[2]"))
        #expect(b2.maxX == 393 - 16)
        #expect(b2.x - b0.maxX == 20)
        // The defaults are unchanged: a wrapping row from the leading margin, tags 8 apart, badges 16.
        let plain = try layoutScreen([.tagSheet(TagSheet(tags: [Tag(style: .promo, text: "A"), Tag(style: .promo, text: "B")])),
                                      .badgeSheet(BadgeSheet(badges: [.count(1), .count(2)]))]).displayList
        let t0 = try #require(plain.frame("tags[0].tag[0]")), t1 = try #require(plain.frame("tags[0].tag[1]"))
        #expect(t0.x == 16 && t1.x - t0.maxX == 8 && t1.y == t0.y)
        let p0 = try #require(plain.frame("badges[1].badge[0]")), p1 = try #require(plain.frame("badges[1].badge[1]"))
        #expect(p1.x - p0.maxX == 16)
        #expect(throws: LayoutError.self) { _ = try layoutScreen([.badgeSheet(BadgeSheet(badges: [.dot], spacing: -1))]) }
        #expect(throws: LayoutError.self) { _ = try layoutScreen([.tagSheet(TagSheet(tags: [Tag(style: .promo, text: "A")], spacing: .nan))]) }
    }

    // The off track of a UISwitch / SwiftUI Toggle on iOS 13+ is UIColor.secondarySystemFill ("Use this color to
    // fill medium-size shapes, such as the background of a switch", developer.apple.com/documentation/uikit/uicolor/secondarysystemfill);
    // values 120/120/128 at alpha 40 (day) / 81 (night) as flutter/flutter packages/flutter/lib/src/cupertino/colors.dart
    // @ 5d6fba73e24a2422e92041683cbcf9ef3f6f83f0 gives them, the default off track of switch.dart @ 994a5a64cf0e0921e3e3b156397f5e06ae9e6062.
    // Mistica's `UISwitch.appearance().tintColor = .control` (MisticaAppearance.swift @ 3e4c46b8) no longer fills it.
    @Test(arguments: [
        (Appearance.day, CellStyle.fullwidth, CellFlavour.uikit, RGBA(red: 120, green: 120, blue: 128, alpha: 40)),
        (Appearance.night, CellStyle.fullwidth, CellFlavour.uikit, RGBA(red: 120, green: 120, blue: 128, alpha: 81)),
        (Appearance.day, CellStyle.boxedInverse, CellFlavour.uikit, RGBA(red: 120, green: 120, blue: 128, alpha: 40)),
        (Appearance.day, CellStyle.boxed, CellFlavour.swiftui, RGBA(red: 120, green: 120, blue: 128, alpha: 40)),
        (Appearance.night, CellStyle.boxed, CellFlavour.swiftui, RGBA(red: 120, green: 120, blue: 128, alpha: 81)),
    ] as [(Appearance, CellStyle, CellFlavour, RGBA)])
    func offSwitchTrackIsSecondarySystemFill(appearance: Appearance, style: CellStyle, flavour: CellFlavour, expected: RGBA) throws {
        var theme = TestTheme.make()
        theme.appearance = appearance
        let list = try layoutScreen([.cellList(CellList(style: style, flavour: flavour, cells: [Cell(title: "T", control: .switch(isOn: false))]))],
                                    theme: theme).displayList
        #expect(fill(list, "list[0].cell[0].control.track") == expected)
        // On stays `controlActivated` (`inverse` on boxedInverse), the appearance proxy's onTintColor.
        let on = try layoutScreen([.cellList(CellList(style: style, flavour: flavour, cells: [Cell(title: "T", control: .switch(isOn: true))]))],
                                  theme: theme).displayList
        #expect(fill(on, "list[0].cell[0].control.track") == (try theme.color(style.isInverse ? "inverse" : "controlActivated", for: "t")))
    }
}

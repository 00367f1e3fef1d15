import ListshotCore
import Testing

@Suite("Semantic display-list diff")
struct DisplayListDiffTests {
    func list(_ cells: [Cell], spacer: Double = 0) throws -> DisplayList {
        let screen = Screen(frame: .fit(width: 393, scale: 3),
                            content: [.spacer(spacer), .cellList(CellList(style: .fullwidth, cells: cells))])
        return try ScreenLayout.layout(screen, theme: TestTheme.make(), measurer: FixedAdvanceTextMeasurer()).displayList
    }

    let cells = (0..<6).map { Cell(title: "Title \($0)", subtitle: "Subtitle", assetType: .largeIcon(.star), control: .navigation()) }

    @Test func identicalListsHaveNoChanges() throws {
        #expect(DisplayListDiff(old: try list(cells), new: try list(cells)).isEmpty)
    }

    @Test func aOnePointShiftOfAWholeSectionIsOneMove() throws {
        let diff = DisplayListDiff(old: try list(cells), new: try list(cells, spacer: 1))
        let moves = diff.changes.filter { $0.kind == .moved }
        #expect(moves.count == 1)
        #expect(moves.first?.description == "list[1] moved 1 pt down")
    }

    @Test func textChangesNameTheElementAndBothTexts() throws {
        var changed = cells
        changed[3].subtitle = "Subtitle bar"
        let diff = DisplayListDiff(old: try list(cells), new: try list(changed))
        #expect(diff.changes.map(\.description).contains("list[1].cell[3].subtitle text \"Subtitle\" → \"Subtitle bar\""))
    }

    @Test func growingCellMovesTheRestAsOneRange() throws {
        var changed = cells
        changed[2].description = "A new description line"
        let diff = DisplayListDiff(old: try list(cells), new: try list(changed))
        let descriptions = diff.changes.map(\.description)
        #expect(descriptions.contains("list[1].cell[3…5] moved 24 pt down"), "\(descriptions)")
        #expect(descriptions.contains("list[1].cell[2].divider moved 24 pt down"), "\(descriptions)")
        #expect(descriptions.contains { $0.hasPrefix("list[1].cell[2].description added") })
        #expect(descriptions.contains("list[1].cell[2] resized 393×78 pt → 393×102 pt"))
    }

    @Test func colourChangesShowBothHexValues() throws {
        let old = try list([Cell(title: "T", headline: .tag(Tag(style: .promo, text: "Tag")))])
        let new = try list([Cell(title: "T", headline: .tag(Tag(style: .active, text: "Tag")))])
        let descriptions = DisplayListDiff(old: old, new: new).changes.map(\.description)
        #expect(descriptions.contains { $0.hasPrefix("list[1].cell[0].headline colour #") && $0.contains(" → #") }, "\(descriptions)")
    }

    @Test func removedElementsAreListed() throws {
        let old = try list([Cell(title: "T", control: .navigation(badge: .count(3)))])
        let new = try list([Cell(title: "T", control: .navigation())])
        let descriptions = DisplayListDiff(old: old, new: new).changes.map(\.description)
        #expect(descriptions.contains("list[1].cell[0].control.badge removed"))
        #expect(descriptions.contains { $0.hasPrefix("list[1].cell[0].control.badge.label removed (text \"3\")") })
    }

    @Test(arguments: [
        (["a.cell[3]", "a.cell[3].title", "a.cell[9].divider"], "a.cell[3…9]"),
        (["list[0].cell[1].asset", "list[0].cell[1].title", "list[0].cell[1].control"], "list[0].cell[1].{asset…control}"),
        (["only.one"], "only.one"),
    ])
    func groupNames(ids: [String], name: String) {
        #expect(DisplayListDiff.name(ids) == name)
    }
}

@Suite("Semantic diff against stored sidecars")
struct SidecarRoundTripDiffTests {
    @Test func aDisplayListEqualsItsJSONRoundTrip() throws {
        // Circles use irrational control points; the stored form keeps 3 decimals.
        let cell = Cell(title: "T", assetType: .largeIcon(.addCircle), control: .navigation(badge: .count(3)))
        let screen = Screen(frame: .fit(width: 393, scale: 3), content: [.cellList(CellList(cells: [cell]))])
        let list = try ScreenLayout.layout(screen, theme: TestTheme.make(), measurer: FixedAdvanceTextMeasurer()).displayList
        let stored = try JSONDecoder().decode(DisplayList.self, from: try JSONEncoder().encode(list))
        #expect(DisplayListDiff(old: stored, new: list).isEmpty)
    }
}

import Foundation

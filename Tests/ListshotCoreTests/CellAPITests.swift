import ListshotCore
import Testing

/// The rest of the Cell API, with the fake measurer: title line box 24, preset 2 20,
/// preset 1 16, 0.5 em per character.
@Suite("Mistica Cell API")
struct CellAPITests {
    let theme = TestTheme.make()

    func layout(_ list: CellList) throws -> DisplayList {
        let screen = Screen(frame: .fit(width: 393, scale: 3), content: [.cellList(list)])
        return try ScreenLayout.layout(screen, theme: theme, measurer: FixedAdvanceTextMeasurer()).displayList
    }

    @Test func plainHeadlineIsPreset1InTheTitleColourEightAbove() throws {
        let list = try layoutCells([Cell(title: "T", headline: .text("News"))])
        #expect(list.frame("list[0].cell[0].headline")?.y == 16)
        #expect(list.labelBox("list[0].cell[0].title", minimum: 24)?.y == 40)  // 16 + 16 + 8
        #expect(list.textColor("list[0].cell[0].headline") == theme.colors["textPrimary"]?.primaryColor)
        guard case .text(let text)? = list.item("list[0].cell[0].headline")?.primitive else { Issue.record("no text"); return }
        #expect(text.request.style.size == 12 && text.request.maxLines == 1)
    }

    @Test func aCellWithoutATitleStartsWithItsSubtitle() throws {
        let list = try layoutCells([Cell(subtitle: "S", description: "D")])
        #expect(list.item("list[0].cell[0].title") == nil)
        #expect(list.labelBox("list[0].cell[0].subtitle", minimum: 20)?.y == 16)
        #expect(list.labelBox("list[0].cell[0].description", minimum: 20)?.y == 40)  // 16 + 20 + 4
        #expect(throws: LayoutError.self) { _ = try layoutCells([Cell(control: .navigation())]) }
    }

    @Test func customControlIsAPlaceholderRectAtTheTrailingEdge() throws {
        let list = try layoutCells([Cell(title: "T", control: .custom(width: 40, height: 20, color: .token("brand")))])
        #expect(list.frame("list[0].cell[0].control.custom") == Rect(x: 393 - 16 - 40, y: 36 - 10, width: 40, height: 20))
        #expect(list.fill("list[0].cell[0].control.custom") == theme.colors["brand"])
        #expect(throws: LayoutError.self) {
            _ = try layoutCells([Cell(title: "T", control: .custom(width: 300, height: 20, color: .token("brand")))])
        }
    }

    @Test func badgeAloneHasNoChevronAndSitsAtTheTrailingEdge() throws {
        let list = try layoutCells([Cell(title: "T", control: .badge(.count(3)))])
        #expect(list.item("list[0].cell[0].control.chevron") == nil)
        #expect(list.frame("list[0].cell[0].control.badge") == Rect(x: 393 - 16 - 20, y: 36 - 10, width: 20, height: 20))
    }

    @Test func separatorsFollowTheCellThenTheList() throws {
        let cells = [Cell(title: "A", isSeparatorHidden: true), Cell(title: "B"), Cell(title: "C")]
        let plain = try layout(CellList(cells: cells))
        #expect(plain.item("list[0].cell[0].divider") == nil)
        #expect(plain.item("list[0].cell[1].divider") != nil)
        #expect(plain.item("list[0].cell[2].divider") == nil)
        let last = try layout(CellList(showsLastSeparator: true, cells: cells))
        #expect(last.frame("list[0].cell[2].divider") == Rect(x: 16, y: 3 * 72 - 1, width: 393 - 32, height: 1))
        let forced = try layout(CellList(cells: [Cell(title: "A"), Cell(title: "B", isSeparatorHidden: false)]))
        #expect(forced.item("list[0].cell[1].divider") != nil)
    }

    @Test func fixedHeightWinsAndCentresTheContent() throws {
        let list = try layoutCells([Cell(title: "T", height: 100), Cell(title: "U", subtitle: "S", height: 40)])
        #expect(list.frame("list[0].cell[0]")?.height == 100)
        #expect(list.labelBox("list[0].cell[0].title", minimum: 24)?.y == 38)
        #expect(list.frame("list[0].cell[1]") == Rect(x: 0, y: 100, width: 393, height: 40))
        let boxed = try layoutCells([Cell(title: "T", height: 100)], style: .boxed)
        #expect(boxed.frame("list[0].cell[0]")?.height == 84)  // 100 - the 8 + 8 margins
        #expect(throws: LayoutError.self) { _ = try layoutCells([Cell(title: "T", height: 0)]) }
    }

    @Test func imagesDrawAsSmallAndLargeIcons() throws {
        let list = try layoutCells([Cell(title: "A", assetType: .smallImage("/a.png")),
                                    Cell(title: "B", assetType: .largeImage("/b.png", backgroundColor: .token("brandLow")))])
        #expect(list.frame("list[0].cell[0].asset") == Rect(x: 16, y: 24, width: 24, height: 24))
        #expect(list.frame("list[0].cell[1].asset.circle") == Rect(x: 16, y: 72 + 16, width: 40, height: 40))
        #expect(list.frame("list[0].cell[1].asset") == Rect(x: 24, y: 72 + 24, width: 24, height: 24))
        #expect(list.fill("list[0].cell[1].asset.circle") == theme.colors["brandLow"])
    }

    /// `TitleView.swift` title1: preset 1 medium, uppercased, textSecondary, 16 / 16 / 8, at least 40.
    @Test func sectionTitleFollowsTitleView() throws {
        let list = try layout(CellList(title: "Account", cells: [Cell(title: "A")]))
        guard case .text(let title)? = list.item("list[0].title")?.primitive else { Issue.record("no title"); return }
        #expect(title.request.text == "ACCOUNT" && title.request.style.size == 12 && title.request.style.weight == .medium)
        #expect(title.color == theme.colors["textSecondary"]?.primaryColor)
        #expect(list.frame("list[0].title")?.origin == Point(x: 16, y: 16))
        #expect(list.frame("list[0].cell[0]")?.y == 40)
    }

    @Test func tagSheetWrapsTagsEightApartInsideSixteen() throws {
        // Each "Promo" tag: max(56, 5 × 7 + 24) = 59 wide; 393 - 32 = 361 fits 5 (5 × 59 + 4 × 8 = 327).
        let tags = Array(repeating: Tag(style: .promo, text: "Promo"), count: 6)
        let screen = Screen(frame: .fit(width: 393, scale: 3), content: [.tagSheet(TagSheet(tags: tags, isOnBrand: true))])
        let list = try ScreenLayout.layout(screen, theme: theme, measurer: FixedAdvanceTextMeasurer()).displayList
        #expect(list.frame("tags[0].tag[0]") == Rect(x: 16, y: 16, width: 59, height: 28))
        #expect(list.frame("tags[0].tag[1]")?.x == 83)  // 16 + 59 + 8
        #expect(list.frame("tags[0].tag[5]") == Rect(x: 16, y: 16 + 28 + 8, width: 59, height: 28))
        #expect(list.frame("tags[0]")?.height == 96)  // 16 + 28 + 8 + 28 + 16
        #expect(list.fill("tags[0]") == theme.colors["backgroundBrand"])
        #expect(list.fill("tags[0].tag[0]") == theme.colors[TagStyle.promo.backgroundToken(inverse: true)])
    }

    @Test func badgeSheetLaysBadgesSixteenApart() throws {
        let screen = Screen(frame: .fit(width: 393, scale: 3), content: [.badgeSheet(BadgeSheet(badges: [.dot, .count(3), .count(0), .count(12)]))])
        let list = try ScreenLayout.layout(screen, theme: theme, measurer: FixedAdvanceTextMeasurer()).displayList
        #expect(list.frame("badges[0].badge[0]") == Rect(x: 16, y: 16 + 6, width: 8, height: 8))
        #expect(list.frame("badges[0].badge[1]") == Rect(x: 16 + 8 + 16, y: 16, width: 20, height: 20))
        #expect(list.item("badges[0].badge[2]") == nil)
        #expect(list.textColor("badges[0].badge[3].label") == theme.colors["textPrimaryInverse"]?.primaryColor)
    }
}

import ListshotCore
import Testing

/// States, title colours, custom images and tags (docs/components.md §1.1–1.3).
@Suite("Mistica states, tags and assets")
struct CellStateTests {
    let theme = TestTheme.make()

    /// UIKit Sources/Mistica/Components/Lists/ListTableViewCell.swift @ e6e9239b1dfaa0eb00c3ea88fb25c5b42cf8ffa7
    /// `setHighlighted`: `highlightedView.backgroundColor = .backgroundAlternative`, where `highlightedView` is
    /// `contentView` (the whole row) for fullWidth and boxedInverse and `cellBorderView` (the card) for boxed.
    /// So a boxedInverse card keeps `backgroundContainerBrand` over a `backgroundAlternative` row.
    @Test(arguments: [
        (CellStyle.fullwidth, "backgroundAlternative", nil as String?),
        (CellStyle.boxed, "backgroundAlternative", nil),
        (CellStyle.boxedInverse, "backgroundContainerBrand", "backgroundAlternative"),
    ])
    func highlightFollowsSetHighlighted(style: CellStyle, fill: String, row: String?) throws {
        let list = try layoutCells([Cell(title: "T", state: .pressed)], style: style)
        let box = try #require(list.frame("list[0].cell[0]"))
        #expect(list.fill("list[0].cell[0]") == theme.colors[fill])
        guard let row else { #expect(list.item("list[0].cell[0].pressed") == nil); return }
        guard case .rect(let rect)? = list.item("list[0].cell[0].pressed")?.primitive else { Issue.record("no row highlight"); return }
        // The row: the card plus the boxed margins (16 / 8).
        #expect(rect.frame == Rect(x: box.x - 16, y: box.y - 8, width: box.width + 32, height: box.height + 16))
        #expect(rect.fill == theme.colors[row])
        #expect(rect.cornerRadius == 0)
        let ids = list.items.map(\.id)
        #expect((ids.firstIndex(of: "list[0].cell[0].pressed") ?? .max) < (ids.firstIndex(of: "list[0].cell[0]") ?? 0))
    }

    @Test func disabledWrapsTheContentInHalfOpacity() throws {
        let list = try layoutCells([Cell(title: "T", subtitle: "S", assetType: .largeIcon(.star), control: .switch(isOn: true), state: .disabled)])
        let ids = list.items.map(\.id)
        let push = try #require(list.items.firstIndex { if case .pushOpacity(0.5) = $0.primitive { return true }; return false })
        let pop = try #require(list.items.firstIndex { if case .popOpacity = $0.primitive { return true }; return false })
        let background = try #require(ids.firstIndex(of: "list[0].cell[0]"))
        #expect(background < push)
        for element in ["asset", "title", "subtitle", "control.track", "control.knob"] {
            let index = try #require(ids.firstIndex(of: "list[0].cell[0].\(element)"))
            #expect(push < index && index < pop, "\(element)")
        }
        #expect(list.items.filter { if case .pushOpacity = $0.primitive { return true }; return false }.count == 1)
    }

    @Test func dangerTitleUsesTextLinkDanger() throws {
        let list = try layoutCells([Cell(title: "Delete", titleColor: .danger), Cell(title: "Keep")])
        #expect(list.textColor("list[0].cell[0].title") == theme.colors["textLinkDanger"]?.primaryColor)
        #expect(list.textColor("list[0].cell[1].title") == theme.colors["textPrimary"]?.primaryColor)
    }

    @Test func customImageHasItsSizeAndEightPointCorners() throws {
        // Only a title: the row grows to 56 + 2 × 16 = 88 and the image centres in it.
        let list = try layoutCells([Cell(title: "T", assetType: .customImage("/a.png", size: Size(width: 80, height: 56)))])
        #expect(list.frame("list[0].cell[0].asset") == Rect(x: 16, y: 16, width: 80, height: 56))
        #expect(list.frame("list[0].cell[0]")?.height == 88)
        let textX: Double = 16 + 80 + 16
        #expect(list.frame("list[0].cell[0].title")?.x == textX)
        guard case .image(let image)? = list.item("list[0].cell[0].asset")?.primitive else { Issue.record("no image"); return }
        #expect(image.cornerRadius == 8)
        #expect(image.contentMode == .aspectFill)
    }

    @Test(arguments: [Size(width: 0, height: 40), Size(width: 300, height: 40), Size(width: 40, height: -1)])
    func impossibleCustomSizesAreRefused(size: Size) {
        #expect(throws: LayoutError.self) { _ = try layoutCells([Cell(title: "T", assetType: .customImage("/a.png", size: size))]) }
    }

    /// UIKit `TagView.swift`: with an icon the leading padding is 8, then a 16 pt icon, 4, the label, 12.
    @Test func tagIconIs16And4BeforeTheLabel() throws {
        // "Paid": 4 × 7 = 28; width 8 + 16 + 4 + 28 + 12 = 68.
        let list = try layoutCells([Cell(title: "T", headline: .tag(Tag(style: .success, text: "Paid", icon: .check)))])
        let tag = try #require(list.frame("list[0].cell[0].headline"))
        #expect(tag.size == Size(width: 68, height: 28))
        #expect(list.frame("list[0].cell[0].headline.icon") == Rect(x: tag.x + 8, y: tag.midY - 8, width: 16, height: 16))
        #expect(list.frame("list[0].cell[0].headline.label")?.x == tag.x + 8 + 16 + 4)
    }

    @Test(arguments: [
        (CellStyle.boxedInverse, nil as Bool?, true),
        (CellStyle.boxedInverse, false, false),
        (CellStyle.boxed, nil as Bool?, false),
        (CellStyle.boxed, true, true),
    ])
    func tagsTurnInverseOnBrandBoxes(style: CellStyle, explicit: Bool?, inverse: Bool) throws {
        let list = try layoutCells([Cell(title: "T", headline: .tag(Tag(style: .warning, text: "W", isInverse: explicit)))], style: style)
        #expect(list.fill("list[0].cell[0].headline") == theme.colors[TagStyle.warning.backgroundToken(inverse: inverse)])
        #expect(list.textColor("list[0].cell[0].headline.label") == theme.colors[TagStyle.warning.textToken(inverse: inverse)]?.primaryColor)
    }

    /// UIKit TagView rounds with `radius.indicator` (SwiftUI's `.tag`: MisticaFlavourFigureTests).
    @Test(arguments: [(999.0, 14.0), (0.0, 0.0), (24.0, 14.0)])
    func tagCornersFollowRadiusIndicator(token: Double, expected: Double) throws {
        let list = try layoutScreen([.cellList(CellList(cells: [Cell(title: "T", headline: .tag(Tag(style: .promo, text: "P")))]))],
                                    theme: TestTheme.make(radii: ["container": 16, "indicator": token, "tag": 999])).displayList
        guard case .rect(let rect)? = list.item("list[0].cell[0].headline")?.primitive else { Issue.record("no tag"); return }
        #expect(rect.cornerRadius == expected)
    }

    @Test func boxedCornersFollowRadiusContainer() throws {
        let list = try layoutScreen([.cellList(CellList(style: .boxed, cells: [Cell(title: "T")]))],
                                    theme: TestTheme.make(radii: ["container": 16])).displayList
        guard case .rect(let rect)? = list.item("list[0].cell[0]")?.primitive else { Issue.record("no box"); return }
        #expect(rect.cornerRadius == 16)
        #expect(rect.frame == Rect(x: 16, y: 8, width: 361, height: 76))
    }
}

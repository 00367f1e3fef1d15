import ListshotCore
import Testing

/// Frames from docs/components.md §1, with the fixed-advance fake measurer (0.5 × size per character;
/// natural lines as tall as the font size, so a 16 pt title is 16 tall, centred in its 24 pt label).
@Suite("Mistica cell layout")
struct CellLayoutTests {
    @Test func fullwidthTitleOnlyIs72TallWithTitleCentred() throws {
        let list = try layoutCells([Cell(title: "Title")])
        #expect(list.frame("list[0].cell[0]") == Rect(x: 0, y: 0, width: 393, height: 72))
        #expect(list.labelBox("list[0].cell[0].title", minimum: 24) == Rect(x: 16, y: 24, width: 361, height: 24))
        #expect(list.frame("list[0].cell[0].title") == Rect(x: 16, y: 28, width: 361, height: 16))
        #expect(list.size.height == 72)
    }

    @Test func boxedRowIs92WithMarginsAndBorder() throws {
        let list = try layoutCells([Cell(title: "Title")], style: .boxed)
        #expect(list.frame("list[0].cell[0]") == Rect(x: 16, y: 8, width: 361, height: 76))
        #expect(list.labelBox("list[0].cell[0].title", minimum: 24) == Rect(x: 32, y: 34, width: 329, height: 24))
        guard case .rect(let box)? = list.item("list[0].cell[0]")?.primitive else { Issue.record("no box"); return }
        #expect(box.cornerRadius == 8)
        #expect(box.stroke?.width == 1)
        #expect(list.size.height == 92)
    }

    @Test func largeIconCentresWhenOnlyATitle() throws {
        let list = try layoutCells([Cell(title: "Title", assetType: .largeIcon(.star))])
        #expect(list.frame("list[0].cell[0].asset.circle") == Rect(x: 16, y: 16, width: 40, height: 40))
        #expect(list.frame("list[0].cell[0].asset") == Rect(x: 24, y: 24, width: 24, height: 24))
        #expect(list.frame("list[0].cell[0].title")?.x == 72)
    }

    @Test func assetSitsFourBelowTheTextTopOtherwise() throws {
        let list = try layoutCells([Cell(title: "Title", subtitle: "Sub", assetType: .image("/a.png"))])
        // Column 24 + 2 + 20 = 46, row 46 + 32 = 78.
        #expect(list.frame("list[0].cell[0]")?.height == 78)
        #expect(list.labelBox("list[0].cell[0].title", minimum: 24) == Rect(x: 72, y: 16, width: 305, height: 24))
        #expect(list.labelBox("list[0].cell[0].subtitle", minimum: 20)?.y == 42)
        #expect(list.frame("list[0].cell[0].asset") == Rect(x: 16, y: 20, width: 40, height: 40))
        guard case .image(let image)? = list.item("list[0].cell[0].asset")?.primitive else { Issue.record("no image"); return }
        #expect(image.cornerRadius == 20)
        #expect(image.contentMode == .aspectFill)
    }

    @Test func smallIconIs24() throws {
        let list = try layoutCells([Cell(title: "Title", subtitle: "Sub", assetType: .smallIcon(.heart))])
        #expect(list.frame("list[0].cell[0].asset") == Rect(x: 16, y: 20, width: 24, height: 24))
        #expect(list.frame("list[0].cell[0].title")?.x == 56)
    }

    @Test func textGapsAre8Then2Then4() throws {
        let cell = Cell(title: "Title", subtitle: "Sub", description: "Desc", headline: .tag(Tag(style: .promo, text: "Promo")))
        let list = try layoutCells([cell])
        let tag = try #require(list.frame("list[0].cell[0].headline"))
        let title = try #require(list.labelBox("list[0].cell[0].title", minimum: 24))
        let subtitle = try #require(list.labelBox("list[0].cell[0].subtitle", minimum: 20))
        let description = try #require(list.labelBox("list[0].cell[0].description", minimum: 20))
        #expect(title.minY - tag.maxY == 8)
        #expect(subtitle.minY - title.maxY == 2)
        #expect(description.minY - subtitle.maxY == 4)
        let expected: Double = 28 + 8 + 24 + 2 + 20 + 4 + 20 + 32
        #expect(list.frame("list[0].cell[0]")?.height == expected)
    }

    @Test func descriptionWithoutSubtitleIs2BelowTitle() throws {
        let list = try layoutCells([Cell(title: "Title", description: "Desc")])
        let title = try #require(list.labelBox("list[0].cell[0].title", minimum: 24))
        #expect(list.labelBox("list[0].cell[0].description", minimum: 20)?.minY == title.maxY + 2)
    }

    @Test func dividersOnEveryFullwidthRowButTheLast() throws {
        let list = try layoutCells([Cell(title: "A"), Cell(title: "B"), Cell(title: "C")])
        #expect(list.frame("list[0].cell[0].divider") == Rect(x: 16, y: 71, width: 361, height: 1))
        #expect(list.frame("list[0].cell[1].divider") == Rect(x: 16, y: 143, width: 361, height: 1))
        #expect(list.frame("list[0].cell[2].divider") == nil)
        let boxed = try layoutCells([Cell(title: "A"), Cell(title: "B")], style: .boxed)
        #expect(!boxed.items.contains { $0.id.hasSuffix(".divider") })
    }

    @Test func tagIsAtLeast56By28AndPadded12() throws {
        let short = try layoutCells([Cell(title: "T", headline: .tag(Tag(style: .active, text: "Hi")))])
        #expect(short.frame("list[0].cell[0].headline")?.size == Size(width: 56, height: 28))
        let long = try layoutCells([Cell(title: "T", headline: .tag(Tag(style: .active, text: "Promo")))])
        // "Promo": 5 × 7 = 35 wide, plus 12 on each side.
        #expect(long.frame("list[0].cell[0].headline")?.size == Size(width: 59, height: 28))
        let labelX: Double = 16 + 12
        #expect(long.frame("list[0].cell[0].headline.label")?.x == labelX)
    }

    @Test func longTagTruncatesToTheColumn() throws {
        let text = String(repeating: "Very long tag ", count: 10)
        let list = try layoutCells([Cell(title: "T", headline: .tag(Tag(style: .warning, text: text)))])
        let tag = try #require(list.frame("list[0].cell[0].headline"))
        #expect(tag.width <= 361)
        guard case .text(let label)? = list.item("list[0].cell[0].headline.label")?.primitive else { Issue.record("no label"); return }
        #expect(label.request.maxLines == 1)
        #expect(label.request.width == tag.width - 24)
    }

    @Test(arguments: [
        (Badge.count(1), Size(width: 20, height: 20)),
        (Badge.count(9), Size(width: 20, height: 20)),
        (Badge.count(10), Size(width: 28, height: 20)),
        (Badge.count(99), Size(width: 28, height: 20)),
        (Badge.dot, Size(width: 8, height: 8)),
    ])
    func badgeSizes(badge: Badge, size: Size) throws {
        let list = try layoutCells([Cell(title: "Title", control: .navigation(badge: badge))])
        let frame = try #require(list.frame("list[0].cell[0].control.badge"))
        #expect(frame.size == size)
        let trailing: Double = 393 - 16 - 24 - 16
        #expect(frame.maxX == trailing)
        #expect(frame.midY == 36)
    }

    @Test func zeroBadgeIsHidden() throws {
        let list = try layoutCells([Cell(title: "Title", control: .navigation(badge: .count(0)))])
        #expect(list.frame("list[0].cell[0].control.badge") == nil)
        let width: Double = 361 - 24 - 16
        #expect(list.frame("list[0].cell[0].title")?.width == width)
    }

    @Test func overNineReadsPlusNine() throws {
        let list = try layoutCells([Cell(title: "Title", control: .navigation(badge: .count(42)))])
        guard case .text(let label)? = list.item("list[0].cell[0].control.badge.label")?.primitive else { Issue.record("no label"); return }
        #expect(label.request.text == "+9")
    }

    @Test func chevronIs24AtTheTrailingPadding() throws {
        let list = try layoutCells([Cell(title: "Title", control: .navigation())])
        #expect(list.frame("list[0].cell[0].control.chevron") == Rect(x: 353, y: 24, width: 24, height: 24))
    }

    @Test func switchIs51By31() throws {
        let list = try layoutCells([Cell(title: "Title", control: .switch(isOn: true))])
        #expect(list.frame("list[0].cell[0].control.track") == Rect(x: 326, y: 20.5, width: 51, height: 31).snappedForTest)
        let knob = try #require(list.frame("list[0].cell[0].control.knob"))
        #expect(knob.width == 27)
        #expect(knob.maxX == 375)
    }
}

extension Rect {
    var snappedForTest: Rect { PixelGrid(scale: 3).snap(self) }
}


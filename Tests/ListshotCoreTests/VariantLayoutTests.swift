import ListshotCore
import Testing

@Suite("Directions, Dynamic Type, snapping and errors")
struct VariantLayoutTests {
    let cell = Cell(title: "Title", subtitle: "Subtitle", assetType: .largeIcon(.star), control: .navigation(badge: .count(3)))

    @Test func rightToLeftMirrorsEveryFrame() throws {
        let ltr = try layoutCells([cell])
        let rtl = try layoutCells([cell], direction: .rightToLeft)
        for item in ltr.items {
            let a = try #require(ltr.frame(item.id) ?? .some(.zero))
            let b = try #require(rtl.frame(item.id) ?? .some(.zero))
            if a == .zero { continue }
            #expect(b.x == 393 - a.maxX, "\(item.id)")
            #expect(b.y == a.y, "\(item.id)")
        }
        #expect(rtl.frame("list[0].cell[0].asset.circle")?.x == 337)
        guard case .path(let chevron)? = rtl.item("list[0].cell[0].control.chevron")?.primitive else { Issue.record("no chevron"); return }
        #expect(chevron.isMirrored)
        guard case .path(let star)? = rtl.item("list[0].cell[0].asset")?.primitive else { Issue.record("no icon"); return }
        #expect(!star.isMirrored)
        guard case .text(let title)? = rtl.item("list[0].cell[0].title")?.primitive else { Issue.record("no title"); return }
        #expect(title.request.direction == .rightToLeft)
    }

    @Test(arguments: ContentSizeCategory.allCases)
    func textNeverOverlapsAtAnySize(size: ContentSizeCategory) throws {
        let cells = [
            Cell(title: "A title long enough to wrap at large sizes", subtitle: "Subtitle text", description: "Description",
                 headline: .tag(Tag(style: .promo, text: "Tag")), assetType: .image("/a.png"), control: .navigation(badge: .count(12))),
            Cell(title: "Second", control: .switch(isOn: false)),
        ]
        let list = try layoutCells(cells, contentSize: size)
        let texts = list.texts.map { $0.text.frame }
        for i in texts.indices {
            for j in texts.indices where j > i {
                #expect(!texts[i].intersects(texts[j]), "\(list.texts[i].id) overlaps \(list.texts[j].id) at \(size)")
            }
        }
    }

    @Test func accessibilitySizesGrowTheText() throws {
        let base = try layoutCells([Cell(title: "Title")])
        let big = try layoutCells([Cell(title: "Title")], contentSize: .accessibilityExtraExtraExtraLarge)
        guard case .text(let title)? = big.item("list[0].cell[0].title")?.primitive else { Issue.record("no title"); return }
        #expect(title.request.style.size == 42)
        #expect(title.request.style.lineHeight == 50)
        #expect(big.size.height > base.size.height)
    }

    @Test func badgeCapsDynamicTypeAtAXM() throws {
        let list = try layoutCells([Cell(title: "T", control: .navigation(badge: .count(3)))], contentSize: .accessibilityExtraExtraExtraLarge)
        guard case .text(let label)? = list.item("list[0].cell[0].control.badge.label")?.primitive else { Issue.record("no label"); return }
        #expect(label.request.style.size == 22)
    }

    @Test func framesLandOnThePixelGrid() throws {
        let screen = Screen(frame: .fit(width: 375.5, scale: 3), content: [.cellList(CellList(style: .boxed, cells: [cell]))])
        let list = try ScreenLayout.layout(screen, theme: TestTheme.make(), measurer: FixedAdvanceTextMeasurer()).displayList
        for item in list.items {
            guard let frame = list.frame(item.id) else { continue }
            for value in [frame.x, frame.y] {
                #expect(abs(value * 3 - (value * 3).rounded()) < 1e-9, "\(item.id) at \(value)")
            }
        }
    }

    @Test func deviceFrameStartsBelowTheSafeArea() throws {
        let screen = Screen(frame: .device(.iPhone15, .portrait), content: [.cellList(CellList(cells: [Cell(title: "T")]))])
        let list = try ScreenLayout.layout(screen, theme: TestTheme.make(), measurer: FixedAdvanceTextMeasurer()).displayList
        #expect(list.size == Size(width: 393, height: 852))
        #expect(list.frame("list[0].cell[0]")?.y == 59)
        #expect(list.pixelSize == (1179, 2556))
    }

    @Test func landscapeSwapsSidesAndInsets() throws {
        let frame = ScreenFrame.device(.iPhone15, .landscape)
        #expect(frame.width == 852)
        #expect(frame.fixedHeight == 393)
        #expect(frame.safeArea.leading == 59)
    }

    @Test func displayListRoundTripsThroughJSON() throws {
        let list = try layoutCells([cell, Cell(title: "B", assetType: .image("/x.png"), control: .switch(isOn: true))])
        let data = try JSONEncoder().encode(list)
        #expect(try JSONDecoder().decode(DisplayList.self, from: data) == list)
    }

    @Test(arguments: [
        (Cell(title: ""), "is empty"),
        (Cell(title: String(repeating: "x", count: 10_001)), "limit is 10000"),
        (Cell(title: "T", control: .navigation(badge: .count(-1))), "negative"),
        (Cell(title: "T", titleLines: -2), "negative"),
        (Cell(title: "T", assetType: .largeIcon(.star, backgroundColor: .token("nope"))), "no colour token 'nope'"),
    ])
    func badInputThrowsAClearError(cell: Cell, fragment: String) {
        #expect {
            _ = try layoutCells([cell])
        } throws: { error in
            String(describing: error).contains(fragment)
        }
    }

    @Test func hugeCanvasIsRefused() {
        #expect(throws: LayoutError.self) {
            _ = try layoutCells([Cell(title: "T")], width: 100_000)
        }
    }
}

import Foundation

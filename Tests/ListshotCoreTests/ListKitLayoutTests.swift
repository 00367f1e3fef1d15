import ListshotCore
import Testing

func layoutListKit(_ list: ListKitList, theme: ResolvedTheme = TestTheme.make()) throws -> DisplayList {
    try layoutScreen([.listKit(list)], theme: theme).displayList
}

/// ListKit figures (docs/components.md §4): the grid formula, flow rows, sticky headers at an offset, paging.
@Suite("ListKit sections")
struct ListKitLayoutTests {
    @Test(arguments: [
        // (list width, n, aspect ratio, padding, extra, spacing, width, height)
        (393.0, 2, 1.5, 16.0, 24.0, 8.0, 176.0, 176.0 / 1.5 + 24),
        (393, 3, 1, 16, 0, 8, 115, 115),
        (393, 4, 0.75, 16, 0, 4, 87, 116),
        (375, 3, 2, 0, 10, 1, 124, 72),
        (100, 1, 1, 0, 0, 0, 100, 100),
    ])
    func gridFormula(listWidth: Double, n: Int, ratio: Double, padding: Double, extra: Double, spacing: Double,
                     width: Double, height: Double) {
        let size = ListKitSizing.gridItemSize(listWidth: listWidth, itemsPerRow: n, aspectRatio: ratio, horizontalPadding: padding,
                                              additionalHeight: extra, interitemSpacing: spacing)
        #expect(size == Size(width: width, height: height))
    }

    @Test func gridItemsFillRowsFromThePadding() throws {
        let section = ListSection(sizeRule: .grid(itemsPerRow: 3, aspectRatio: 1, horizontalPadding: 16, interitemSpacing: 8),
                                  items: Array(repeating: .swatch(.token("brand")), count: 4))
        let list = try layoutListKit(ListKitList(sections: [section]))
        #expect(list.frame("listKit[0].section[0].item[0]") == Rect(x: 16, y: 0, width: 115, height: 115))
        #expect(list.frame("listKit[0].section[0].item[2]") == Rect(x: 16 + 2 * 123, y: 0, width: 115, height: 115))
        #expect(list.frame("listKit[0].section[0].item[3]") == Rect(x: 16, y: 123, width: 115, height: 115))
    }

    @Test func headersInsetsAndIndentsPlaceItems() throws {
        let section = ListSection(header: .title("H", height: 40), footer: .title("F", height: 30), sizeRule: .absolute(height: 50),
                                  insets: EdgeInsets(top: 8, leading: 16, bottom: 4, trailing: 16), interitemSpacing: 2,
                                  items: [.swatch(.token("brand")), ListItem(.swatch(.token("brand"), label: nil), indentLevel: 2)])
        let list = try layoutListKit(ListKitList(sections: [section]))
        #expect(list.frame("listKit[0].section[0].header") == Rect(x: 0, y: 0, width: 393, height: 40))
        #expect(list.frame("listKit[0].section[0].item[0]")?.y == 48)
        let b = try #require(list.frame("listKit[0].section[0].item[1]"))
        #expect(b.y == 48 + 50 + 2)
        let indent: Double = 2 * ListItem.indentWidth
        #expect(b.x == 16 + indent)
        #expect(b.width == 361 - indent)
        #expect(list.frame("listKit[0].section[0].footer") == Rect(x: 0, y: 48 + 50 + 2 + 50 + 4, width: 393, height: 30))
        #expect(list.size.height == 48 + 50 + 2 + 50 + 4 + 30)
    }

    func stickyList(offset: Double) -> ListKitList {
        let rows = (0..<5).map { _ in ListItem.swatch(.token("brand")) }
        return ListKitList(sections: [
            ListSection(header: .title("One", height: 40), isHeaderSticky: true, sizeRule: .absolute(height: 50), items: rows),
            ListSection(header: .title("Two", height: 40), isHeaderSticky: true, sizeRule: .absolute(height: 50), items: rows),
        ], height: 200, scrollOffset: offset)
    }

    @Test(arguments: [
        // (offset, first header y, second header y)
        (0.0, 0.0, 290.0),
        (100, 0, 190),
        (260, -10, 30),   // section one ends at 290 − 260 = 30: its header is pushed up by the next one.
        (300, -50, 0),
    ])
    func stickyHeaderStaysPinnedUntilItsSectionEnds(offset: Double, first: Double, second: Double) throws {
        let list = try layoutListKit(stickyList(offset: offset))
        if first > -40 { #expect(list.frame("listKit[0].section[0].header")?.y == first) }
        if second < 200 { #expect(list.frame("listKit[0].section[1].header")?.y == second) }
        // Items scroll with the offset.
        if offset < 90 { #expect(list.frame("listKit[0].section[0].item[0]")?.y == 40 - offset) }
        #expect(list.size.height == 200)
    }

    @Test func stickyHeadersDrawOverTheItems() throws {
        let list = try layoutListKit(stickyList(offset: 100))
        let header = try #require(list.items.firstIndex { $0.id == "listKit[0].section[0].header" })
        let item = try #require(list.items.lastIndex { $0.id.hasPrefix("listKit[0].section[0].item[") })
        #expect(header > item)
    }

    @Test func pagingAddsACentredSpinnerRow() throws {
        let section = ListSection(sizeRule: .absolute(height: 50), items: [.label("A")], hasNextPage: true)
        let list = try layoutListKit(ListKitList(sections: [section]))
        let spokes = list.items.filter { $0.id.hasPrefix("listKit[0].section[0].loader.spoke[") }
        #expect(spokes.count == 8)
        let spinner = try #require(list.frame("listKit[0].section[0].loader.spoke[0]"))
        #expect(abs(spinner.midX - 393 / 2) <= 1.0 / 3 && spinner.y == 50 + 12 && spinner.size == Size(width: 20, height: 20))
        #expect(list.size.height == 50 + 44)
    }

    @Test func stretchyHeaderGrowsWhenPulledDown() throws {
        let section = ListSection(header: .image("/x.png", height: 100, effect: .stretchy), items: [.label("A")])
        let list = try layoutListKit(ListKitList(sections: [section], height: 300, scrollOffset: -40))
        #expect(list.frame("listKit[0].section[0].header") == Rect(x: 0, y: 0, width: 393, height: 140))
    }

    @Test func parallaxImageMovesAtItsFactor() throws {
        let section = ListSection(header: .image("/x.png", height: 100, effect: .parallax(factor: 0.5)), items: [.label("A")])
        let rest = try layoutListKit(ListKitList(sections: [section], height: 300, scrollOffset: 0))
        let scrolled = try layoutListKit(ListKitList(sections: [section], height: 300, scrollOffset: 40))
        let a = try #require(rest.frame("listKit[0].section[0].header")), b = try #require(scrolled.frame("listKit[0].section[0].header"))
        #expect(a.y - b.y == 20)
    }
}

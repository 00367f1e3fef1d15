import Testing
@testable import ListshotCore

/// Every design-system component is a node of the view engine (docs/views.md, "Components as views"):
/// it stands in a stack, an overlay or the screen's column, is as wide as offered and as tall as its
/// content, and draws exactly what its own layout draws at that width, moved to where it is placed.
@Suite("ViewNode layout: components as views")
struct ComponentViewTests {
    static let cells = CellList(style: .boxed, cells: [Cell(title: "Wi-Fi", subtitle: "On"), Cell(title: "Bluetooth")])

    static func frames(_ list: DisplayList, under prefix: String) -> [(String, Rect)] {
        list.items.compactMap { item in
            guard item.id.hasPrefix(prefix), let frame = list.frame(item.id) else { return nil }
            return (String(item.id.dropFirst(prefix.count)), frame)
        }
    }

    @Test func aCellListInAStackDrawsWhatItDrawsOnTheScreenMovedDown() throws {
        let alone = try layoutScreen([.cellList(Self.cells)]).displayList
        let stacked = try layoutView(.vstack(spacing: 10, [.text("Header"), ViewNode(.component(.cellList(Self.cells)))]))
        let screen = Self.frames(alone, under: "list[0]")
        let inStack = Self.frames(stacked, under: "view.vstack[1].list")
        #expect(!screen.isEmpty && screen.map(\.0) == inStack.map(\.0), "\(inStack.map(\.0))")
        let top = try #require(stacked.frame("view.vstack[0].text")).maxY + 10
        let screenTop = try #require(screen.first).1.y
        let stackTop = try #require(inStack.first).1.y
        for ((_, a), (_, b)) in zip(screen, inStack) {
            #expect(abs((b.y - stackTop) - (a.y - screenTop)) < 0.001 && abs(b.x - a.x) < 0.001 && b.size == a.size)
        }
        #expect(stackTop >= top, "the list starts below the header and the spacing")
    }

    @Test func theScreensColumnKeepsTheComponentsIds() throws {
        let list = try layoutScreen([.view(.text("Hi")), .cellList(Self.cells)]).displayList
        #expect(list.items.contains { $0.id == "view[0].text" })
        #expect(list.items.contains { $0.id.hasPrefix("list[1].cell[0]") })
    }

    struct Offer: Sendable, CustomTestStringConvertible {
        let width: Double?
        let expected: Double
        var testDescription: String { "offered \(width.map { "\($0)" } ?? "nil")" }
    }

    /// As wide as offered, never narrower than 100 pt (the narrowest screen a list is drawn in);
    /// offered nil, the canvas content's width; offered infinity, infinitely flexible.
    @Test(arguments: [Offer(width: 300, expected: 300), Offer(width: 40, expected: 100), Offer(width: 0, expected: 100),
                      Offer(width: nil, expected: 375), Offer(width: .infinity, expected: .infinity)])
    func aComponentIsAsWideAsOffered(offer: Offer) throws {
        let size = try sizeOf(ViewNode(.component(.cellList(Self.cells))), ProposedSize(width: offer.width, height: nil))
        #expect(size.width == offer.expected)
        #expect(size.height > 0 && size.height.isFinite)
    }

    @Test func aComponentInAnOverlaySitsWhereTheOverlayPutsIt() throws {
        let list = try layoutView(box(393, 400).overlay(ViewNode(.component(.tagSheet(TagSheet(tags: [Tag(style: .promo, text: "New")])))), alignment: .bottom))
        let tag = try #require(list.items.first { $0.id.hasPrefix("view.rectangle.overlay.tags") }.flatMap { list.frame($0.id) })
        #expect(tag.maxY <= 400 && tag.y > 300)
    }

    @Test func anotherDesignSystemNeedsItsTheme() throws {
        let card = BPKCardList(title: "Trips", layout: .stack, elements: [BPKCard]())
        #expect(throws: LayoutError.self) { try layoutView(.vstack([ViewNode(.component(.cardList(card)))])) }
    }

    /// `theme:` on a view draws its subtree with another theme, resolved for the same appearance
    /// and size; a layout given no themes says so.
    @Test func aSubtreeDrawsWithTheThemeItNames() throws {
        struct Themes: ThemeResolving {
            func resolvedTheme(named name: String, appearance: Appearance, contentSize: ContentSizeCategory,
                               element: String) throws(LayoutError) -> ResolvedTheme {
                var theme = TestTheme.make(contentSize: contentSize)
                theme.name = name; theme.appearance = appearance
                theme.colors["brand"] = .solid(RGBA(red: 1, green: 2, blue: 3))
                return theme
            }
        }
        let view = ViewNode.vstack([ViewNode.text("A", color: .token("brand")).modifier(.environment(.theme("other")))])
        let plain = ViewNode.vstack([ViewNode.text("A", color: .token("brand"))])
        let screen = Screen(name: "t", theme: "test", statusBar: nil, content: [.view(view)])
        let result = try ScreenLayout.layout(screen, theme: TestTheme.make(), measurer: FixedAdvanceTextMeasurer(), themes: Themes())
        #expect(result.displayList.textColor("view[0].vstack[0].text") == RGBA(red: 1, green: 2, blue: 3))
        #expect(throws: LayoutError.self) { try layoutView(view) }
        #expect(try layoutView(plain).textColor("view.vstack[0].text") != RGBA(red: 1, green: 2, blue: 3))
    }
}

import Foundation
@testable import ListshotCore
import Testing

/// `ViewKind.symbol`: size from the environment's font, variants, placeholder, mirroring, bars (docs/symbols.md).
@Suite("System symbol layout")
struct SymbolLayoutTests {
    static func paths(_ list: DisplayList, _ id: String = "view.symbol") -> [PathPrimitive] {
        list.items.compactMap { item in
            guard item.id == id, case .path(let path) = item.primitive else { return nil }
            return path
        }
    }

    static func result(_ view: ViewNode, direction: LayoutDirection = .leftToRight) throws -> LayoutResult {
        try ViewLayout.layout(view, width: 393, theme: TestTheme.make(), measurer: FixedAdvanceTextMeasurer(), direction: direction, scale: 3)
    }

    struct SizeRow: Sendable, CustomTestStringConvertible {
        var font: ViewFont?
        var scale: ViewSymbol.Scale
        var pointSize: Double?
        var side: Double
        var testDescription: String { "\(String(describing: font)) \(scale) \(String(describing: pointSize)) → \(side)" }
    }

    /// A medium symbol is as big as the font size beside it: SwiftUI `Image.Scale` shows the medium
    /// image "matches the size of the text" (developer.apple.com/documentation/swiftui/image/scale).
    /// Small is about 20% smaller, large about 30% larger (developer.apple.com/documentation/appkit/nsimage/symbolscale/small,
    /// …/large). The test theme's presets 1, 3 and 5 are 12, 16 and 20 pt (TestTheme.swift); the default font is preset 3.
    static let sizeRows: [SizeRow] = [
        SizeRow(font: nil, scale: .medium, pointSize: nil, side: 16),
        SizeRow(font: nil, scale: .small, pointSize: nil, side: 16 * 0.8),
        SizeRow(font: nil, scale: .large, pointSize: nil, side: 16 * 1.3),
        SizeRow(font: .preset(1, weight: .regular), scale: .medium, pointSize: nil, side: 12),
        SizeRow(font: .preset(5, weight: .bold), scale: .large, pointSize: nil, side: 20 * 1.3),
        SizeRow(font: .system(size: 17, weight: .regular), scale: .medium, pointSize: nil, side: 17),
        SizeRow(font: .system(size: 17, weight: .regular), scale: .small, pointSize: 30, side: 24),
    ]

    @Test(arguments: sizeRows)
    func sizeFollowsTheFont(_ row: SizeRow) throws {
        var view = ViewNode.symbol("star", scale: row.scale, pointSize: row.pointSize)
        if let font = row.font { view = ViewNode.hstack([view]).font(font) }
        for proposal in [ProposedSize(width: nil, height: nil), ProposedSize(width: 4, height: 4), ProposedSize(width: 300, height: 300)] {
            let size = try sizeOf(view, proposal)
            #expect(abs(size.width - row.side) < 1e-9 && abs(size.height - row.side) < 1e-9, "\(proposal)")
        }
    }

    @Test func outOfRangePointSizeIsAnError() {
        #expect(throws: LayoutError.self) { try sizeOf(ViewNode.symbol("star", pointSize: -3), ProposedSize(width: nil, height: nil)) }
        #expect(throws: LayoutError.self) { try sizeOf(ViewNode.symbol("star", pointSize: .infinity), ProposedSize(width: nil, height: nil)) }
    }

    @Test func outlineIsOneStrokeInTheForegroundColour() throws {
        let brand = try #require(ViewEnvironmentTests.tokenColor("brand"))
        let result = try Self.result(ViewNode.hstack([ViewNode.symbol("star")]).foregroundColor(.token("brand")))
        let paths = Self.paths(result.displayList, "view.hstack[0].symbol")
        #expect(paths.count == 1)
        #expect(paths.first?.paint == .stroke(brand, width: 2))
        #expect(paths.first?.frame.size == Size(width: 16, height: 16))
        #expect(result.warnings.isEmpty)
    }

    /// `.fill` fills the closed outline; `.circle.fill` fills a disc and erases the glyph inside a
    /// group of its own, so nothing behind the symbol is erased.
    @Test func filledVariantsFillAndKnockOut() throws {
        let heart = Self.paths(try Self.result(ViewNode.symbol("heart.fill")).displayList)
        #expect(heart.contains { if case .fill = $0.paint { return true } else { return false } })
        let list = try Self.result(ViewNode.symbol("heart", variant: .circle.fill)).displayList
        let kinds = list.items.filter { $0.id == "view.symbol" }.map { item -> String in
            switch item.primitive {
            case .pushOpacity(let o): return "push \(o)"
            case .popOpacity: return "pop"
            case .path(let p):
                if case .erase = p.paint { return "erase" }
                if case .fill = p.paint { return "fill" }
                return "stroke"
            default: return "other"
            }
        }
        #expect(kinds.first == "push 1.0" && kinds.last == "pop")
        #expect(kinds.dropFirst().first == "fill")
        #expect(kinds.contains("erase"))
        try list.validateNesting()
    }

    @Test func envelopeFillCutsItsFlap() throws {
        let symbol = try #require(SystemSymbol.named("envelope.fill"))
        #expect(symbol.glyph.parts.map(\.role).contains(.cutout))
        #expect(symbol.drawing.erases)
        #expect(!(try #require(SystemSymbol.named("star.fill")).drawing.erases))
    }

    @Test(arguments: [("chevron.right", true), ("arrow.forward.circle", true), ("star", false), ("chevron.up", false)])
    func mirrorsOnlyDirectionalNames(_ name: String, _ mirrors: Bool) throws {
        let rtl = Self.paths(try Self.result(ViewNode.symbol(name), direction: .rightToLeft).displayList)
        let ltr = Self.paths(try Self.result(ViewNode.symbol(name)).displayList)
        #expect(!rtl.isEmpty && rtl.allSatisfy { $0.isMirrored == mirrors })
        #expect(ltr.allSatisfy { !$0.isMirrored })
    }

    @Test(arguments: ["not.a.symbol", "chevron.right.fill", "person.crop", ""])
    func unknownNameDrawsAPlaceholderAndWarns(_ name: String) throws {
        let result = try Self.result(ViewNode.symbol(name, pointSize: 20))
        let paths = Self.paths(result.displayList)
        #expect(!paths.isEmpty)
        #expect(paths.allSatisfy { $0.frame.size == Size(width: 20, height: 20) })
        #expect(paths.map(\.path) == SystemSymbol.placeholder.drawing.layers.map(\.path))
        #expect(result.warnings.count == 1)
        #expect(result.warnings.first?.element == "view.symbol")
        #expect(result.warnings.first?.message.contains("placeholder") == true)
    }

    @Test func warningForAMissingVariantListsTheVariantsThatExist() {
        let warning = LayoutWarning.unknownSymbol(element: "e", name: "chevron.right.fill")
        #expect(warning.message.contains("chevron.right.circle.fill"))
        #expect(!LayoutWarning.unknownSymbol(element: "e", name: String(repeating: "a", count: 500)).message.contains(String(repeating: "a", count: 100)))
    }

    @Test func imageSystemNameBuildsASymbol() {
        let view = Image(systemName: "person").symbolVariant(.circle).symbolVariant(.fill).imageScale(.large).foregroundColor(.token("brand")).view
        #expect(view.kind == .symbol(ViewSymbol("person", color: .token("brand"), scale: .large, variant: .circle.fill)))
        #expect(ViewSymbol("person", variant: .circle.fill).resolved?.name == "person.circle.fill")
    }

    /// A tab's symbol draws in its `.fill` variant where it has one: filled symbols are the default
    /// in iOS tab bars (Apple, WWDC21 "What's new in SF Symbols", session 10097, "Symbol variants").
    @Test func tabItemsDrawTheirSymbolFilled() throws {
        let bar = TabBar(selected: 0, items: [TabItem(symbol: "house", label: "Home"), TabItem(symbol: "no.such.thing", label: "X"),
                                              TabItem(icon: .user, label: "Account")])
        let screen = Screen(frame: .device(try #require(Device.presets.first), .portrait), tabBar: bar, content: [])
        let result = try ScreenLayout.layout(screen, theme: TestTheme.make(), measurer: FixedAdvanceTextMeasurer())
        let ids = Set(result.displayList.items.map(\.id))
        let house = result.displayList.items.compactMap { item -> PathPrimitive? in
            guard case .path(let p) = item.primitive, item.id.hasSuffix("[0].icon") else { return nil }
            return p
        }
        #expect(house.contains { if case .fill = $0.paint { return true } else { return false } }, "\(ids.sorted())")
        #expect(result.warnings.contains { $0.message.contains("no.such.thing") })
    }

    @Test func tabItemDecodesWithoutASymbol() throws {
        let item = try JSONDecoder().decode(TabItem.self, from: Data(#"{"icon":"home","label":"Home"}"#.utf8))
        #expect(item == TabItem(icon: .home, label: "Home"))
        let round = try JSONDecoder().decode(TabItem.self, from: JSONEncoder().encode(TabItem(symbol: "house", label: "Home")))
        #expect(round.symbol == "house")
        let button = try JSONDecoder().decode(BarButton.self, from: JSONEncoder().encode(BarButton.symbol("bell")))
        #expect(button == .symbol("bell"))
    }

    @Test func barButtonSymbolDraws() throws {
        let screen = Screen(frame: .device(try #require(Device.presets.first), .portrait),
                            navigationBar: NavigationBar(title: "Inbox", trailing: [.symbol("square.and.pencil")]), content: [])
        let list = try ScreenLayout.layout(screen, theme: TestTheme.make(), measurer: FixedAdvanceTextMeasurer()).displayList
        #expect(list.items.contains { item in
            if item.id == "chrome.navigationBar.trailing[0].glyph", case .path = item.primitive { return true }
            return false
        })
    }
}

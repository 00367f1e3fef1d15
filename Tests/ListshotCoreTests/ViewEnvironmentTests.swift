import Testing
@testable import ListshotCore

/// The environment flows down the tree as SwiftUI's does: a container's `font`, `foregroundColor`,
/// `lineLimit` and `multilineTextAlignment` reach the texts inside that set none, the nearest value
/// wins, and a text's own style wins over any ancestor's.
/// Apple: developer.apple.com/documentation/swiftui/environmentvalues ("passed down to child views"),
/// developer.apple.com/documentation/swiftui/view/font(_:) ("sets the default font for text in this view").
@Suite("ViewNode layout: the environment")
struct ViewEnvironmentTests {
    static let theme = TestTheme.make()

    static func style(_ list: DisplayList, _ id: String) -> (size: Double, color: RGBA?)? {
        guard case .text(let text)? = list.items.first(where: { $0.id == id })?.primitive else { return nil }
        return (text.request.style.size, text.color)
    }

    static func tokenColor(_ token: String) -> RGBA? {
        if case .solid(let color)? = theme.colors[token] { return color }
        return nil
    }

    struct Row: Sendable, CustomTestStringConvertible {
        let what: String
        let view: ViewNode
        let id: String
        let size: Double
        let token: String?
        var testDescription: String { what }
    }

    static let rows: [Row] = [
        Row(what: "no environment: preset 3 (16 pt), the primary text colour",
            view: .vstack([.text("A")]), id: "view.vstack[0].text", size: 16, token: "textPrimary"),
        Row(what: "a stack's font and colour reach its text",
            view: ViewNode.vstack([.text("A")]).font(.preset(1)).foregroundColor(.token("brand")),
            id: "view.vstack[0].text", size: 12, token: "brand"),
        Row(what: "a text's own font and colour win",
            view: ViewNode.vstack([.text("A", font: .preset(5, weight: .regular), color: .token("textSecondary"))])
                .font(.preset(1)).foregroundColor(.token("brand")),
            id: "view.vstack[0].text", size: 20, token: "textSecondary"),
        Row(what: "the nearest ancestor wins",
            view: ViewNode.vstack([ViewNode.hstack([.text("A")]).font(.preset(4))]).font(.preset(1)),
            id: "view.vstack[0].hstack[0].text", size: 18, token: "textPrimary"),
        Row(what: "inner in a chain wins over outer: .font(p2).font(p1) is p2",
            view: ViewNode.vstack([.text("A")]).font(.preset(2)).font(.preset(1)),
            id: "view.vstack[0].text", size: 14, token: "textPrimary"),
        Row(what: "an overlay inside the font modifier takes it",
            view: ViewNode.vstack([.text("A")]).overlay(ViewNode.text("B")).font(.preset(1)),
            id: "view.vstack.overlay.text", size: 12, token: "textPrimary"),
        Row(what: "an overlay outside the font modifier does not",
            view: ViewNode.vstack([.text("A")]).font(.preset(1)).overlay(ViewNode.text("B")),
            id: "view.vstack.overlay.text", size: 16, token: "textPrimary"),
        Row(what: "fontWeight without a font of its own changes the inherited font's weight, not its size",
            view: ViewNode.vstack([Text("A").fontWeight(.bold).view]).font(.preset(4)),
            id: "view.vstack[0].text", size: 18, token: "textPrimary"),
    ]

    @Test(arguments: rows)
    func textsTakeTheNearestValue(row: Row) throws {
        let list = try layoutView(row.view)
        let style = try #require(Self.style(list, row.id), "\(row.id) in \(list.items.map(\.id))")
        #expect(style.size == row.size)
        #expect(style.color == row.token.flatMap(Self.tokenColor))
    }

    @Test func aStacksLineLimitReachesItsTexts() throws {
        let long = String(repeating: "word ", count: 40)
        let wrapped = try layoutView(.vstack([.text(long)]), width: 200)
        let limited = try layoutView(ViewNode.vstack([.text(long)]).lineLimit(1), width: 200)
        let own = try layoutView(ViewNode.vstack([.text(long, lineLimit: 2)]).lineLimit(1), width: 200)
        func height(_ list: DisplayList) -> Double? { list.frame("view.vstack[0].text")?.height }
        #expect(height(limited) == 24)                      // one 24 pt line of preset 3
        #expect(height(own) == 48)                          // the text's own limit wins
        #expect((height(wrapped) ?? 0) > 48)
    }

    /// Apple, `truncationMode(_:)`: "The default is `Text.TruncationMode.tail`"; set on a container it
    /// reaches the texts inside (developer.apple.com/documentation/swiftui/view/truncationmode(_:)).
    @Test func aStacksTruncationModeReachesItsTexts() throws {
        func mode(_ view: ViewNode) throws -> TextTruncationMode? {
            guard case .text(let text)? = try layoutView(view).items.first(where: { $0.id == "view.vstack[0].text" })?.primitive else { return nil }
            return text.request.truncationMode
        }
        #expect(try mode(.vstack([.text("A", lineLimit: 1)])) == .tail)
        #expect(try mode(ViewNode.vstack([.text("A", lineLimit: 1)]).modifier(.environment(.truncationMode(.middle)))) == .middle)
        #expect(try mode(ViewNode.vstack([.text("A", lineLimit: 1, truncationMode: .head)]).modifier(.environment(.truncationMode(.middle)))) == .head)
    }

    @Test func iconsTakeTheForegroundColour() throws {
        let list = try layoutView(ViewNode.hstack([.icon(.bell), .icon(.bell, color: .token("textSecondary"))]).foregroundColor(.token("brand")))
        func paint(_ id: String) -> RGBA? {
            guard case .path(let path)? = list.items.first(where: { $0.id == id })?.primitive else { return nil }
            switch path.paint {
            case .fill(let color), .stroke(let color, _): return color
            case .erase: return nil
            }
        }
        let brand = try #require(Self.tokenColor("brand")), secondary = try #require(Self.tokenColor("textSecondary"))
        #expect(paint("view.hstack[0].icon") == brand)
        #expect(paint("view.hstack[1].icon") == secondary)
    }

    @Test func theScreensValuesAreReadFromTheRoot() {
        let root = ViewEnvironment(theme: Self.theme, direction: .rightToLeft)
        #expect(root.layoutDirection == .rightToLeft)
        #expect(root.colorScheme == .day && root.dynamicTypeSize == Self.theme.contentSize && root.themeName == "test")
        #expect(root.setting(.colorScheme(.night)).colorScheme == .night)
    }

    @Test func aLineLimitBelowOneIsRefusedAtTheView() {
        #expect(throws: LayoutError.self) { try layoutView(ViewNode.vstack([.text("A")]).lineLimit(0)) }
    }
}

import ListshotCore
import ListshotSpec
import Testing

/// The nesting limit counts depth, not items: siblings in one flow list on one line give their
/// level back when they close, so a long flat list is read (and then meets the limits of its
/// key), while a truly deep spec is refused before the YAML parser recurses into it.
@Suite("Spec nesting depth")
struct SpecDepthTests {
    /// A one-line JSON spec of one list with `cells` cells.
    static func flatJSON(cells: Int) -> String {
        let items = (0..<cells).map { "{\"title\":\"Cell \($0)\"}" }.joined(separator: ",")
        return "{\"content\":[{\"list\":{\"cells\":[\(items)]}}]}\n"
    }

    /// A tab bar of `items` items in one flow list, above one cell.
    static func tabBar(items: Int) -> String {
        let list = (0..<items).map { "{icon: home, label: T\($0)}" }.joined(separator: ", ")
        return "device: iphone15\ntabBar: {items: [\(list)]}\ncontent:\n  - list:\n      cells:\n        - title: Hello\n"
    }

    /// `levels` lists inside each other under `content`, closed again: valid JSON, deep.
    static func nested(levels: Int) -> String {
        "{\"content\":" + String(repeating: "[", count: levels) + String(repeating: "]", count: levels) + "}\n"
    }

    @Test(arguments: [196, 500, 2000])
    func aLongFlatListIsNotDeep(cells: Int) throws {
        let spec = try parse(Self.flatJSON(cells: cells))
        guard case .cellList(let list) = spec.screen.content.first else { Issue.record("no list"); return }
        #expect(list.cells.count == cells)
    }

    /// (spec, line, column, message fragment)
    @Test(arguments: [
        (tabBar(items: 10_000), 2, 17, "tabBar.items: has 10000 items; a tab bar holds 2…5"),
        (tabBar(items: 250), 2, 17, "has 250 items; a tab bar holds 2…5"),
        (nested(levels: 250), 1, 211, "nests deeper than 200 levels"),
        (nested(levels: 201), 1, 211, "nests deeper than 200 levels"),
    ])
    func tooManyItemsOrLevels(yaml: String, line: Int, column: Int, fragment: String) {
        expectSpecError(yaml, line: line, column: column, fragment: fragment)
    }

    /// 199 lists inside `{` are 200 levels: the deepest accepted; the YAML reader then says what is wrong.
    @Test func twoHundredLevelsAreRead() {
        #expect(throws: SpecError.self) { try parse(Self.nested(levels: 199)) }
        do { _ = try parse(Self.nested(levels: 199)) } catch {
            #expect(!error.description.contains("nests deeper"), "\(error)")
        }
    }
}

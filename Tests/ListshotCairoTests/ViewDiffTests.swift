import Foundation
import Listshot
import ListshotCore
import ListshotSpec
import Testing

/// The semantic diff and the element ids of views laid out from specs.
@Suite("Views: element ids and the semantic diff")
struct ViewDiffTests {
    func layout(_ yaml: String) throws -> DisplayList {
        let spec = try SpecParser.parse(text: yaml, file: "diff.yaml", name: "diff",
                                        baseDirectory: packageRoot.appendingPathComponent("Snapshots/views").path)
        return try Renderer().layout(spec.screen).displayList
    }

    static func row(_ name: String) -> String {
        "appearances: day\ncontent:\n  - view: { hstack: [{ shape: circle, frame: { width: 40, height: 40 } }, { text: \"\(name)\" }, { spacer: {} }, { text: Now }], padding: 16 }\n"
    }

    @Test("The diff names the changed view by its position")
    func diffNamesTheView() throws {
        let diff = DisplayListDiff(old: try layout(Self.row("A")), new: try layout(Self.row("B")))
        #expect(diff.changes.map(\.description).contains("view[0].hstack[1].text text \"A\" → \"B\""), "\(diff.changes)")
    }

    @Test("An id names the view in the diff, and a component drawn twice keeps unique ids")
    func idsStayUnique() throws {
        let yaml = """
        appearances: day
        content:
          - list: { cells: [{ title: A, control: { view: { component: Counter, count: 1 } } }, { title: B, control: { view: { component: Counter, count: 2 } } }] }
        """
        let ids = try layout(yaml).items.map(\.id)
        #expect(ids.contains("list[0].cell[0].control.counter") && ids.contains("list[0].cell[1].control.counter"), "\(ids)")
        #expect(Set(ids.filter { $0.hasSuffix(".counter") }).count == 2)
        let changed = DisplayListDiff(old: try layout(yaml), new: try layout(yaml.replacingOccurrences(of: "count: 2", with: "count: 3")))
        #expect(changed.changes.map(\.description).contains("list[0].cell[1].control.counter text \"2\" → \"3\""), "\(changed.changes)")
    }
}

import Foundation
@testable import ListshotCore
@testable import ListshotSpec
import Testing

/// `systemList:`, iOS's list as a view kind (docs/lists.md "In specs"), and the spec's
/// `listGeneration` (docs/lists.md "Choosing a generation").
@Suite("systemList in specs: sections, rows, generations and their errors")
struct SystemListSpecTests {
    /// The one view of a spec whose content is `- view: VIEW` (VIEW indented under `view:`).
    static func view(_ body: String, top: String = "") throws -> ViewNode {
        let spec = try parse(top + "content:\n  - view:\n" + body)
        guard case .view(let view)? = spec.screen.content.first else { throw SpecError(file: "spec.yaml", message: "no view") }
        return view
    }

    static func list(_ body: String, top: String = "") throws -> ViewList {
        guard case .list(let list) = try view(body, top: top).kind else { throw SpecError(file: "spec.yaml", message: "not a list") }
        return list
    }

    @Test("Every key of a list, a section and a row reads into the ViewList SwiftUI code would build")
    func everyKey() throws {
        let list = try Self.list("""
                  systemList:
                    style: grouped
                    generation: glass
                    sectionSpacing: 20
                    sections:
                      - header: {text: Account}
                        footer: Shown to your contacts.
                        rows:
                          - {text: Profile}
                          - Email
                          - row: {hstack: [{text: Version}, {spacer: {}}, {text: "1.0", color: {system: secondaryLabel}}]}
                            insets: {horizontal: 20, top: 2}
                            background: {system: systemYellow}
                            separator: hidden
                            disclosure: true
                      - rows: [{row: {text: A}, insets: 4, background: {shape: rectangle, fill: brand}}]

            """)
        let version = ViewNode.hstack([ViewNode.text("Version"), ViewNode.spacer(), ViewNode.text("1.0", color: .system("secondaryLabel"))])
        #expect(list == ViewList(style: .grouped, generation: .glass, sections: [
            ViewListSection(header: ViewNode.text("Account"), footer: ViewNode.text("Shown to your contacts."), rows: [
                ViewListRow(ViewNode.text("Profile")),
                ViewListRow(ViewNode.text("Email")),
                ViewListRow(version, insets: EdgeInsets(top: 2, leading: 20, bottom: 0, trailing: 20),
                            background: .color(.system("systemYellow")), separator: .hidden, showsDisclosure: true),
            ]),
            ViewListSection(rows: [
                ViewListRow(ViewNode.text("A"), insets: EdgeInsets(all: 4), background: .view(ViewNode.shape(.rectangle, fill: .token("brand")))),
            ]),
        ], sectionSpacing: 20))
    }

    @Test("Left out: inset grouped, classic, the style's spacing; a section may be only a header")
    func defaults() throws {
        let list = try Self.list("      systemList: {sections: [{header: Display}, {rows: [Wi-Fi]}]}\n")
        #expect(list == ViewList(style: .insetGrouped, generation: .classic, sections: [
            ViewListSection(header: ViewNode.text("Display"), rows: []),
            ViewListSection(rows: [ViewListRow(ViewNode.text("Wi-Fi"))]),
        ], sectionSpacing: nil))
    }

    @Test("Every style reads by its SwiftUI name", arguments: ViewListStyle.allCases)
    func styles(style: ViewListStyle) throws {
        #expect(try Self.list("      systemList: {style: \(style.rawValue), sections: [{rows: [A]}]}\n").style == style)
    }

    @Test("The spec's listGeneration is every list's that names none; a list's own generation wins",
          arguments: [
              // (top-level key, list's own key, expected)
              ("", "", ListGeneration.classic),
              ("listGeneration: glass\n", "", .glass),
              ("listGeneration: classic\n", "", .classic),
              ("listGeneration: glass\n", "generation: classic, ", .classic),
              ("", "generation: glass, ", .glass),
          ])
    func specGeneration(top: String, own: String, expected: ListGeneration) throws {
        #expect(try Self.list("      systemList: {\(own)sections: [{rows: [A]}]}\n", top: top).generation == expected)
    }

    @Test("A list in a component's body takes the generation of the spec that uses it")
    func componentTakesTheSpecsGeneration() throws {
        let folder = try ComponentFolder(["Components/Settings.yaml": "body:\n  systemList: {sections: [{rows: [A]}]}\n"])
        for generation in ListGeneration.allCases {
            let spec = try folder.parse("spec.yaml", "listGeneration: \(generation.rawValue)\ncontent:\n  - view: {component: Settings}\n")
            guard case .view(let view)? = spec.screen.content.first, case .list(let list) = view.kind else {
                Issue.record("not a list"); continue
            }
            #expect(list.generation == generation)
        }
    }

    @Test("A row's view reads its own modifiers; `background` beside `row:` is the row's")
    func rowModifiersAndViewModifiers() throws {
        let list = try Self.list("      systemList: {sections: [{rows: [{text: A, background: brandLow}, {row: {text: B, padding: 4}, background: brandLow}]}]}\n")
        #expect(list.sections[0].rows == [
            ViewListRow(ViewNode.text("A").background(.token("brandLow"))),
            ViewListRow(ViewNode.text("B").padding(4), background: .color(.token("brandLow"))),
        ])
    }

    @Test("Rows from forEach, one per item")
    func forEachRows() throws {
        let folder = try ComponentFolder(["Components/Row.yaml": "parameters: {title: text}\nbody: {text: {param: title}}\n"])
        let spec = try folder.parse("spec.yaml", "content:\n  - view: {systemList: {sections: [{rows: [{forEach: {component: Row, items: [{title: A}, {title: B}]}}, C]}]}}\n")
        guard case .view(let view)? = spec.screen.content.first, case .list(let list) = view.kind else { Issue.record("not a list"); return }
        #expect(list.sections[0].rows.map(\.content) == [ViewNode.text("A"), ViewNode.text("B"), ViewNode.text("C")])
    }

    /// Each error points at the bad key or value (line 4 is the `systemList:` mapping's first key).
    @Test(arguments: [
        // (the lines under `systemList:`, line, column, fragment)
        ("        stlye: plain\n        sections: [{rows: [A]}]\n", 4, 9, "Did you mean 'style'?"),
        ("        style: insetgrouped\n        sections: [{rows: [A]}]\n", 4, 16, "Did you mean 'insetGrouped'?"),
        ("        generation: liquid\n        sections: [{rows: [A]}]\n", 4, 21, "is not one of"),
        ("        sectionSpacing: -4\n        sections: [{rows: [A]}]\n", 4, 25, "a section spacing of -4 is negative"),
        ("        sectionSpacing: 5000\n        sections: [{rows: [A]}]\n", 4, 25, "out of range. Use 0…4096"),
        ("        style: plain\n", 4, 9, "missing key 'sections'"),
        ("        sections: []\n", 4, 19, "is empty"),
        ("        sections: [{}]\n", 4, 20, "a section needs rows, a header or a footer"),
        ("        sections: [{rowz: [A]}]\n", 4, 21, "Did you mean 'rows'?"),
        ("        sections: [{header: {txt: A}}]\n", 4, 30, "Did you mean 'text'?"),
        ("        sections: [{rows: [{row: A, separater: hidden}]}]\n", 4, 37, "Did you mean 'separator'?"),
        ("        sections: [{rows: [{row: A, separator: none}]}]\n", 4, 48, "'none' is not one of"),
        ("        sections: [{rows: [{row: A, disclosure: maybe}]}]\n", 4, 49, "maybe"),
        ("        sections: [{rows: [{row: A, insets: {horizontel: 4}}]}]\n", 4, 46, "Did you mean 'horizontal'?"),
        ("        sections: [{rows: [{row: A, insets: -1}]}]\n", 4, 45, "a row inset of -1 is negative"),
        ("        sections: [{rows: [{row: A, background: \"not a colour\"}]}]\n", 4, 49, "is neither a #RRGGBB colour"),
        ("        sections: [{rows: [{text: A, disclosure: true}]}]\n", 4, 38, "write the row's view under `row:`"),
    ])
    func errors(body: String, line: Int, column: Int, fragment: String) {
        expectSpecError("content:\n  - view:\n      systemList:\n" + body, line: line, column: column, fragment: fragment)
    }

    @Test("SwiftUI's List, Form and Section name systemList; a Mistica list with sections says where they go")
    func wordsFromSwiftUI() {
        expectSpecError("content: [{view: {List: {}}}]\n", line: 1, column: 19, fragment: "systemList")
        expectSpecError("content: [{view: {Form: {}}}]\n", line: 1, column: 19, fragment: "systemList")
        expectSpecError("content: [{list: {sections: []}}]\n", line: 1, column: 19, fragment: "`view: {systemList: {sections: […]}}`")
        expectSpecError("listGeneration: glas\ncontent: [{view: {text: A}}]\n", line: 1, column: 17, fragment: "Did you mean 'glass'?")
    }

    @Test("Rows count toward the view budget: the list and maximumViews − 1 rows read, one more row fails at that row")
    func budget() throws {
        let limit = ViewBudget.maximumViews
        func spec(rows: Int) -> String {
            "content:\n  - view:\n      systemList:\n        sections:\n          - rows:\n"
                + String(repeating: "              - A\n", count: rows)
        }
        _ = try parse(spec(rows: limit - 1))
        // Row i sits on line 6 + i; the list itself is the first view, so row limit − 1 is view limit + 1.
        expectSpecError(spec(rows: limit), line: 6 + limit - 1, column: 17, fragment: "more than \(limit) views")
    }

    @Test("A list's children, for the budget of a reused view, hold its headers, footers, rows and row background views")
    func children() {
        let background = ViewNode.shape(.rectangle)
        let list = ViewKind.list(ViewList(sections: [
            ViewListSection(header: ViewNode.text("H"), footer: ViewNode.text("F"), rows: [
                ViewListRow(ViewNode.text("A"), background: .view(background)),
                ViewListRow(ViewNode.text("B"), background: .color(.token("brand"))),
            ]),
        ]))
        #expect(list.children == [ViewNode.text("H"), ViewNode.text("F"), ViewNode.text("A"), background, ViewNode.text("B")])
    }
}

import Foundation
import ListshotCore
import ListshotSpec
import Testing

/// The variant spec keys: controls, states, tags, custom images, Material lists, orientations,
/// pseudo-localisation — and their errors, with file:line:column.
@Suite("Spec keys for every variant")
struct SpecVariantTests {
    func cells(_ yaml: String) throws -> [Cell] {
        let spec = try parse("content:\n  - list:\n      cells:\n" + yaml)
        guard case .cellList(let list) = spec.screen.content[0] else { return [] }
        return list.cells
    }

    @Test(arguments: [
        ("{switch: false}", CellControl.switch(isOn: false)),
        ("{checkbox: true}", CellControl.checkbox(isChecked: true)),
        ("{radio: false}", CellControl.radio(isSelected: false)),
        ("{text: 12 GB}", CellControl.text("12 GB")),
        ("{button: Buy}", CellControl.button("Buy")),
        ("{button: {text: Info, style: secondary}}", CellControl.button("Info", style: .secondary)),
        ("{icon: info}", CellControl.icon(.info)),
        ("{centered: {checkbox: false}}", CellControl.verticallyCentered(.checkbox(isChecked: false))),
        ("{navigation: {badge: dot}}", CellControl.navigation(badge: .dot)),
        ("navigation", CellControl.navigation(badge: nil)),
    ])
    func controlsParse(yaml: String, control: CellControl) throws {
        let cell = try #require(try cells("        - title: Hi\n          control: \(yaml)\n").first)
        #expect(cell.control == control)
    }

    @Test func cellAndTagOptionsParse() throws {
        let yaml = """
                - title: Hi
                  titleColor: danger
                  state: pressed
                  headline: { tag: { style: error, text: Late, icon: info, inverse: true } }
                  asset: { image: photo.png, width: 64, height: 48 }

        """
        let directory = try Self.folderWithPhoto()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let spec = try parse("content:\n  - list:\n      cells:\n" + yaml, directory: directory)
        guard case .cellList(let list) = spec.screen.content[0] else { Issue.record("no list"); return }
        let cell = list.cells[0]
        #expect(cell.titleColor == .danger)
        #expect(cell.state == .pressed)
        #expect(cell.headline == .tag(Tag(style: .error, text: "Late", icon: .info, isInverse: true)))
        #expect(cell.assetType == .customImage(directory + "/photo.png", size: Size(width: 64, height: 48)))
    }

    @Test func materialListParses() throws {
        let directory = try Self.folderWithPhoto()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let spec = try parse("""
        theme: material
        content:
          - materialList:
              dividers: false
              cells:
                - title: Inbox
                  detail: Three new
                  leadingImage: { image: photo.png, size: medium, circle: true }
                  trailingImage: { icon: bell }
                  ripple: { x: 10, y: 12, progress: 0.25 }
        """, directory: directory)
        guard case .materialList(let list) = spec.screen.content[0] else { Issue.record("no material list"); return }
        #expect(!list.showsDividers)
        #expect(list.cells[0] == SelfSizingStereoCell(title: "Inbox", detail: "Three new",
                                                      leadingImage: .image(directory + "/photo.png", size: .medium, isCircular: true),
                                                      trailingImage: .icon(.bell), ripple: Ripple(at: Point(x: 10, y: 12), progress: 0.25)))
    }

    @Test func orientationsAndPseudoLocalisationMakeVariants() throws {
        let spec = try parse("device: ipad\norientation: [portrait, landscape]\nappearances: [day]\npseudoLocalize: true\ncontent: [{list: {cells: [{title: Hi}]}}]\n")
        #expect(spec.variants.map(\.fileStem) == ["spec.day", "spec.day.landscape"])
        #expect(spec.variants[1].screen.frame.width == 1180)
        #expect(spec.screen.pseudoLocalize)
    }

    /// (yaml, line, column, fragment)
    @Test(arguments: [
        ("content:\n  - list:\n      cells:\n        - title: Hi\n          control: { swich: true }\n", 5, 22, "Did you mean 'switch'?"),
        ("content:\n  - list:\n      cells:\n        - title: Hi\n          control: toggle\n", 5, 20, "'toggle' is SwiftUI's `Toggle`, which Listshot calls `switch`: write `control: { switch: true }`."),
        ("content:\n  - list:\n      cells:\n        - title: Hi\n          state: hover\n", 5, 18, "'hover' is not one of normal, pressed, disabled"),
        ("content:\n  - list:\n      cells:\n        - title: Hi\n          headline: { tag: { style: promp, text: P } }\n", 5, 37, "Did you mean 'promo'?"),
        ("content:\n  - list:\n      style: boxedInverted\n      cells: [{title: Hi}]\n", 3, 14, "Did you mean 'boxedInverse'?"),
        ("content:\n  - list:\n      cells:\n        - title: Hi\n          control: { navigation: { badge: many } }\n", 5, 43, "expected a badge count or `dot`"),
        ("content:\n  - list:\n      cells:\n        - title: Hi\n          control: { button: { style: primary } }\n", 5, 30, "missing key 'text'"),
        ("orientation: [portrait, landscape]\ncontent: [{list: {cells: [{title: Hi}]}}]\n", 1, 14, "need a `device:`"),
        ("content:\n  - materialList:\n      cells:\n        - detail: D\n          ripple: { x: 1, y: 2, progress: 2 }\n", 5, 43, "outside 0…1"),
        ("content:\n  - materialList:\n      cells:\n        - leadingImage: { icon: bell }\n", 4, 11, "needs a title, a detail"),
    ] as [(String, Int, Int, String)])
    func errorsPointAtTheProblem(yaml: String, line: Int, column: Int, fragment: String) {
        expectSpecError(yaml, line: line, column: column, fragment: fragment)
    }

    static func folderWithPhoto() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-spec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(TinyPNG.bytes).write(to: directory.appendingPathComponent("photo.png"))
        return directory.standardized.path
    }
}

import Foundation
import ListshotCore
@testable import ListshotPreview
import ListshotPreviews
import ListshotSpec
import Testing

/// The live preview's previews (docs/preview.md, "Previews"): which previews a saved Swift file
/// runs again, what a run does to the table of previews served, and the error page's escaping.
@Suite("Live previews")
struct LivePreviewsTests {
    /// A model, a row that uses it, a list that uses the row, and a chip that uses neither.
    static let files: [(String, String)] = [
        ("Model/Item.swift", "struct Item { var name: String }\n"),
        ("Views/Row.swift", "import SwiftUI\nstruct Row: View {\n    var item: Item\n    var body: some View { Text(item.name) }\n}\n#Preview { Row(item: Item(name: \"a\")) }\n"),
        ("Views/ItemList.swift", "import SwiftUI\nstruct ItemList: View {\n    var body: some View { Row(item: Item(name: \"b\")) }\n}\n#Preview(\"All\") { ItemList() }\n"),
        ("Views/Chip.swift", "import SwiftUI\nstruct Chip: View {\n    var body: some View { Text(\"chip\") }\n}\n#Preview { Chip() }\n"),
    ]

    static func makeSources() throws -> (PreviewSources, URL) {
        let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("listshot-live-\(UUID().uuidString)/Feature")
        for (path, text) in files {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        return (try PreviewSources.load(root.path), root)
    }

    @Test(arguments: [
        // A view: its own previews and those of the views that show it.
        (["Views/Row.swift"], ["Views/Row.swift", "Views/ItemList.swift"]),
        // A model: every file that uses it, itself too.
        (["Model/Item.swift"], ["Model/Item.swift", "Views/Row.swift", "Views/ItemList.swift"]),
        // A view nothing else uses: its own alone.
        (["Views/Chip.swift"], ["Views/Chip.swift"]),
        (["Views/ItemList.swift"], ["Views/ItemList.swift"]),
        // Two saves at once: the union.
        (["Views/Chip.swift", "Views/ItemList.swift"], ["Views/Chip.swift", "Views/ItemList.swift"]),
        // A file added or removed, or an asset: every file.
        (["Views/New.swift"], ["Model/Item.swift", "Views/Row.swift", "Views/ItemList.swift", "Views/Chip.swift"]),
        (["Assets.xcassets/Brand.colorset/Contents.json"], ["Model/Item.swift", "Views/Row.swift", "Views/ItemList.swift", "Views/Chip.swift"]),
        (["Localizable.xcstrings"], ["Model/Item.swift", "Views/Row.swift", "Views/ItemList.swift", "Views/Chip.swift"]),
        // Anything else (a README, an editor's temporary copy) draws nothing again.
        (["README.md"], []),
        (["Views/Row.swift.tmp"], []),
    ])
    func aSaveRunsThePreviewsOfTheFilesThatDependOnIt(saved: [String], expected: [String]) throws {
        let (sources, root) = try Self.makeSources()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let run = PreviewLiveScope.files(toRun: Set(saved.map { root.appendingPathComponent($0).path }), in: sources)
        let relative = Set(run.map { String($0.dropFirst(PreviewDependencies.standard(root.path).count + 1)) })
        #expect(relative == Set(expected))
    }

    static func spec(_ name: String, file: String, folder: String) -> ScreenSpec {
        ScreenSpec(name: name, title: "\((file as NSString).lastPathComponent) · \(name)", file: file, screen: Screen(name: name, content: []),
                   appearances: [.day], contentSizes: [.large], directions: [.leftToRight], orientations: [.portrait], referenceFolder: folder)
    }

    static func failure(file: String, message: String) throws -> PreviewBuildFailure {
        let text = "{\"file\":\(PreviewJSON.string(file)),\"line\":4,\"column\":9,\"message\":\(PreviewJSON.string(message)),\"previews\":[]}"
        return try JSONDecoder().decode(PreviewBuildFailure.self, from: Data(text.utf8))
    }

    @Test func aFileThatStopsBuildingKeepsItsPreviewsWithTheErrorAndAGoodSaveClearsIt() throws {
        let (sources, root) = try Self.makeSources()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let source = PreviewSwiftSource(path: root.path, label: "Feature", settings: PreviewSettings())
        let files = Dictionary(uniqueKeysWithValues: sources.modules.flatMap(\.files).map { ($0.relativePath, $0.path) })
        let row = try #require(files["Views/Row.swift"]), list = try #require(files["Views/ItemList.swift"]), chip = try #require(files["Views/Chip.swift"])
        var table = PreviewLiveTable()
        let first = table.apply(specs: [Self.spec("Preview", file: chip, folder: "/c/previews/Chip"), Self.spec("All", file: list, folder: "/c/previews/ItemList"),
                                        Self.spec("Preview", file: row, folder: "/c/previews/Row")],
                                failures: [], problems: [], sources: sources, source: source, index: 0, ran: nil)
        #expect(first.listing)
        #expect(Set(first.render) == ["Feature/Views/Chip.swift/Preview", "Feature/Views/ItemList.swift/All", "Feature/Views/Row.swift/Preview"])
        // Grouped by file, in path order.
        #expect(table.names == ["Feature/Views/Chip.swift/Preview", "Feature/Views/ItemList.swift/All", "Feature/Views/Row.swift/Preview"])

        // Row.swift stops building; the list, which needs it, is left out too; the chip is not run.
        let broken = table.apply(specs: [], failures: [try Self.failure(file: row, message: "cannot find 'Txt' in scope"),
                                                       try Self.failure(file: list, message: "cannot find 'Row' in scope")],
                                 problems: [], sources: sources, source: source, index: 0, ran: [row, list])
        #expect(broken.render.isEmpty)
        #expect(Set(broken.errored) == ["Feature/Views/Row.swift/Preview", "Feature/Views/ItemList.swift/All"])
        #expect(!broken.listing, "the previews stay listed, with their last good images")
        let error = try #require(table.error(for: "Feature/Views/Row.swift/Preview"))
        #expect(error.hasPrefix("Feature/Views/Row.swift:4:9: cannot find 'Txt' in scope"))
        #expect(table.error(for: "Feature/Views/Chip.swift/Preview") == nil)
        #expect(table.erroredFiles(source: 0) == [row, list])

        // The next good save clears both errors and draws both again.
        let fixed = table.apply(specs: [Self.spec("All", file: list, folder: "/c/previews/ItemList"), Self.spec("Preview", file: row, folder: "/c/previews/Row")],
                                failures: [], problems: [], sources: sources, source: source, index: 0, ran: [row, list])
        #expect(Set(fixed.render) == ["Feature/Views/Row.swift/Preview", "Feature/Views/ItemList.swift/All"])
        #expect(table.error(for: "Feature/Views/Row.swift/Preview") == nil)
        #expect(table.erroredFiles(source: 0).isEmpty)

        // A preview renamed in its file: the old name goes, the new one comes.
        let renamed = table.apply(specs: [Self.spec("Compact", file: row, folder: "/c/previews/Row")], failures: [], problems: [],
                                  sources: sources, source: source, index: 0, ran: [row])
        #expect(renamed.listing)
        #expect(table.entries["Feature/Views/Row.swift/Preview"] == nil)
        #expect(table.entries["Feature/Views/Row.swift/Compact"] != nil)
    }

    @Test func aFileThatNeverBuiltIsListedWithItsError() throws {
        let (sources, root) = try Self.makeSources()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let source = PreviewSwiftSource(path: root.path, label: "Feature", settings: PreviewSettings())
        let chip = try #require(sources.modules.flatMap(\.files).first { $0.relativePath == "Views/Chip.swift" }?.path)
        var table = PreviewLiveTable()
        let change = table.apply(specs: [], failures: [try Self.failure(file: chip, message: "expected '}'")], problems: [],
                                 sources: sources, source: source, index: 0, ran: nil)
        #expect(change.errored == ["Feature/Views/Chip.swift"])
        #expect(table.entries["Feature/Views/Chip.swift"]?.spec == nil)
        #expect(table.error(for: "Feature/Views/Chip.swift")?.hasPrefix("Feature/Views/Chip.swift:4:9: expected '}'") == true)
    }

    @Test func theCompilersMessageIsEscapedOnThePage() throws {
        let hostile = "cannot convert '<script>alert(\"x\")</script>' & 'Int'"
        let message = PreviewLiveTable.errorText(try Self.failure(file: "/src/Views/Row.swift", message: hostile), label: "Feature<b>", file: nil)
        var state = PreviewSpecState()
        state.error = message
        let page = PreviewPages.spec(name: "Feature<b>/Views/Row.swift/Pre\"view", state: state,
                                     references: PreviewReferenceTable(absent: "none"), notice: nil)
        #expect(!page.contains("<script>alert"))
        #expect(!page.contains("<b>"))
        #expect(page.contains("<pre class=\"error\" id=\"error\">Row.swift:4:9: cannot convert &#39;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39; &amp; &#39;Int&#39;"))
        let index = PreviewPages.index(names: [], leftOut: 0, notice: nil, previews: PreviewPages.PreviewListing(
            items: [.init(name: "F/<i>.swift/x", file: "F/<i>.swift", title: "<img src=x>", error: true)], status: ["Building <u>"]))
        #expect(!index.contains("<i>") && !index.contains("<img src=x>") && !index.contains("<u>"))
        #expect(index.contains("&lt;img src=x&gt;"))
        #expect(index.contains("data-spec=\"\""), "the index listens for previews added")
    }
}

import Foundation
import Listshot
import ListshotCore
import ListshotTestSupport
import Testing

/// The example specs of docs/lists.md (docs/examples/lists): each reads, and every variant lays
/// out and draws; the glass spec's `listGeneration` reaches its list, and the two differ only in
/// the list's figures (docs/lists.md "Choosing a generation").
@Suite("docs/examples/lists: the Settings specs render in both generations")
struct ListExampleSpecTests {
    static let folder = packageRoot.appendingPathComponent("docs/examples/lists")

    static func spec(_ name: String) throws -> ScreenSpec {
        try SpecParser.parse(file: folder.appendingPathComponent(name).path)
    }

    static func list(of spec: ScreenSpec) -> ViewList? {
        guard case .view(let view)? = spec.screen.content.first, case .list(let list) = view.kind else { return nil }
        return list
    }

    @Test(arguments: [("settings.yaml", ListGeneration.classic), ("settings-glass.yaml", .glass)])
    func rendersEveryVariant(file: String, generation: ListGeneration) throws {
        let spec = try Self.spec(file)
        #expect(Self.list(of: spec)?.generation == generation)
        #expect(spec.variants.count == 2)
        let renderer = Renderer()
        for variant in spec.variants {
            let png = try renderer.render(variant.screen, format: .png)
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(variant.fileStem)")
            let ids = try renderer.layout(variant.screen).displayList.items.map(\.id)
            // Every section's card and the disclosure chevrons of its rows are drawn.
            for section in 0..<4 { #expect(ids.contains("view[0].list.section[\(section)]"), "\(variant.fileStem): section \(section)") }
            #expect(ids.contains("view[0].list.section[1].row[0].disclosure"), "\(variant.fileStem)")
        }
    }

    @Test("The screen around the list is the grouped background, as a SwiftUI List fills it")
    func screenBackground() throws {
        #expect(try Self.spec("settings.yaml").screen.background == .system("systemGroupedBackground"))
    }

    @Test("The two specs differ in the generation only, and glass rows stand taller")
    func glassIsTheSameScreenTaller() throws {
        let classic = try Self.spec("settings.yaml"), glass = try Self.spec("settings-glass.yaml")
        guard var relabelled = Self.list(of: classic), let glassList = Self.list(of: glass) else { Issue.record("not lists"); return }
        relabelled.generation = .glass
        #expect(relabelled == glassList)
        /// The card of section 1, three one-line rows.
        func cardHeight(_ spec: ScreenSpec) throws -> Double? {
            for item in try Renderer().layout(spec.screen).displayList.items where item.id == "view[0].list.section[1]" {
                if case .rect(let rect) = item.primitive { return rect.frame.height }
            }
            return nil
        }
        let classicCard = try #require(try cardHeight(classic)), glassCard = try #require(try cardHeight(glass))
        // A row is its content plus its vertical insets, at least the style's minimum (docs/lists.md
        // "What the list does"); these rows' tallest content is the 29 pt icon of the spec.
        func row(_ generation: ListGeneration) -> Double {
            let metrics = ListMetrics.metrics(style: .insetGrouped, generation: generation)
            return max(metrics.rowMinHeight, 29 + metrics.rowInsets(screenWidth: 402).vertical)
        }
        #expect(classicCard == 3 * row(.classic))
        #expect(glassCard == 3 * row(.glass))
        #expect(glassCard > classicCard)
    }
}

import Foundation
import Listshot
import ListshotImage
import ListshotSnapshot
import Testing

/// A catalog whose theme brings its own font (docs/examples/brand-fonts): the fingerprint verify
/// compares with the manifest's, and writes into its report, names the brand file.
@Suite("Brand fonts in the fingerprint")
struct BrandFontFingerprintTests {
    let scratch: ScratchCatalog
    let themes: ScratchFolder
    let font: URL

    init() throws {
        scratch = try ScratchCatalog()
        themes = try ScratchFolder(prefix: "listshot-brand-themes")
        let example = packageRoot.appendingPathComponent("docs/examples/brand-fonts")
        font = themes.url.appendingPathComponent("fonts/NotoSerif-Regular.ttf")
        try FileManager.default.createDirectory(at: font.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Tests/Fixtures/fonts/NotoSerif-Regular.ttf"), to: font)
        var theme = try String(contentsOf: example.appendingPathComponent("Themes/brand-serif.json"), encoding: .utf8)
        theme = theme.replacingOccurrences(of: #""file": *"[^"]*NotoSerif-Regular.ttf""#, with: #""file": "fonts/NotoSerif-Regular.ttf""#,
                                           options: .regularExpression)
        try Data(theme.utf8).write(to: themes.url.appendingPathComponent("brand-serif.json"))
        try scratch.write("lists/brand.yaml", try String(contentsOf: example.appendingPathComponent("brand.yaml"), encoding: .utf8))
    }

    func engine() throws -> CatalogRunner {
        try CatalogRunner(catalog: scratch.path, renderer: Renderer(themeDirectories: [themes.url]))
    }

    @Test func verifyComparesTheBrandFontAndPassesByKey() throws {
        _ = try engine().record(mode: .all, options: fastOptions())
        let run = try engine().verify(options: fastOptions())
        #expect(run.succeeded)
        #expect(run.fingerprint?.fonts.contains { $0.path == font.path } == true, "the report's fingerprint names the brand file")
        #expect(run.environmentChanges.isEmpty, "\(run.environmentChanges)")
        #expect(run.results.allSatisfy { $0.renderKeyMatched == true }, "\(run.results.map(\.message))")
    }
}

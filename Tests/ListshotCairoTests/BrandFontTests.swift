import Foundation
import ListshotImage
import Listshot
import ListshotCairo
import ListshotCore
import ListshotThemes
import Testing

/// Brand fonts named by a theme: metrics change, renders stay deterministic and hermetic, the
/// fingerprint hashes the file, and every bad entry is an error naming its key path.
@Suite("Brand fonts")
struct BrandFontTests {
    static let fixture = packageRoot.appendingPathComponent("Tests/Fixtures/fonts/NotoSerif-Regular.ttf")

    /// A scratch theme folder: movistar re-typeset in Noto Serif, with `fonts` set to `entries`
    /// and the fixture copied to `fonts/`.
    static func brandFolder(entries: String, family: String = "Noto Serif") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-brand-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture, to: folder.appendingPathComponent("fonts/NotoSerif-Regular.ttf"))
        let stock = try String(contentsOf: packageRoot.appendingPathComponent("Themes/movistar.json"), encoding: .utf8)
        var json = stock.replacingOccurrences(of: "\"name\": \"movistar\"", with: "\"name\": \"brand\"")
            .replacingOccurrences(of: "\"fontFamily\": \"Inter\"", with: "\"fontFamily\": \"\(family)\"")
        if !entries.isEmpty, let brace = json.firstIndex(of: "{") {
            json.insert(contentsOf: "\n  \"fonts\": \(entries),", at: json.index(after: brace))
        }
        try json.write(to: folder.appendingPathComponent("brand.json"), atomically: true, encoding: .utf8)
        return folder
    }

    static let good = #"[{"file": "fonts/NotoSerif-Regular.ttf", "family": "Noto Serif", "weight": "regular"}]"#

    static func screen(theme: String) -> Screen {
        Screen(theme: theme) {
            CellList(style: .fullwidth) {
                Cell(title: "Brand fonts change the metrics", subtitle: "Wide words wrap differently in a serif face")
            }
        }
    }

    @Test func aThemesFontChangesMetricsAndRendersDeterministically() throws {
        let folder = try Self.brandFolder(entries: Self.good)
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = Renderer(themeDirectories: [folder])
        let stock = try renderer.layout(Self.screen(theme: "movistar")).displayList
        let brand = try renderer.layout(Self.screen(theme: "brand")).displayList
        let stockTitle = try #require(stock.texts.first { $0.id.hasSuffix(".title") })
        let brandTitle = try #require(brand.texts.first { $0.id.hasSuffix(".title") })
        #expect(brandTitle.text.request.style.fontFamily == "Noto Serif")
        // Measured unconstrained through each list's own font set: a run of narrow letters is
        // far narrower in the serif face (the title itself happens to measure alike in both).
        func natural(_ title: TextPrimitive) throws -> Double {
            var request = title.request
            request.width = 10_000
            request.text = String(repeating: "il", count: 20)
            let catalog = renderer.backend.catalog(forFamilies: [request.style.fontFamily])
            return try PangoTextMeasurer(catalog: catalog).measure(request).size.width
        }
        let (serif, sans) = (try natural(brandTitle.text), try natural(stockTitle.text))
        #expect(serif > 50 && sans > 50 && abs(serif - sans) > 10, "Noto Serif \(serif) pt must measure unlike Inter \(sans) pt")
        #expect(brand != stock)

        let first = try renderer.render(Self.screen(theme: "brand"), format: .png)
        let again = try Renderer(themeDirectories: [folder]).render(Self.screen(theme: "brand"), format: .png)
        #expect(first == again, "the same brand render must give the same bytes in a new renderer")
        #expect(first != (try renderer.render(Self.screen(theme: "movistar"), format: .png)))
    }

    @Test func renderingOtherThemesIsUnaffected() throws {
        let folder = try Self.brandFolder(entries: Self.good)
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = Renderer(themeDirectories: [folder])
        _ = try renderer.render(Self.screen(theme: "brand"), format: .png)
        let afterBrand = try renderer.render(Self.screen(theme: "movistar"), format: .png)
        let fresh = try Renderer().render(Self.screen(theme: "movistar"), format: .png)
        #expect(afterBrand == fresh, "a brand file must be visible only to renders whose text names its family")
    }

    @Test func theFingerprintHashesTheBrandFile() throws {
        let folder = try Self.brandFolder(entries: Self.good)
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = Renderer(themeDirectories: [folder])
        _ = try renderer.layout(Self.screen(theme: "brand"))
        let fingerprint = try EnvironmentFingerprint.current(catalog: renderer.backend.catalog)
        let copied = folder.appendingPathComponent("fonts/NotoSerif-Regular.ttf").standardizedFileURL.path
        let entry = try #require(fingerprint.fonts.first { $0.path == copied })
        let bytes = try Data(contentsOf: Self.fixture)
        #expect(entry.sha256 == EnvironmentFingerprint.sha256(bytes))
        #expect(fingerprint.fonts.count == FontCatalog.debian.files.count + 1)
    }

    @Test func fontsFolderMakesFamiliesAvailable() throws {
        let folder = try Self.brandFolder(entries: "")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: ListshotError.self) { try Renderer(themeDirectories: [folder]).layout(Self.screen(theme: "brand")) }
        let renderer = Renderer(themeDirectories: [folder])
        try renderer.addFonts(in: [folder.appendingPathComponent("fonts")])
        let list = try renderer.layout(Self.screen(theme: "brand")).displayList
        #expect(list.texts.first?.text.request.style.fontFamily == "Noto Serif")
    }

    @Test(arguments: [
        (#"[{"file": "fonts/Missing.otf"}]"#, "fonts[0].file", "does not exist"),
        (#"[{"file": "notes.otf"}]"#, "fonts[0].file", "is not a font file"),
        (#"[{"file": "fonts/NotoSerif-Regular.ttf", "family": "Telefonica Sans"}]"#, "fonts[0].family", "does not contain the family 'Telefonica Sans'; it contains 'Noto Serif'"),
        (#"[{"file": "fonts/NotoSerif-Regular.ttf", "family": "Noto Serif", "weight": "bold"}]"#, "fonts[0].weight", "has 'Noto Serif' in regular, not bold"),
        (#"[{"file": "fonts/NotoSerif-Regular.ttf", "family": "Noto Serif", "weight": "heavy"}]"#, "fonts[0].weight", "'heavy' is not one of"),
        (#"[{"file": "/usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf"}]"#, "fonts[0].file", "is absolute"),
        (#"[{"file": "fonts", "family": "Noto Serif"}]"#, "fonts[0].file", "not a regular file"),
        (#"[{"file": "fonts/NotoSerif-Regular.ttf", "size": 3}]"#, "fonts[0].size", "is not a known key"),
        (#"{"file": "x.otf"}"#, "fonts", "must be an array"),
    ])
    func badEntriesNameTheirKeyPath(entries: String, keyPath: String, fragment: String) throws {
        let folder = try Self.brandFolder(entries: entries)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "not a font".write(to: folder.appendingPathComponent("notes.otf"), atomically: true, encoding: .utf8)
        do {
            _ = try Renderer(themeDirectories: [folder]).layout(Self.screen(theme: "brand"))
            Issue.record("\(entries) was accepted")
        } catch {
            // The theme's `fonts` entries are on its second line: the error names that line, a
            // column on it, and the key path.
            #expect(error.description.range(of: #"brand\.json:2:[0-9]+: "#, options: .regularExpression) != nil && error.description.contains(": \(keyPath): "), "\(error.description)")
            #expect(error.description.contains(fragment), "\(error.description)")
        }
    }

    @Test func aFamilyNoFileHoldsIsAnError() throws {
        let folder = try Self.brandFolder(entries: Self.good, family: "Telefonica Sans")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            _ = try Renderer(themeDirectories: [folder]).layout(Self.screen(theme: "brand"))
            Issue.record("accepted a family that no file holds")
        } catch {
            #expect(error.description.contains("typography.fontFamily: 'Telefonica Sans' is neither"), "\(error.description)")
            #expect(error.description.contains("Noto Serif"))
        }
    }

    @Test func twoFilesClaimingOneFaceConflict() throws {
        let registry = FontRegistry()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-conflict-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try registry.add(path: Self.fixture.path)
        // Same bytes under another name is the same face: accepted.
        let copy = folder.appendingPathComponent("copy.ttf")
        try FileManager.default.copyItem(at: Self.fixture, to: copy)
        try registry.add(path: copy.path)
        // Another file claiming Noto Serif regular is refused.
        var other = try Data(contentsOf: Self.fixture)
        other.append(0)
        let changed = folder.appendingPathComponent("changed.ttf")
        try other.write(to: changed)
        #expect(throws: FontFileError.self) { try registry.add(path: changed.path) }
    }

    @Test func inspectionReadsFamiliesAndWeights() throws {
        let inter = try FontFile.inspect(path: "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf")
        #expect(inter.faces.contains(FontFile.Face(family: "Inter", weight: .semibold)), "\(inter.faces)")
        let collection = try FontFile.inspect(path: "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc")
        #expect(collection.families.contains("WenQuanYi Micro Hei"), "\(collection.families)")
    }
}

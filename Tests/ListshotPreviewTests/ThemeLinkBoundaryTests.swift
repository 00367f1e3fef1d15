import Foundation
import Listshot
import ListshotThemes
import Testing

/// Themes found from a spec stay inside the boundary once symbolic links are resolved, and so do
/// the brand fonts they name (docs/preview.md, "Safety"); `--themes` folders are the user's own.
@Suite("Themes reached through a symlink out of the boundary")
struct ThemeLinkBoundaryTests {
    /// `root/cat/Themes -> ../outside/Themes`, holding `secret.json` (movistar renamed).
    static func tree() throws -> URL {
        let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("listshot-theme-links-\(UUID().uuidString)")
        let manager = FileManager.default
        try manager.createDirectory(at: root.appendingPathComponent("cat"), withIntermediateDirectories: true)
        try manager.createDirectory(at: root.appendingPathComponent("outside/Themes"), withIntermediateDirectories: true)
        try theme("secret").write(to: root.appendingPathComponent("outside/Themes/secret.json"))
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("cat/Themes").path, withDestinationPath: "../outside/Themes")
        return root
    }

    /// The bundled movistar theme's text under another name, with `fonts` when given.
    static func theme(_ name: String, fonts: [[String: String]] = []) throws -> Data {
        let text = try #require(BundledThemes.files["movistar"])
        var object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        object["name"] = name
        if !fonts.isEmpty { object["fonts"] = fonts }
        return try JSONSerialization.data(withJSONObject: object)
    }

    @Test func aLinkedThemesFolderIsRefusedWithABoundaryAndReadWithout() throws {
        let root = try Self.tree()
        defer { try? FileManager.default.removeItem(at: root) }
        let spec = root.appendingPathComponent("cat/a.yaml").path
        let bounded = ThemeLocator.store(explicit: [], specPath: spec, boundary: root.appendingPathComponent("cat"))
        let error = #expect(throws: ThemeError.self) { try bounded.theme(named: "secret") }
        #expect(error?.description.contains("outside/Themes/secret.json, outside ") == true, "\(String(describing: error))")
        #expect(error?.description.contains("pass its folder with --themes") == true, "\(String(describing: error))")
        // Plain `render` (no boundary) reads it, and so does a --themes folder naming it.
        #expect(throws: Never.self) { try ThemeLocator.store(explicit: [], specPath: spec).theme(named: "secret") }
        let named = ThemeLocator.store(explicit: [root.appendingPathComponent("cat/Themes")], specPath: spec, boundary: root.appendingPathComponent("cat"))
        #expect(throws: Never.self) { try named.theme(named: "secret") }
    }

    @Test func aFontLeadingOutIsRefusedAtItsKey() throws {
        let root = try Self.tree()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.removeItem(at: root.appendingPathComponent("cat/Themes"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("cat/Themes"), withIntermediateDirectories: true)
        try Self.theme("brand", fonts: [["file": "../../outside/Brand.otf", "family": "Brand Sans"]])
            .write(to: root.appendingPathComponent("cat/Themes/brand.json"))
        let store = ThemeLocator.store(explicit: [], specPath: root.appendingPathComponent("cat/a.yaml").path, boundary: root.appendingPathComponent("cat"))
        let error = #expect(throws: ThemeError.self) { try store.theme(named: "brand") }
        #expect(error?.keyPath == "fonts[0].file", "\(String(describing: error))")
        #expect(error?.description.contains("names a font that resolves to ") == true, "\(String(describing: error))")
    }
}

import ListshotCairo
import Foundation
import Listshot
import ListshotImage
import ListshotSnapshot
import Testing

/// Verify's display-list path: an unchanged render key in the recording environment passes
/// without drawing; anything that can change the pixels changes the key or disables the path.
@Suite("Render key")
struct RenderKeyTests {
    func recorded() throws -> (ScratchCatalog, CatalogRunner) {
        let scratch = try ScratchCatalog()
        try scratch.write("lists/cells.yaml", ScratchCatalog.spec(titles: ["Alpha", "Beta"]))
        let engine = try CatalogRunner(catalog: scratch.path)
        _ = try engine.record(mode: .all, options: fastOptions())
        return (scratch, engine)
    }

    @Test func unchangedCasesPassWithoutDrawing() throws {
        let (scratch, engine) = try recorded()
        defer { withExtendedLifetime(scratch) {} }
        let run = try engine.verify(options: fastOptions())
        #expect(run.succeeded)
        #expect(run.results.allSatisfy { $0.message == "matches (display list, images and reference unchanged)" })
        var options = fastOptions()
        options.checkPixels = true
        let drawn = try engine.verify(options: options)
        #expect(drawn.succeeded)
        #expect(drawn.results.allSatisfy { $0.message == "matches (pixel hash)" })
    }

    /// Keys name images by their catalog-relative paths: a catalog checked out elsewhere (a CI
    /// clone, a longer folder name) still passes by key.
    @Test func aMovedCatalogStillPassesByKey() throws {
        let (scratch, _) = try recorded()
        let moved = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-moved-catalog-with-a-longer-name-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: scratch.root, to: moved)
        defer { try? FileManager.default.removeItem(at: moved) }
        let run = try CatalogRunner(catalog: moved.path).verify(options: fastOptions())
        #expect(run.succeeded)
        #expect(run.results.allSatisfy { $0.renderKeyMatched == true }, "\(run.results.map(\.message))")
    }

    @Test func aChangedImageChangesTheKeyAndFails() throws {
        let (scratch, engine) = try recorded()
        let other = try Data(contentsOf: packageRoot.appendingPathComponent("Snapshots/assets/avatar-3.png"))
        try other.write(to: scratch.url("lists/photo.png"))
        let run = try engine.verify(options: fastOptions())
        #expect(run.count(.failed) == 2)
    }

    @Test func aReferenceEditedByHandIsNotTrusted() throws {
        let (scratch, engine) = try recorded()
        let night = try Data(contentsOf: scratch.url("lists/cells.night.png"))
        try night.write(to: scratch.url("lists/cells.day.png"))
        let run = try engine.verify(options: fastOptions())
        #expect(run.results.first { $0.key == "lists/cells.day" }?.status == .failed)
    }

    @Test func anotherEnvironmentDrawsEveryCase() throws {
        let (scratch, engine) = try recorded()
        let file = scratch.url(".listshot/manifest.json")
        var manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any] ?? [:]
        var fingerprint = manifest["fingerprint"] as? [String: Any] ?? [:]
        fingerprint["cairo"] = "0.0.1"
        manifest["fingerprint"] = fingerprint
        try JSONSerialization.data(withJSONObject: manifest).write(to: file)
        let run = try engine.verify(options: fastOptions())
        #expect(run.succeeded)
        #expect(run.results.allSatisfy { $0.message == "matches (pixel hash)" })
    }

    @Test func keysDependOnEveryDrawnValue() throws {
        let renderer = Renderer()
        func key(_ title: String, _ color: String = "movistar") throws -> String {
            let screen = Screen(name: "k", theme: color) { CellList(style: .boxed) { Cell(title: title) } }
            return try RenderKey.of(renderer.layout(screen).displayList, catalogRoot: "/")
        }
        #expect(try key("Alpha") == key("Alpha"))
        #expect(try key("Alpha") != key("Alphb"))
        #expect(try key("Alpha") != key("Alpha", "o2-new"))
    }

    /// The key includes the identity of the code that draws (RenderCode.identity): other drawing
    /// sources or other libraries give another key for the same display list.
    @Test func theCodeThatDrawsIsInTheKey() throws {
        let renderer = Renderer()
        let screen = Screen(name: "k", theme: "movistar") { CellList(style: .boxed) { Cell(title: "Alpha") } }
        let list = try renderer.layout(screen).displayList
        #expect(try RenderKey.of(list, catalogRoot: "/") == RenderKey.of(list, catalogRoot: "/", code: RenderCode.identity))
        #expect(try RenderKey.of(list, catalogRoot: "/", code: "sources a") != RenderKey.of(list, catalogRoot: "/", code: "sources b"))
        #expect(RenderCode.identity.hasPrefix("sources \(RenderCode.sourceDigest)\n"))
        #expect(RenderCode.sourceDigest.utf8.count == 64)
        #expect(RenderCode.identity.contains("\ncairo "))
        #if os(Linux)
        // The loaded libraries' files, with their full versions (libpixman-1.so.0.42.2).
        #expect(RenderCode.identity.contains("\nlibpixman-1.so."), "\(RenderCode.identity)")
        #expect(RenderCode.identity.contains("\nlibfreetype.so."), "\(RenderCode.identity)")
        #endif
    }

    /// The soundness of the path over the whole catalog: wherever the recorded key still
    /// matches, the painter must draw exactly the recorded pixels. After any change to the
    /// drawing sources every key differs (RenderCode) and this draws everything; re-record the
    /// keys (`make references`, docs/testing.md, "Render keys").
    @Test func theCatalogsKeysStillMeanItsPixels() throws {
        let engine = try CatalogRunner(catalog: packageRoot.appendingPathComponent("Snapshots").path)
        let manifest = try SnapshotManifest.load(for: engine.catalog)
        #expect(manifest.references.values.allSatisfy { $0.renderKey != nil }, "Every reference records its render key (run `make references`).")
        var options = fastOptions()
        options.checkPixels = true
        options.jobs = 2
        let drawn = try engine.verify(options: options)
        #expect(drawn.succeeded, "\(drawn.summary)")
        let trusted = try engine.verify(options: { var o = fastOptions(); o.jobs = 2; return o }())
        #expect(trusted.succeeded)
        let viaKey = trusted.results.filter { $0.message.hasPrefix("matches (display list") }.count
        if trusted.environmentChanges.isEmpty {
            #expect(viaKey == trusted.results.count, "In the recording environment every case passes by its key.")
        }
    }
}

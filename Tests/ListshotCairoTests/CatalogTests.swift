import Foundation
import Listshot
import ListshotImage
import ListshotSnapshot
import Testing

/// Re-renders every spec in `Snapshots/` and requires the committed references' pixels (recorded
/// by a release build with `--optimize`, so this debug-build test also checks debug against
/// release). Pixels, not PNG bytes: a compressor update changes the bytes of the same pixels.
@Suite("Snapshot catalog")
struct CatalogTests {
    static let specs: [String] = (try? SpecFinder.find([packageRoot.appendingPathComponent("Snapshots").path])) ?? []

    @Test func catalogHasSpecs() {
        #expect(Self.specs.count >= 6)
    }

    @Test(arguments: specs)
    func referencesHaveTheRenderedPixels(specPath: String) throws {
        let renderer = Renderer()
        let spec = try renderer.spec(at: specPath)
        let folder = URL(fileURLWithPath: specPath).deletingLastPathComponent()
        var options = RenderOptions(format: .png)
        options.layoutOnly = true
        for variant in try renderer.render(spec, options: options) {
            let reference = folder.appendingPathComponent(variant.fileName)
            guard let committed = FileManager.default.contents(atPath: reference.path) else {
                Issue.record("No reference at \(reference.path). Record it with `make references`.")
                continue
            }
            let expected = PixelHash.of(PremultipliedBitmap(try PNGCodec.decode(Array(committed))))
            let actual = PixelHash.of(try renderer.image(variant.displayList, specPath: specPath))
            #expect(actual == expected, "\(variant.fileName) differs from its reference. Look at it with `listshot render \(specPath)`; if the change is intended, run `make references`.")
        }
    }
}

import Foundation
import Listshot
import Testing

/// Re-renders every spec in `Snapshots/` and requires byte-identical PNGs to the committed
/// references (recorded by a release build with `--optimize`, so this debug-build test also
/// checks debug against release).
@Suite("Snapshot catalog")
struct CatalogTests {
    static let specs: [String] = (try? SpecFinder.find([packageRoot.appendingPathComponent("Snapshots").path])) ?? []

    @Test func catalogHasSpecs() {
        #expect(Self.specs.count >= 6)
    }

    @Test(arguments: specs)
    func referencesAreByteIdentical(specPath: String) throws {
        let renderer = Renderer(pngCompression: .smallest)
        let spec = try renderer.spec(at: specPath)
        let folder = URL(fileURLWithPath: specPath).deletingLastPathComponent()
        for output in try renderer.render(spec, options: RenderOptions(format: .png)) {
            let reference = folder.appendingPathComponent(output.fileName)
            guard let committed = FileManager.default.contents(atPath: reference.path) else {
                Issue.record("No reference at \(reference.path). Record it with `make references`.")
                continue
            }
            let identical = Array(committed) == output.bytes
            #expect(identical, "\(output.fileName) differs from its reference. Look at it with `listshot render \(specPath)`; if the change is intended, run `make references`.")
        }
    }
}

import ListshotCairo
import Foundation
import Listshot
import ListshotImage
import ListshotSnapshot
import Testing

/// Re-renders every spec in `Snapshots/` and requires the committed references' pixels (recorded
/// by a release build with `--optimize`, so this debug-build test also checks debug against
/// release). Pixels, not PNG bytes: a compressor update changes the bytes of the same pixels.
/// Bytes are checked too, but only where they are promised: on a machine whose environment
/// fingerprint (library versions and font files) is the one the references were recorded in.
@Suite("Snapshot catalog")
struct CatalogTests {
    static let specs: [String] = (try? SpecFinder.find([packageRoot.appendingPathComponent("Snapshots").path])) ?? []

    /// The listing must succeed (the argument list above cannot say why it is empty) and find
    /// every spec: a spec added to or removed from `Snapshots/` changes this number on purpose.
    @Test func catalogHasSpecs() throws {
        let found = try SpecFinder.find([packageRoot.appendingPathComponent("Snapshots").path])
        #expect(found.count == 103, "Snapshots/ holds \(found.count) specs; update this count when a spec is added or removed")
        #expect(found == Self.specs)
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

    /// The committed references are byte-identical to a fresh `smallest` encoding of the same
    /// render, on a machine with the environment they were recorded in (the README's promise);
    /// elsewhere the pixel test above is the check, and this one says why it did not compare.
    @Test func referencesAreByteIdenticalInTheirEnvironment() throws {
        let catalog = try SnapshotCatalog(root: packageRoot.appendingPathComponent("Snapshots").path)
        let recorded = try SnapshotManifest.load(for: catalog).fingerprint
        let here = try EnvironmentFingerprint.current()
        guard let recorded, recorded == here else {
            let why = recorded.map { here.differences(from: $0).joined(separator: "; ") } ?? "the manifest names no environment"
            withKnownIssue("Not the references' environment (\(why)): bytes are not compared here, pixels are.") {
                Issue.record("byte identity not checked")
            }
            return
        }
        let renderer = Renderer(pngCompression: .smallest)
        var compared = 0
        for specPath in Self.specs {
            let spec = try renderer.spec(at: specPath)
            let folder = URL(fileURLWithPath: specPath).deletingLastPathComponent()
            for output in try renderer.render(spec, options: RenderOptions(format: .png)) {
                let reference = folder.appendingPathComponent(output.fileName)
                guard let committed = FileManager.default.contents(atPath: reference.path) else { continue }
                compared += 1
                #expect(Array(committed) == output.bytes, "\(output.fileName): same pixels and environment but other PNG bytes. Re-record with `make references`; if the bytes change again on the next run, the encoder is not deterministic.")
            }
        }
        #expect(compared >= 100, "compared only \(compared) references")
    }
}

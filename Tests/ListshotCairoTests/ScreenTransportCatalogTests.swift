import Foundation
import Listshot
import ListshotSnapshot
import Testing

/// Every screen of the catalog as JSON and back (``ScreenTransport``): what a preview runner in
/// another process writes, the CLI reads and renders. The catalog's specs reach every component
/// kind and most of the view model, so the round trip is checked on what teams actually write.
@Suite("Screen transport of the catalog")
struct ScreenTransportCatalogTests {
    @Test(arguments: CatalogTests.specs)
    func everyVariantReadsBackEqualWithTheSameBytesAndLayout(specPath: String) throws {
        let renderer = Renderer()
        let spec = try renderer.spec(at: specPath)
        for variant in spec.variants {
            let data = try ScreenTransport.encode(variant.screen)
            let decoded = try ScreenTransport.decode(Screen.self, from: data)
            #expect(decoded == variant.screen, "\(variant.fileStem)")
            #expect(try ScreenTransport.encode(decoded) == data, "\(variant.fileStem): written again, other bytes")
            let original = try renderer.layout(variant.screen, specPath: specPath).displayList
            let transported = try renderer.layout(decoded, specPath: specPath).displayList
            #expect(transported == original, "\(variant.fileStem): the decoded screen lays out differently")
        }
    }

    /// The round trip above is only as good as what the catalog holds: it must hold every kind of component.
    @Test func theCatalogReachesEveryComponentKind() throws {
        let renderer = Renderer()
        var kinds = Set<String>()
        for specPath in CatalogTests.specs {
            for variant in try renderer.spec(at: specPath).variants {
                kinds.formUnion(variant.screen.content.map(\.kind.rawValue))
            }
        }
        #expect(kinds == Set(ComponentKind.allCases.map(\.rawValue)))
    }

    /// Pixels too, for one screen with images, a device frame and bars: the renderer draws the
    /// decoded screen as it draws the original.
    @Test func aDecodedScreenRendersTheSamePixels() throws {
        let renderer = Renderer()
        let specPath = CatalogTests.specs.first { $0.hasSuffix("backpack/readme-rail-3.yaml") }
        let path = try #require(specPath, "the catalog has no backpack/readme-rail-3.yaml")
        let screen = try #require(try renderer.spec(at: path).variants.first?.screen)
        let decoded = try ScreenTransport.decode(Screen.self, from: ScreenTransport.encode(screen))
        let original = PixelHash.of(try renderer.image(renderer.layout(screen, specPath: path).displayList, specPath: path))
        let transported = PixelHash.of(try renderer.image(renderer.layout(decoded, specPath: path).displayList, specPath: path))
        #expect(transported == original)
    }
}

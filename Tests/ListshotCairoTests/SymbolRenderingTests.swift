import ListshotCairo
import Foundation
import Listshot
import Testing

/// System symbols drawn by the backend (docs/symbols.md): a filled disc with its glyph knocked
/// out shows what lies behind the symbol through the glyph, not a hole in the screen.
@Suite("System symbols, drawn")
struct SymbolRenderingTests {
    let renderer = Renderer(themeDirectories: [URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Themes")])

    @Test func circleFillKnocksTheGlyphOutOfTheDisc() throws {
        let red = RGBA(red: 255, green: 0, blue: 0)
        let symbol = ViewNode.symbol("checkmark.circle.fill", color: .literal(red), pointSize: 96)
        let screen = Screen(frame: .fit(width: 120, scale: 1), statusBar: nil, content: [.view(ViewNode.vstack([symbol]).padding(12))])
        let list = try renderer.layout(screen).displayList
        let frame = try #require(list.items.compactMap { item -> Rect? in
            if case .path(let p) = item.primitive, item.id.hasSuffix("symbol") { return p.frame }
            return nil
        }.first)
        let image = try #require(try renderer.image(list) as? RasterImage)
        let pixels = PixelReader(image)
        // In 24-unit terms: the disc spans 1…23; Lucide's check, scaled 0.6 about the centre,
        // has its corner at (10.2, 15) and runs to (16.8, 8.4).
        func at(_ x: Double, _ y: Double) -> RGBA { pixels[Int(frame.x + frame.width * x / 24), Int(frame.y + frame.height * y / 24)] }
        #expect(at(12, 3) == red, "the disc is filled")
        #expect(at(10.2, 15) != red, "the check's corner is knocked out")
        #expect(at(10.2, 15).alpha == 255, "what is behind shows through: the knock-out stays inside the symbol's group")
        #expect(at(0.3, 0.3) != red, "outside the disc")
    }
}

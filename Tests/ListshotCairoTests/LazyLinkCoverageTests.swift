import Foundation
import Listshot
import ListshotCairo
import ListshotTestSupport
import Testing

/// Every drawing-library function the sources call goes through a trampoline of
/// `Sources/CLazyLink/lazy_symbols.h`: one that does not is taken from the library by the linker,
/// and the release build's `Scripts/prune-needed.sh` then has to keep that library loading at
/// start-up (every command pays for it again).
@Suite("Drawing libraries load at first use")
struct LazyLinkCoverageTests {
    /// C functions of cairo, pango, fontconfig, harfbuzz, gobject and FreeType named in a call.
    static func calledFunctions() throws -> Set<String> {
        let pattern = try NSRegularExpression(pattern: #"\b(cairo_[a-z0-9_]+|pango_[a-z0-9_]+|Fc[A-Z][A-Za-z0-9]*|hb_[a-z0-9_]+|g_[a-z0-9_]+|FT_[A-Za-z0-9_]+)\("#)
        let sources = packageRoot.appendingPathComponent("Sources")
        var names = Set<String>()
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range(at: 1), in: text) else { continue }
                let name = String(text[range])
                if !name.hasSuffix("_t") { names.insert(name) }  // a C struct's initialiser
            }
        }
        return names
    }

    @Test func everyCalledFunctionIsDeferredAndEveryDeferredOneIsCalled() throws {
        let deferred = Set(DrawingLibraries.deferredFunctions)
        #if arch(x86_64) && os(Linux)
        let called = try Self.calledFunctions()
        #expect(called.count > 100, "the scan found the sources' calls")
        #expect(called.subtracting(deferred).sorted() == [], "add these to Sources/CLazyLink/lazy_symbols.h")
        #expect(deferred.subtracting(called).sorted() == [], "no longer called: remove them from lazy_symbols.h")
        #else
        #expect(deferred.isEmpty)
        #endif
    }

    @Test func aRenderBindsTheLibraries() throws {
        let renderer = Renderer()
        let screen = Screen(theme: "movistar") {
            CellList(style: .fullwidth) { Cell(title: "Loaded at the first drawing call") }
        }
        _ = try renderer.backend.rasterize(renderer.layout(screen).displayList)
        #expect(DrawingLibraries.isLoaded)
    }
}

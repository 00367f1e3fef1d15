import CCairo
@testable import ListshotCairo
import Testing

@Suite("Surface memory")
struct SurfaceMemoryTests {
    /// The first byte of a surface's pixels.
    static func data(_ surface: OpaquePointer) -> UnsafeMutablePointer<UInt8>? { cairo_image_surface_get_data(surface) }

    @Test func aDestroyedScreenIsReusedClearedForTheNextOneThatFits() throws {
        let memory = SurfaceMemory()
        let first = try #require(memory.surface(width: 1179, height: 2556))
        let pixels = try #require(Self.data(first))
        memset(pixels, 0xAB, 1179 * 4 * 2556)
        cairo_surface_destroy(first)
        // Smaller, so the kept mapping fits: same memory, cleared to transparent.
        let second = try #require(memory.surface(width: 1170, height: 2532))
        defer { cairo_surface_destroy(second) }
        #expect(Self.data(second) == pixels)
        let cleared = UnsafeBufferPointer(start: pixels, count: 1170 * 4 * 2532)
        #expect(cleared.allSatisfy { $0 == 0 })
        #expect(Int(bitPattern: pixels) % (2 << 20) == 0, "large surfaces sit on huge-page boundaries")
    }

    @Test func liveSurfacesNeverShareMemory() throws {
        let memory = SurfaceMemory()
        let a = try #require(memory.surface(width: 1179, height: 2556))
        let b = try #require(memory.surface(width: 1179, height: 2556))
        defer { cairo_surface_destroy(a); cairo_surface_destroy(b) }
        #expect(Self.data(a) != Self.data(b))
    }

    @Test func smallSurfacesComeFromTheHeapZeroed() throws {
        let memory = SurfaceMemory()
        let small = try #require(memory.surface(width: 100, height: 100))
        defer { cairo_surface_destroy(small) }
        let pixels = try #require(Self.data(small))
        #expect(UnsafeBufferPointer(start: pixels, count: 100 * 100 * 4).allSatisfy { $0 == 0 })
    }
}

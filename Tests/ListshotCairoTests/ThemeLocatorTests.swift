import Foundation
import Listshot
import Testing

/// The theme search path: `Themes/` folders from the spec's folder upwards, stopped at a boundary
/// when one is given (a git revision's private copy reads nothing above it).
@Suite("Theme search path")
struct ThemeLocatorTests {
    @Test func theWalkStopsAtTheBoundary() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("themes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let copy = root.appendingPathComponent("copy")
        for folder in ["Themes", "copy/Themes", "copy/catalog/lists"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let spec = copy.appendingPathComponent("catalog/lists/a.yaml").path
        let open = ThemeLocator.directories(explicit: [], specPath: spec).map(\.standardized.path)
        #expect(open.contains(root.appendingPathComponent("Themes").standardized.path), "without a boundary the walk climbs on")
        let bounded = ThemeLocator.directories(explicit: [], specPath: spec, boundary: copy).map(\.standardized.path)
        #expect(bounded == [copy.appendingPathComponent("Themes").standardized.path])
        let outside = ThemeLocator.directories(explicit: [], specPath: root.appendingPathComponent("x.yaml").path, boundary: copy)
        #expect(outside.isEmpty, "a spec outside the boundary searches no folder of its own")
    }
}

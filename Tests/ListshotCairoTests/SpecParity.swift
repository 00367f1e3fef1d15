import Foundation
import Listshot
import Testing

/// Expects every variant of the catalog spec at `path` (relative to the package) to lay out the
/// same display list as the Swift API's `swift` turned into that variant (appearance, Dynamic
/// Type size, direction, orientation): what the parity suites check.
func expectSpecParity(_ path: String, _ swift: Screen, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let renderer = Renderer()
    let specPath = packageRoot.appendingPathComponent(path).path
    let spec = try renderer.spec(at: specPath)
    for variant in spec.variants {
        var screen = swift
        screen.appearance = variant.screen.appearance
        screen.contentSize = variant.screen.contentSize
        screen.direction = variant.screen.direction
        if let orientation = variant.screen.frame.orientation { screen.frame = screen.frame.turned(to: orientation) }
        let fromSpec = try renderer.layout(variant.screen, specPath: specPath).displayList
        let fromSwift = try renderer.layout(screen).displayList
        let firstDifference = zip(fromSpec.items, fromSwift.items).first { $0.0 != $0.1 }
            .map { "first different item: \($0.0) ≠ \($0.1)" } ?? "items \(fromSpec.items.count) vs \(fromSwift.items.count)"
        #expect(fromSpec == fromSwift, "\(path) \(variant.fileStem): \(firstDifference)", sourceLocation: sourceLocation)
    }
}

/// The path of a catalog image asset, `Snapshots/assets/NAME`.
func catalogAsset(_ name: String) -> String { packageRoot.appendingPathComponent("Snapshots/assets/\(name)").path }

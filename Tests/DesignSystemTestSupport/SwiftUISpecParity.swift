import Foundation
import Listshot
import ListshotCore
import ListshotSwiftUI
import ListshotTestSupport
import SwiftUI
import Testing

/// One variant a design-system SwiftUI view is checked in: the theme (a Mistica brand, `backpack`) and the appearance.
public struct ParityVariant: Sendable, Hashable, CustomStringConvertible {
    public var theme: String
    public var appearance: Appearance
    public init(theme: String, appearance: Appearance) { self.theme = theme; self.appearance = appearance }
    public var description: String { "\(theme) \(appearance.rawValue)" }
}

/// The Mistica brands Listshot bundles (Themes/*.json with `"designSystem": "mistica"`).
public let misticaBrandThemes = ["movistar", "movistar-new", "o2-new", "vivo-new", "telefonica", "blau"]

/// Expects the SwiftUI screen `make(variant)` builds to lay out the same display list as the catalog spec at `path`
/// (relative to the package) drawn in that variant's theme and appearance, for every variant: what the design systems'
/// SwiftUI suites check. The spec's first variant gives the frame, Dynamic Type size and direction; the SwiftUI screen
/// takes the spec's frame, so only the views are compared. `assetsFolder` (relative to the package) holds the images
/// `Image("name")` finds.
///
/// ```swift
/// try expectSwiftUISpecParity("Snapshots/mistica-swiftui/cells.yaml", themes: misticaBrandThemes) { variant in
///     MisticaConfig.brandStyle = .init(theme: variant.theme)
///     return List { Cell(style: .boxed, title: "Title") }.misticaListStyle()
/// }
/// ```
@MainActor
public func expectSwiftUISpecParity<V: SwiftUI.View>(_ path: String, themes: [String], appearances: [Appearance] = [.day, .night], assetsFolder: String? = nil,
                                                     sourceLocation: SourceLocation = #_sourceLocation,
                                                     _ make: (ParityVariant) -> V) throws {
    let renderer = Renderer()
    let specPath = packageRoot.appendingPathComponent(path).path
    let spec = try renderer.spec(at: specPath)
    guard let base = spec.variants.first?.screen else {
        Issue.record("\(path) has no variants", sourceLocation: sourceLocation)
        return
    }
    for theme in themes {
        for appearance in appearances {
            let variant = ParityVariant(theme: theme, appearance: appearance)
            var specScreen = base
            specScreen.theme = theme
            specScreen.appearance = appearance
            let fromSpec = try renderer.layout(specScreen, specPath: specPath).displayList
            let options = SwiftUISnapshotOptions(device: nil, fitWidth: base.frame.width, appearance: appearance,
                                                 contentSize: base.contentSize, direction: base.direction,
                                                 assetsFolder: assetsFolder.map { packageRoot.appendingPathComponent($0).path })
            var swift = SwiftUIScreen.make(make(variant), name: base.name, options: options).screen
            #expect(swift.theme == theme, "\(path) \(variant): the SwiftUI screen asked for theme \(swift.theme)", sourceLocation: sourceLocation)
            swift.frame = base.frame
            swift.theme = theme
            let fromSwift = try renderer.layout(swift).displayList
            let firstDifference = zip(fromSpec.items, fromSwift.items).first { $0.0 != $0.1 }
                .map { "first different item: spec \($0.0) ≠ SwiftUI \($0.1)" } ?? "items: spec \(fromSpec.items.count), SwiftUI \(fromSwift.items.count)"
            #expect(fromSpec == fromSwift, "\(path) \(variant): \(firstDifference)", sourceLocation: sourceLocation)
        }
    }
}

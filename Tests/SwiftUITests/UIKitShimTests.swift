import Testing
import SwiftUI
import UIKit
import ListshotCore

/// The UIKit shim and SwiftUI's bridges from it (docs/swiftui.md, "UIKit").
@MainActor
struct UIKitShimTests {
    func fill<V: SwiftUI.View>(_ view: V) -> ColorReference? {
        guard case .shape(_, let fill, _) = view.lowerForSnapshot(SnapshotEnvironment()).content.first?.kind else { return nil }
        return fill
    }

    /// (UIColor, Apple's name) — developer.apple.com/documentation/uikit/standard-colors and /ui-element-colors.
    nonisolated static let systemColours: [(String, UIColor)] = [
        ("systemBlue", .systemBlue), ("label", .label), ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground),
        ("systemGray6", .systemGray6), ("separator", .separator), ("systemGroupedBackground", .systemGroupedBackground),
    ]

    @Test(arguments: systemColours)
    func systemColoursKeepTheirNames(name: String, colour: UIColor) {
        #expect(fill(Color(uiColor: colour)) == .system(name))
        #expect(fill(Color(colour)) == .system(name))
        #expect(SystemColorPalette.color(name, .day) != nil, "the palette knows \(name)")
    }

    @Test func rgbWhiteAndAlpha() {
        #expect(fill(Color(uiColor: UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))) == .literal(RGBA(red: 255, green: 128, blue: 0, alpha: 255)))
        #expect(fill(Color(UIColor(white: 0.2, alpha: 0.5))) == .literal(RGBA(red: 51, green: 51, blue: 51, alpha: 128)))
        let faded = UIColor(red: 0, green: 0, blue: 1, alpha: 1).withAlphaComponent(0.25)
        #expect(fill(Color(uiColor: faded)) == .literal(RGBA(red: 0, green: 0, blue: 255, alpha: 64)))
        #expect(UIColor(named: "BrandTint") != nil)
        #expect(fill(Color(uiColor: UIColor(named: "BrandTint") ?? .clear)) == .literal(RGBA(red: 255, green: 0, blue: 255, alpha: 255)),
                "an asset colour not in the catalogs draws magenta (docs/assets.md)")
    }

    @Test func imagesAndFonts() {
        let symbol = Image(uiImage: UIImage(systemName: "star.fill") ?? UIImage()).lowerForSnapshot(SnapshotEnvironment()).content
        #expect(symbol == Image(systemName: "star.fill").lowerForSnapshot(SnapshotEnvironment()).content)
        #expect(Font(UIFont.preferredFont(forTextStyle: .headline)) == .headline)
        #expect(Font(UIFont.preferredFont(forTextStyle: .caption1)) == .caption)
        #expect(Font(UIFont.systemFont(ofSize: 13)) == .system(size: 13))
    }

    @Test("UIScreen.main is the default device's screen")
    func mainScreen() {
        #expect(UIScreen.main.bounds.size == CGSize(width: Device.iPhone16Pro.size.width, height: Device.iPhone16Pro.size.height))
        #expect(UIScreen.main.scale == CGFloat(Device.iPhone16Pro.scale))
    }
}

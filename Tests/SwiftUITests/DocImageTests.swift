import Foundation
import Testing
import SwiftUI
import ListshotCore
import ListshotSwiftUI
import ListshotTestSupport
import struct Listshot.Renderer
@testable import SwiftUICorpus

/// The pictures of docs/swiftui.md and the README are this project's own renders of the corpus's
/// `SettingsView`, and stay so: each committed PNG must be the bytes a fresh render gives (the
/// smallest encoding, as catalog references). `LISTSHOT_RECORD_DOC_IMAGES=1` writes them anew.
@MainActor
struct DocImageTests {
    struct Picture: Sendable, CustomTestStringConvertible {
        var file: String
        var appearance: Appearance
        var contentSize: ListshotCore.ContentSizeCategory
        var direction: ListshotCore.LayoutDirection
        var testDescription: String { file }
    }

    nonisolated static let pictures = [
        Picture(file: "docs/swiftui-settings.day.png", appearance: .day, contentSize: .large, direction: .leftToRight),
        Picture(file: "docs/swiftui-settings.night.png", appearance: .night, contentSize: .large, direction: .leftToRight),
        Picture(file: "docs/swiftui-settings.ax3.day.png", appearance: .day, contentSize: .accessibilityExtraLarge, direction: .leftToRight),
        Picture(file: "docs/swiftui-settings.rtl.day.png", appearance: .day, contentSize: .large, direction: .rightToLeft),
        Picture(file: "docs/swiftui-settings.ax3.rtl.day.png", appearance: .day, contentSize: .accessibilityExtraLarge, direction: .rightToLeft),
    ]

    @Test(arguments: pictures)
    func pictureIsAFreshRender(_ picture: Picture) throws {
        let options = SwiftUISnapshotOptions(device: .iPhone16Pro, appearance: picture.appearance,
                                             contentSize: picture.contentSize, direction: picture.direction)
        let screen = SwiftUIScreen.make(SettingsView(), name: "settings", options: options).screen
        let bytes = try Renderer(pngCompression: .smallest).render(screen, format: .png)
        let url = packageRoot.appendingPathComponent(picture.file)
        if ProcessInfo.processInfo.environment["LISTSHOT_RECORD_DOC_IMAGES"] == "1" {
            try Data(bytes).write(to: url, options: .atomic)
        }
        let committed = try [UInt8](Data(contentsOf: url))
        #expect(committed == bytes, "\(picture.file) is not what the corpus's SettingsView renders now; run the tests with LISTSHOT_RECORD_DOC_IMAGES=1 and look at it")
    }
}

import Foundation
import Testing
import SwiftUI
import ListshotCore
import ListshotSwiftUI
@testable import SwiftUICorpus

/// The SwiftUI corpus's views, lowered as a preview runner lowers them, as JSON and back
/// (``ScreenTransport``): custom shapes, symbols, grids and geometry readers reach the model here.
@Suite("Screen transport of the SwiftUI corpus")
@MainActor
struct ScreenTransportCorpusTests {
    @Test(arguments: corpusScreens)
    func corpusScreensReadBackEqualWithTheSameBytes(_ corpus: CorpusScreen) throws {
        let screen = Screen(name: "corpus", content: corpus.make().content.map(Component.view))
        let data = try ScreenTransport.encode(screen)
        let decoded = try ScreenTransport.decode(Screen.self, from: data)
        #expect(decoded == screen, "\(corpus.file)")
        #expect(try ScreenTransport.encode(decoded) == data, "\(corpus.file): written again, other bytes")
    }

    /// A whole snapshot screen (device frame, navigation bar, status bar) as `SwiftUIScreen.make` builds it.
    @Test func aSnapshotScreenReadsBackEqual() throws {
        let screen = SwiftUIScreen.make(ControlsRenderTests.SettingsForm(), options: SwiftUISnapshotOptions()).screen
        #expect(try ScreenTransport.decode(Screen.self, from: ScreenTransport.encode(screen)) == screen)
    }
}

import Foundation
@testable import ListshotCore
@testable import ListshotSpec
import Testing

/// `screen: OTHER.yaml`: a presentation that frames another spec's screen (docs/presentation.md).
@Suite("Specs that frame another spec's screen")
struct FramedScreenSpecTests {
    static let screen = "device: iphone15\ntheme: movistar\nappearances: [day, night]\nnavigationBar: { title: Lines }\ncontent: [{list: {cells: [{title: A}]}}]\n"

    @Test("The framed screen is the other spec's, with the presentation, name and appearances of this one")
    func framesTheOtherSpec() throws {
        let folder = try ComponentFolder(["screens/lines.yaml": Self.screen])
        let store = try folder.parse("screens/store.yaml", "title: Store\nscreen: lines.yaml\nappearances: day\npresentation: { caption: { title: All lines }, size: app-store-6.9 }\n")
        let lines = try folder.parse("screens/lines.yaml")
        var expected = lines.screen
        expected.name = "store"
        expected.presentation = store.screen.presentation
        #expect(store.screen == expected)
        #expect(store.screen.presentation?.caption?.title == "All lines")
        #expect(store.appearances == [.day] && store.name == "store" && store.title == "Store")
        #expect(store.inputFiles == [URL(fileURLWithPath: folder.path("screens/lines.yaml")).standardized.path])
    }

    @Test("The stage follows the appearance: the default is light by day and black at night; {day, night} sets each")
    func stageFollowsTheAppearance() throws {
        let folder = try ComponentFolder(["lines.yaml": Self.screen])
        let plain = try folder.parse("a.yaml", "screen: lines.yaml\npresentation: {}\n")
        #expect(plain.screen.presentation?.background(for: .day) == Presentation.defaultBackground)
        #expect(plain.screen.presentation?.background(for: .night) == Presentation.defaultNightBackground)
        let both = try folder.parse("b.yaml", "screen: lines.yaml\npresentation: { background: \"#112233\" }\n")
        #expect(both.screen.presentation?.background(for: .night) == .solid(RGBA(red: 0x11, green: 0x22, blue: 0x33)))
        let split = try folder.parse("c.yaml", "screen: lines.yaml\npresentation: { background: { night: \"#000010\" } }\n")
        #expect(split.screen.presentation?.background(for: .day) == Presentation.defaultBackground)
        #expect(split.screen.presentation?.background(for: .night) == .solid(RGBA(red: 0, green: 0, blue: 0x10)))
    }

    @Test(arguments: [
        ("screen: lines.yaml\npresentation: {}\ncontent: []\n", "unknown key"),
        ("screen: lines.yaml\n", "missing key 'presentation'"),
        ("screen: nothing.yaml\npresentation: {}\n", "cannot frame 'nothing.yaml': no such file"),
        ("screen: fit.yaml\npresentation: {}\n", "has no `device:`"),
        ("screen: framing.yaml\npresentation: {}\n", "a framed spec cannot frame a third"),
        ("screen: self.yaml\npresentation: {}\n", "a framed spec cannot frame a third"),
    ])
    func errors(yaml: String, fragment: String) throws {
        let folder = try ComponentFolder([
            "lines.yaml": Self.screen,
            "fit.yaml": "content: [{list: {cells: [{title: A}]}}]\n",
            "framing.yaml": "screen: lines.yaml\npresentation: {}\n",
        ])
        let error = try #require(folder.error(yaml, file: "self.yaml"))
        #expect(error.description.contains(fragment), "\(error)")
    }
}

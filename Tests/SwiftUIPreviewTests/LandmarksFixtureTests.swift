import Foundation
import Testing
import SwiftUI
import ListshotCore
import ListshotSwiftUI
import ListshotTestSupport
import ListshotPreviewNaming
@testable import PreviewFixtureLandmarks

/// One `#Preview` of Tests/PreviewFixtures/Landmarks: where it stands, its entry point (called the way a
/// runner in another module calls it), and what its one preview must say.
struct FixtureMacroPreview: Sendable {
    var file: String
    var line: Int
    var call: @MainActor @Sendable () -> PreviewRegistration
    var expected: Expected
}

/// One `PreviewProvider` of the fixture and its previews, in order.
struct FixtureProvider: Sendable {
    var name: String
    var type: any PreviewProvider.Type
    var expected: [Expected]
}

@MainActor
struct LandmarksFixtureTests {
    static let fixtureFolder = packageRoot.appendingPathComponent("Tests/PreviewFixtures/Landmarks")

    static let macroPreviews: [FixtureMacroPreview] = [
        FixtureMacroPreview(file: "CategoryChip.swift", line: 17, call: { PreviewFixtureLandmarks.__listshotPreview(_CategoryChip_x2E_swift_L17_C1: ()) },
                            expected: Expected(name: "All categories", layout: .sizeThatFits)),
        FixtureMacroPreview(file: "FavoriteButton.swift", line: 17, call: { PreviewFixtureLandmarks.__listshotPreview(_FavoriteButton_x2E_swift_L17_C1: ()) },
                            expected: Expected()),
        FixtureMacroPreview(file: "FavoriteButton.swift", line: 21, call: { PreviewFixtureLandmarks.__listshotPreview(_FavoriteButton_x2E_swift_L21_C1: ()) },
                            expected: Expected(name: "Not set", layout: .fixed(width: 120, height: 80))),
        FixtureMacroPreview(file: "LandmarkList.swift", line: 31, call: { PreviewFixtureLandmarks.__listshotPreview(_LandmarkList_x2E_swift_L31_C1: ()) },
                            expected: Expected()),
        FixtureMacroPreview(file: "LandmarkList.swift", line: 35, call: { PreviewFixtureLandmarks.__listshotPreview(_LandmarkList_x2E_swift_L35_C1: ()) },
                            expected: Expected(name: "Favorites, right to left", orientation: .landscapeLeft, layoutDirection: .rightToLeft)),
        FixtureMacroPreview(file: "LandmarkRow.swift", line: 29, call: { PreviewFixtureLandmarks.__listshotPreview(_LandmarkRow_x2E_swift_L29_C1: ()) },
                            expected: Expected(name: "Dark", layout: .sizeThatFits, colorScheme: .dark)),
    ]

    static let providers: [FixtureProvider] = [
        FixtureProvider(name: "CategoryChip_Previews", type: CategoryChip_Previews.self, expected: [
            Expected(name: "Lakes", layout: .sizeThatFits),
            Expected(name: "Rivers", layout: .sizeThatFits),
            Expected(name: "Mountains", layout: .sizeThatFits),
        ]),
        FixtureProvider(name: "LandmarkRow_Previews", type: LandmarkRow_Previews.self, expected: [
            Expected(name: "Favorite, dark", layout: .fixed(width: 390, height: 90), colorScheme: .dark),
            Expected(name: "Accessibility size", layout: .fixed(width: 390, height: 90), dynamicTypeSize: .accessibility3),
        ]),
        FixtureProvider(name: "LandmarkDetail_Previews", type: LandmarkDetail_Previews.self, expected: [
            Expected(device: "iPhone 16 Pro"),
            Expected(name: "Larger text, landscape", orientation: .landscapeRight, dynamicTypeSize: .xxLarge),
        ]),
    ]

    /// Every `#Preview` in the fixture's files is in `macroPreviews`: a new one without a row fails here.
    @Test func everyMacroPreviewIsListed() throws {
        var found: Set<String> = []
        let files = try #require(FileManager.default.enumerator(at: Self.fixtureFolder, includingPropertiesForKeys: nil))
        for case let url as URL in files where url.pathExtension == "swift" {
            let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            for (index, line) in lines.enumerated() where line.hasPrefix("#Preview") {
                found.insert("\(url.lastPathComponent):\(index + 1)")
            }
        }
        #expect(found == Set(Self.macroPreviews.map { "\($0.file):\($0.line)" }))
        #expect(found.count + Self.providers.map(\.expected.count).reduce(0, +) >= 12)
    }

    /// Each entry point returns the registration of the `#Preview` its label names.
    @Test func entryPointsMatchTheirLabels() throws {
        for preview in Self.macroPreviews {
            let registration = preview.call()
            #expect(registration.fileID == "PreviewFixtureLandmarks/\(preview.file)")
            #expect(registration.line == preview.line)
            #expect(registration.column == 1)
            let label = PreviewEntryName.label(fileName: preview.file, line: preview.line, column: 1)
            let parsed = try #require(PreviewEntryName.parse(label: label))
            #expect(parsed.fileName == preview.file && parsed.line == registration.line && parsed.column == registration.column)
        }
    }

    @Test func macroPreviewsSayWhatTheirSourceSays() {
        for preview in Self.macroPreviews {
            let instances = PreviewInstance.all(in: preview.call())
            #expect(instances.count == 1, "\(preview.file):\(preview.line)")
            if let instance = instances.first {
                PreviewEnumerationTests.check(instance, against: preview.expected, index: 0, title: "\(preview.file):\(preview.line)", drawn: false)
            }
        }
    }

    @Test func providerPreviewsSayWhatTheirSourceSays() {
        for provider in Self.providers {
            let instances = PreviewInstance.all(in: provider.type)
            #expect(instances.count == provider.expected.count, "\(provider.name)")
            for (index, (instance, expected)) in zip(instances, provider.expected).enumerated() {
                PreviewEnumerationTests.check(instance, against: expected, index: index, title: provider.name, drawn: false)
            }
        }
    }

    /// Every preview of the fixture lowers to a screen with content, in the environment it pins, without a
    /// note (the preview modifiers note nothing; the fixture uses only what the module draws).
    @Test func everyPreviewDraws() {
        var all: [(String, PreviewInstance)] = []
        for preview in Self.macroPreviews {
            all += PreviewInstance.all(in: preview.call()).map { ("\(preview.file):\(preview.line)", $0) }
        }
        for provider in Self.providers {
            all += PreviewInstance.all(in: provider.type).map { ("\(provider.name) #\($0.index)", $0) }
        }
        #expect(all.count == 13)
        for (title, preview) in all {
            var options = SwiftUISnapshotOptions()
            if preview.colorScheme == .dark { options.appearance = .night }
            if preview.layoutDirection == .rightToLeft { options.direction = .rightToLeft }
            let made = SwiftUIScreen.make(preview.view, name: title, options: options)
            #expect(!made.screen.content.isEmpty, "\(title) drew nothing")
            // The fixture uses only what the module draws, so a note means a preview lost something.
            #expect(made.notes.isEmpty, "\(title): \(made.notes)")
        }
    }
}

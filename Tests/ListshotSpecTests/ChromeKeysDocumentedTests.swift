import Foundation
@testable import ListshotSpec
import Testing

/// docs/screens.md ("Spec keys") names every chrome and presentation key the reader accepts.
@Suite("Chrome keys are documented")
struct ChromeKeysDocumentedTests {
    static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/screens.md")

    @Test func everyKeyHasItsRow() throws {
        let text = try String(contentsOf: Self.page, encoding: .utf8)
        guard let range = text.range(of: "## Spec keys") else { Issue.record("docs/screens.md has no '## Spec keys' section"); return }
        let section = text[range.lowerBound...]
        let keys = SpecReader.chromeKeys + SpecReader.statusBarKeys + SpecReader.navigationBarKeys + SpecReader.presentationKeys
            + SpecReader.captionKeys + ["items", "selected", "icon", "label", "badge"]
        for key in keys {
            #expect(section.contains("`\(key)`"), "docs/screens.md does not document `\(key)`")
        }
    }
}

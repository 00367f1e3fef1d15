import Foundation
import ListshotTestSupport
import Testing
@testable import ListshotSnapshot

/// The report's CSS and JavaScript live as files under Sources/ListshotSnapshot/Report/Assets;
/// the copies embedded at build time must match them byte for byte.
@Suite("Report assets")
struct ReportAssetsTests {
    @Test(arguments: [("report.css", HTMLReport.style), ("index.js", HTMLReport.indexScript), ("case.js", HTMLReport.caseScript)])
    func embeddedCopyMatchesTheFile(name: String, embedded: String) throws {
        let file = packageRoot.appendingPathComponent("Sources/ListshotSnapshot/Report/Assets/\(name)")
        let bytes = try Data(contentsOf: file)
        #expect(!bytes.isEmpty)
        #expect(Array(embedded.utf8) == Array(bytes))
        // Inlined into a <script> or <style> element, which ends at the first closing tag.
        #expect(!embedded.lowercased().contains("</"))
    }
}

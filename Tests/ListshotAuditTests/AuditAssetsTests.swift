import Foundation
import Testing
@testable import ListshotAudit

/// The audit page's CSS lives in Sources/ListshotAudit/Assets/audit.css; the copy embedded at
/// build time must match it byte for byte.
@Suite("Audit assets")
struct AuditAssetsTests {
    @Test func embeddedStyleMatchesTheFile() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let bytes = try Data(contentsOf: root.appendingPathComponent("Sources/ListshotAudit/Assets/audit.css"))
        #expect(!bytes.isEmpty)
        #expect(Array(AuditReport.style.utf8) == Array(bytes))
    }
}

import Foundation
@testable import ListshotPreview
import Testing

/// The preview's file scan (docs/preview.md): hidden files are skipped but for `.listshot`, where
/// only the files directly inside count, so verify's default report (`.listshot/report/`) neither
/// wakes the preview nor fills the watch limit.
@Suite("Preview file scan")
struct FileIdentitiesTests {
    @Test func theManifestIsWatchedAndTheDefaultReportIsNot() throws {
        let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("listshot-scan-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in ["a.yaml", "a/b.yaml", ".listshot/manifest.json", ".listshot/report/index.html", ".listshot/report/images/x.png",
                     "sub/.listshot/report/index.html", "sub/.listshot/manifest.json", ".git/config", ".hidden.yaml"] {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: file)
        }
        let scan = FileIdentities.scan([root])
        let seen = Set(scan.files.keys.map { String($0.dropFirst(root.path.count + 1)) })
        #expect(seen == ["a.yaml", "a/b.yaml", ".listshot/manifest.json", "sub/.listshot/manifest.json"])
        #expect(!scan.folders.contains { $0.contains("/report") })
    }
}

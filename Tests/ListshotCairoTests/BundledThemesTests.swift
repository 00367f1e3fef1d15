import Foundation
import Listshot
import Testing

/// Themes/ is the source of truth; the copies embedded at build time must match it byte for byte.
@Suite("Bundled themes")
struct BundledThemesTests {
    @Test func embeddedCopyMatchesThemesFolder() throws {
        let folder = packageRoot.appendingPathComponent("Themes")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(!files.isEmpty)
        #expect(Set(BundledThemes.files.keys) == Set(files.map { String($0.dropLast(5)) }), "the bundled set")
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            #expect(BundledThemes.files[String(file.dropLast(5))] == text, "\(file)")
        }
    }
}

import Foundation

/// Paths of the shared pixelmatch fixtures: `<package root>/../shared/conformance/pixelmatch/fixtures`.
enum Fixtures {
    static let folder: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // ListshotImageTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .deletingLastPathComponent()
        .appendingPathComponent("shared/conformance/pixelmatch/fixtures")

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
    }
}

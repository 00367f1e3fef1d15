import Foundation

/// Paths of the pixelmatch fixtures copied into the repository: `Tests/Fixtures/pixelmatch/fixtures`.
enum Fixtures {
    static let folder: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // ListshotImageTests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Fixtures/pixelmatch/fixtures")

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
    }
}

import Foundation
import ListshotSpec
import Testing

/// What the preview reads on a spec's behalf stays inside the served folder once symbolic links
/// are resolved, as `../` does (docs/preview.md, "Safety"): the check is in the spec reader, so
/// `render` with a boundary refuses the same way, at the spec's line and column.
@Suite("Spec files reached through a symlink out of the boundary")
struct SpecLinkBoundaryTests {
    static func tree() throws -> URL {
        let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("listshot-links-\(UUID().uuidString)")
        let manager = FileManager.default
        try manager.createDirectory(at: root.appendingPathComponent("cat"), withIntermediateDirectories: true)
        try manager.createDirectory(at: root.appendingPathComponent("outside/Components"), withIntermediateDirectories: true)
        try Data("device: iphone15\nappearances: [day]\ncontent: [{list: {cells: [{title: Secret}]}}]\n".utf8)
            .write(to: root.appendingPathComponent("outside/secret.yaml"))
        try Data("body: { text: Secret }\n".utf8).write(to: root.appendingPathComponent("outside/Components/Secret.yaml"))
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("cat/lnk").path, withDestinationPath: "../outside")
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("cat/Components").path, withDestinationPath: "../outside/Components")
        return root
    }

    @Test func aFramedScreenThroughASymlinkedFolderIsRefusedAtItsLine() throws {
        let root = try Self.tree()
        defer { try? FileManager.default.removeItem(at: root) }
        let spec = root.appendingPathComponent("cat/a.yaml")
        try Data("screen: lnk/secret.yaml\npresentation: { deviceFrame: black, size: app-store-6.9 }\n".utf8).write(to: spec)
        let error = #expect(throws: SpecError.self) {
            try SpecParser.parse(file: spec.path, searchBoundary: root.appendingPathComponent("cat").path)
        }
        #expect(error?.description.contains("a.yaml:1:9") == true, "\(String(describing: error))")
        #expect(error?.description.contains("symbolic link") == true, "\(String(describing: error))")
        // Without a boundary (plain `render`), a framed spec may name any file, as before.
        #expect(throws: Never.self) { try SpecParser.parse(file: spec.path) }
    }

    @Test func aComponentInASymlinkedComponentsFolderIsRefusedAtItsUse() throws {
        let root = try Self.tree()
        defer { try? FileManager.default.removeItem(at: root) }
        let spec = root.appendingPathComponent("cat/b.yaml")
        try Data("appearances: [day]\ncontent:\n  - view: { component: Secret }\n".utf8).write(to: spec)
        let error = #expect(throws: SpecError.self) {
            try SpecParser.parse(file: spec.path, searchBoundary: root.appendingPathComponent("cat").path)
        }
        #expect(error?.description.contains("b.yaml:3:") == true, "\(String(describing: error))")
        #expect(error?.description.contains("symbolic link") == true, "\(String(describing: error))")
    }
}

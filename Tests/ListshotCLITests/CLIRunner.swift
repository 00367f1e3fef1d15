import Foundation

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Runs the real `listshot` binary built beside the test bundle.
enum CLI {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static var binary: URL {
        // The test runner lives in the build folder (…/debug/ListshotPackageTests.xctest);
        // SwiftPM puts the executable product next to it.
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        if folder.lastPathComponent.hasSuffix(".xctest") { folder = folder.deletingLastPathComponent() }
        return folder.appendingPathComponent("listshot")
    }

    static func run(_ arguments: [String], in directory: URL? = nil) throws -> Output {
        try Run.process(binary.path, arguments, in: directory)
    }
}

/// A scratch folder, removed when the test ends.
final class Scratch {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    func write(_ name: String, bytes: [UInt8]) throws {
        try Data(bytes).write(to: url.appendingPathComponent(name))
    }

    /// Every file under `folder`, relative, sorted.
    func files(in folder: String) -> [String] {
        let path = url.appendingPathComponent(folder).path
        // Hidden files (the `.listshot-output` marker) are Listshot's bookkeeping, not outputs.
        return ((try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? [])
            .filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }.sorted()
    }
}

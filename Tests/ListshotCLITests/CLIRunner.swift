@_exported import ListshotTestSupport
import Foundation


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

/// A scratch folder, removed when the test ends (the shared test-support one).
typealias Scratch = ScratchFolder

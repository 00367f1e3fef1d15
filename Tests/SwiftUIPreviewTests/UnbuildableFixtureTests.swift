import Foundation
import Testing
import ListshotTestSupport

/// Tests/PreviewFixtures/Unbuildable (its README): type-checked against this build's SwiftUI module,
/// exactly one file fails, naming `ShareLink`; the other three compile on their own.
struct UnbuildableFixtureTests {
    static let folder = packageRoot.appendingPathComponent("Tests/PreviewFixtures/Unbuildable")
    static let build = packageRoot.appendingPathComponent(".build/debug")

    /// `swiftc -typecheck` of `files` against the built modules, with the `#Preview` macro's plugin:
    /// its exit status and its output.
    static func typecheck(_ files: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-parse-as-library", "-module-name", "Unbuildable",
                             "-I", build.appendingPathComponent("Modules").path,
                             "-load-plugin-executable", build.appendingPathComponent("ListshotPreviewMacros-tool").path + "#ListshotPreviewMacros"]
            + files.map { folder.appendingPathComponent($0).path }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: build.appendingPathComponent("Modules/SwiftUI.swiftmodule").path),
                   "needs this package's debug build"))
    func exactlyOneFileFails() throws {
        let all = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(all == ["Trail.swift", "TrailList.swift", "TrailRow.swift", "TrailShareButton.swift"])

        let whole = try Self.typecheck(all)
        #expect(whole.status != 0)
        let errors = whole.output.split(separator: "\n").filter { $0.contains("error:") && $0.hasPrefix("/") }
        #expect(!errors.isEmpty && errors.allSatisfy { $0.contains("TrailShareButton.swift:9:") && $0.contains("'ShareLink'") }, "\(whole.output)")

        let rest = try Self.typecheck(all.filter { $0 != "TrailShareButton.swift" })
        #expect(rest.status == 0, "\(rest.output)")
    }
}

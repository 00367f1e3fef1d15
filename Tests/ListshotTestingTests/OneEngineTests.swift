import Foundation
import Listshot
import ListshotSnapshot
@testable import ListshotTesting
import Testing

/// `listshot record`/`verify` and `assertSnapshot` are adapters over one ReferenceEngine: the same
/// screen gives the same reference bytes, sidecar and failure artifacts through either.
@Suite("One engine under every front end")
struct OneEngineTests {
    @Test func bothFrontEndsWriteAndCompareAlike() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-one-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = root.appendingPathComponent("cat")
        let tests = root.appendingPathComponent("tests").path
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        let spec = catalog.appendingPathComponent("s.yaml")
        try Data("appearances: [day]\ncontent: [{list: {cells: [{title: Wi-Fi, subtitle: Connected}]}}]\n".utf8).write(to: spec)

        // Record: the CLI's engine and the test helper (asked for the same encoding).
        var options = SnapshotOptions()
        options.compression = .smallest
        let engine = try CatalogRunner(catalog: catalog.path)
        _ = try engine.record(mode: .missing, options: options)
        let screen = try Renderer().spec(at: spec.path).variants[0].screen
        var assertion = SnapshotAssertion(renderer: Renderer(), tolerance: .default, mode: .missing,
                                          failureFolder: root.appendingPathComponent("failures").path)
        assertion.compression = .smallest
        #expect(assertion.check(screen, stem: "s.day", folder: tests)?.message.contains("Recorded") == true)
        for suffix in [".png", ".layout.json"] {
            let a = try Data(contentsOf: catalog.appendingPathComponent("s.day" + suffix))
            let b = try Data(contentsOf: URL(fileURLWithPath: tests).appendingPathComponent("s.day" + suffix))
            #expect(a == b, "s.day\(suffix) differs between the front ends")
        }

        // The swift-snapshot-testing strategy stores the same bytes as assertSnapshot's default
        // (fast) encoding of the same screen.
        var fast = SnapshotAssertion(renderer: Renderer(), tolerance: .default, mode: .missing,
                                     failureFolder: root.appendingPathComponent("failures").path)
        fast.compression = .fast
        let fastFolder = root.appendingPathComponent("fast").path
        _ = fast.check(screen, stem: "s.day", folder: fastFolder)
        let strategyBytes = try Renderer().render(screen, format: .png)
        #expect(strategyBytes == Array(try Data(contentsOf: URL(fileURLWithPath: fastFolder).appendingPathComponent("s.day.png"))))

        // Change the screen: both fail alike, with the same changes and the same artifact bytes.
        try Data("appearances: [day]\ncontent: [{list: {cells: [{title: Wi-Fi, subtitle: Off}]}}]\n".utf8).write(to: spec)
        options.reportDirectory = root.appendingPathComponent("report").path
        let run = try CatalogRunner(catalog: catalog.path).verify(options: options)
        let result = try #require(run.results.first)
        #expect(result.status == .failed)
        let changed = try Renderer().spec(at: spec.path).variants[0].screen
        let failure = try #require(assertion.check(changed, stem: "s.day", folder: tests))
        for change in result.changes { #expect(failure.message.contains(change), "\(change)") }
        let pairs: [(String?, String)] = [(result.artifacts.expected, "expected"), (result.artifacts.actual, "actual"),
                                          (result.artifacts.diff, "diff"), (result.artifacts.composite, "composite")]
        for (name, kind) in pairs {
            let fromReport = try Data(contentsOf: root.appendingPathComponent("report").appendingPathComponent(try #require(name)))
            let attached = try #require(failure.attachments.first { $0.name == "s.day.\(kind).png" })
            #expect(Array(fromReport) == attached.bytes, "\(kind) differs between the front ends")
        }
    }
}

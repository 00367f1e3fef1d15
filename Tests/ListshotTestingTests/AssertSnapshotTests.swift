import Foundation
import Listshot
import ListshotSnapshotTesting
@testable import ListshotTesting
import SnapshotTesting
import Testing
import XCTest

/// A scratch "test file" path, so references go to a temporary `__Snapshots__` folder.
func scratchTestFile() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("listshot-testing-\(UUID().uuidString)/FeatureTests.swift").path
}

let screen = Screen(name: "settings", theme: "movistar") {
    CellList(style: .boxed) {
        Cell(title: "Wi-Fi", subtitle: "Connected", assetType: .smallIcon(.wifi), control: .switch(isOn: true))
        Cell(title: "Notifications", control: .navigation(badge: .count(2)))
    }
}

/// Collects what an assertion reports instead of failing the running test.
final class RecordingReporter: SnapshotReporter, @unchecked Sendable {
    struct Report { var message: String; var attachments: [SnapshotAttachment]; var location: SnapshotLocation }
    private let lock = NSLock()
    private var storage: [Report] = []
    var reports: [Report] { lock.withLock { storage } }
    func fail(_ message: String, attachments: [SnapshotAttachment], at location: SnapshotLocation) {
        lock.withLock { storage.append(Report(message: message, attachments: attachments, location: location)) }
    }
}

/// A scratch test file under a fresh folder: references land in its `__Snapshots__`.
struct ScratchTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-testing-\(UUID().uuidString)")
    var references: URL { folder.appendingPathComponent("__Snapshots__/AssertSnapshotTests") }
    var failures: String { folder.appendingPathComponent("failures").path }

    func check(_ screen: Screen, stem: String, mode: SnapshotRecordMode = .missing) -> SnapshotFailure? {
        SnapshotAssertion(renderer: Renderer(), tolerance: .default, mode: mode,
                          failureFolder: (failures as NSString).appendingPathComponent("AssertSnapshotTests"))
            .check(screen, stem: stem, folder: references.path)
    }
}

func changedScreen() -> Screen {
    var changed = screen
    if case .cellList(var list) = changed.content[0] {
        list.cells[1].title = "Alerts"
        changed.content[0] = .cellList(list)
    }
    return changed
}

@Suite("assertSnapshot with Swift Testing")
struct AssertSnapshotTests {
    @Test func recordsWhenMissingThenPasses() throws {
        let scratch = ScratchTests()
        let first = try #require(scratch.check(screen, stem: "settings.1.day"))
        #expect(first.message.contains("No reference was found on disk. Recorded"))
        #expect(first.attachments.map(\.name) == ["settings.1.day.png"])
        #expect(FileManager.default.fileExists(atPath: scratch.references.appendingPathComponent("settings.1.day.png").path))
        #expect(FileManager.default.fileExists(atPath: scratch.references.appendingPathComponent("settings.1.day.layout.json").path))
        #expect(scratch.check(screen, stem: "settings.1.day") == nil)
    }

    @Test func mismatchesExplainWhatChangedAndAttachEveryImage() throws {
        let scratch = ScratchTests()
        _ = scratch.check(screen, stem: "s.day")
        let failure = try #require(scratch.check(changedScreen(), stem: "s.day"))
        #expect(failure.message.contains("does not match"))
        #expect(failure.message.contains("list[0].cell[1].title text \"Notifications\" → \"Alerts\""))
        #expect(failure.message.contains("record: .failed"))
        #expect(failure.attachments.map(\.name) == ["s.day.expected.png", "s.day.actual.png", "s.day.diff.png", "s.day.composite.png", "s.day.changes.txt"])
        let changes = String(decoding: try #require(failure.attachments.last).bytes, as: UTF8.self)
        #expect(changes.contains("\"Alerts\""))
        // Failure images are written under the configured folder, namespaced by test file.
        for name in ["s.day.actual.png", "s.day.diff.png", "s.day.composite.png"] {
            #expect(FileManager.default.fileExists(atPath: "\(scratch.failures)/AssertSnapshotTests/\(name)"), "\(name)")
        }
    }

    @Test func everyCallInATestGetsItsOwnName() {
        let reporter = RecordingReporter()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-names-\(UUID().uuidString)").path
        let references = scratchFolder()
        for _ in 0..<2 {
            assertSnapshot(of: screen, appearances: [.day], snapshotDirectory: references, failureFolder: folder, reporter: reporter)
        }
        assertSnapshot(of: screen, named: "custom name", appearances: [.day], snapshotDirectory: references, failureFolder: folder, reporter: reporter)
        let recorded = reporter.reports.compactMap { $0.attachments.first?.name }
        #expect(recorded == ["everyCallInATestGetsItsOwnName.1.day.png", "everyCallInATestGetsItsOwnName.2.day.png",
                             "everyCallInATestGetsItsOwnName.custom-name.day.png"], "\(recorded)")
        // The failure points at the caller's line in this file.
        #expect(reporter.reports.allSatisfy { String(describing: $0.location.filePath) == #filePath })
        #expect(reporter.reports.allSatisfy { $0.location.fileID.hasSuffix("AssertSnapshotTests.swift") })
    }

    @Test(arguments: ["movistar", "vivo-new"])
    func parameterisedCasesIncludeTheArgument(theme: String) {
        let reporter = RecordingReporter()
        assertSnapshot(of: screen.with(theme: theme), appearances: [.night], snapshotDirectory: scratchFolder(), reporter: reporter)
        let name = reporter.reports.first?.attachments.first?.name
        #expect(name == "parameterisedCasesIncludeTheArgument(\(theme)).1.night.png", "\(name ?? "nil")")
    }

    @Test func aRecordArgumentOverridesTheEnvironment() {
        let reporter = RecordingReporter()
        assertSnapshot(of: screen, named: "never", appearances: [.day], record: .never, snapshotDirectory: scratchFolder(), reporter: reporter)
        #expect(reporter.reports.first?.message.contains("record mode is never") == true, "\(reporter.reports.map(\.message))")
        #expect(reporter.reports.first?.attachments.isEmpty == true)
    }

    @Test(arguments: [("al", true), ("ALL", false), ("", false), ("failed", false), ("nevr", true)])
    func unknownRecordModesAreErrors(value: String, fails: Bool) {
        do {
            let mode = try SnapshotRecordMode.fromEnvironment(["LISTSHOT_RECORD": value])
            #expect(!fails, "\(value) gave \(mode)")
        } catch {
            #expect(fails)
            #expect(error.description.contains("LISTSHOT_RECORD=\(value) is not a record mode. Use one of missing, all, failed, never"))
        }
    }

    @Test func aRenderErrorIsAFailureAndNeverAReference() throws {
        let scratch = ScratchTests()
        var broken = screen
        broken.theme = "no-such-theme"
        let failure = try #require(scratch.check(broken, stem: "broken.day"))
        #expect(failure.message.contains("could not be rendered"))
        #expect(failure.message.contains("no-such-theme"))
        #expect(!FileManager.default.fileExists(atPath: scratch.references.appendingPathComponent("broken.day.png").path))
    }

    @Test func recordingIsFastByDefaultAndSmallestOnRequest() throws {
        let fast = ScratchTests()
        _ = fast.check(screen, stem: "s.day")
        var smallest = SnapshotAssertion(renderer: Renderer(), tolerance: .default, mode: .missing)
        smallest.compression = .smallest
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-smallest-\(UUID().uuidString)").path
        _ = smallest.check(screen, stem: "s.day", folder: folder)
        let fastSize = try Data(contentsOf: fast.references.appendingPathComponent("s.day.png")).count
        let smallSize = try Data(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent("s.day.png")).count
        #expect(smallSize < fastSize, "smallest \(smallSize) B, fast \(fastSize) B")
    }

    @Test(arguments: [("testSettings()", "testSettings"), ("boxed cells", "boxed-cells"), ("a/b(c)", "a-b-c")])
    func testNamesBecomeFileNames(name: String, expected: String) {
        #expect(SnapshotNaming.sanitize(name) == expected)
    }

    @Test func swiftSnapshotTestingStrategyRecordsThenMatchesAndAttaches() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-sst-\(UUID().uuidString)").path
        let first = verifySnapshot(of: screen, as: .listshot(appearance: .night), named: "settings",
                                   snapshotDirectory: directory, testName: "strategy")
        #expect(first?.contains("No reference was found on disk") == true, "\(first ?? "nil")")
        let second = verifySnapshot(of: screen, as: .listshot(appearance: .night), named: "settings",
                                    snapshotDirectory: directory, testName: "strategy")
        #expect(second == nil, "\(second ?? "")")
        let reference = try Data(contentsOf: URL(fileURLWithPath: directory).appendingPathComponent("strategy.settings.png"))
        var changed = changedScreen()
        changed.name = "changed"
        let actual = Data(try Renderer().render(changed.with(appearance: .night), format: .png))
        let result = try #require(Diffing<Data>.listshot().diff(reference, actual))
        #expect(result.0.contains("pixels"), "\(result.0)")
        #expect(result.1.count == 4, "expected, actual, diff and side-by-side are attached")
    }

    @Test func theStrategyNeverStoresARenderError() {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-sst-\(UUID().uuidString)").path
        var broken = screen
        broken.theme = "no-such-theme"
        withKnownIssue("the render error is reported") {
            let message = verifySnapshot(of: broken, as: .listshot(), named: "broken", snapshotDirectory: directory,
                                         timeout: 0.2, testName: "strategy")
            #expect(message != nil)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("could not render") && $0.rawValue.contains("no-such-theme") }
        }
        #expect(!FileManager.default.fileExists(atPath: directory + "/strategy.broken.png"))
    }
}

/// A fresh folder for references written through `assertSnapshot`.
func scratchFolder() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("listshot-refs-\(UUID().uuidString)").path
}

/// The same helper from XCTest: the failure is an XCTest failure at the caller's file and line.
final class AssertSnapshotXCTests: XCTestCase {
    func testMatchingReferencePasses() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-xctest-\(UUID().uuidString)").path
        let assertion = SnapshotAssertion(renderer: Renderer(), tolerance: .default, mode: .missing)
        XCTAssertNotNil(assertion.check(screen, stem: "settings", folder: folder))   // records
        XCTAssertNil(assertion.check(screen, stem: "settings", folder: folder))      // then matches
    }

    func testNumberingUnderXCTest() {
        let reporter = RecordingReporter()
        let references = scratchFolder()
        assertSnapshot(of: screen, appearances: [.day], snapshotDirectory: references, reporter: reporter)
        assertSnapshot(of: screen, appearances: [.day], snapshotDirectory: references, reporter: reporter)
        XCTAssertEqual(reporter.reports.compactMap { $0.attachments.first?.name },
                       ["testNumberingUnderXCTest.1.day.png", "testNumberingUnderXCTest.2.day.png"])
        XCTAssertEqual(reporter.reports.first?.location.line, UInt(#line) - 4)
    }
}

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

@Suite("assertSnapshot with Swift Testing")
struct AssertSnapshotTests {
    @Test func recordsWhenMissingThenPasses() throws {
        let file = scratchTestFile()
        withKnownIssue("the first run records and fails") {
            assertSnapshot(of: screen, named: "settings", filePath: file)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("No reference was found on disk. Recorded") }
        }
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("__Snapshots__/FeatureTests")
        for appearance in ["day", "night"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("settings.\(appearance).png").path))
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("settings.\(appearance).layout.json").path))
        }
        assertSnapshot(of: screen, named: "settings", filePath: file)
    }

    @Test func mismatchesExplainWhatChanged() throws {
        let file = scratchTestFile()
        withKnownIssue { assertSnapshot(of: screen, named: "settings", appearances: [.day], filePath: file) }
        var changed = screen
        if case .cellList(var list) = changed.content[0] {
            list.cells[1].title = "Alerts"
            changed.content[0] = .cellList(list)
        }
        withKnownIssue("the title changed") {
            assertSnapshot(of: changed, named: "settings", appearances: [.day], filePath: file)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("does not match") && $0.rawValue.contains("list[0].cell[1].title text \"Notifications\" → \"Alerts\"")
                    && $0.rawValue.contains("LISTSHOT_RECORD=failed")
            }
        }
    }

    @Test func themesMultiplyTheReferences() throws {
        let file = scratchTestFile()
        withKnownIssue { assertSnapshot(of: screen, named: "brands", themes: ["movistar"], appearances: [.night], filePath: file) }
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("__Snapshots__/FeatureTests")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("brands.movistar.night.png").path))
    }

    @Test func neverModeDoesNotWrite() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-never-\(UUID().uuidString)").path
        let message = SnapshotAssertion(renderer: Renderer(), tolerance: .default, mode: .never).check(screen, stem: "x", folder: folder)
        #expect(message?.contains("LISTSHOT_RECORD=never") == true)
        #expect(!FileManager.default.fileExists(atPath: folder + "/x.png"))
    }

    @Test(arguments: [("testSettings()", "testSettings"), ("boxed cells", "boxed-cells"), ("a/b(c)", "a-b-c")])
    func testNamesBecomeFileNames(name: String, expected: String) {
        #expect(SnapshotLocation.sanitize(name) == expected)
    }

    @Test func swiftSnapshotTestingStrategyRecordsThenMatches() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-sst-\(UUID().uuidString)").path
        let first = verifySnapshot(of: screen, as: .listshot(appearance: .night), named: "settings",
                                   snapshotDirectory: directory, testName: "strategy")
        #expect(first?.contains("No reference was found on disk") == true, "\(first ?? "nil")")
        let second = verifySnapshot(of: screen, as: .listshot(appearance: .night), named: "settings",
                                    snapshotDirectory: directory, testName: "strategy")
        #expect(second == nil, "\(second ?? "")")
        var changed = screen
        changed.name = "changed"
        if case .cellList(var list) = changed.content[0] {
            list.cells[0].subtitle = "Disconnected"
            changed.content[0] = .cellList(list)
        }
        let third = verifySnapshot(of: changed, as: .listshot(appearance: .night), named: "settings",
                                   snapshotDirectory: directory, testName: "strategy")
        #expect(third?.contains("pixels") == true, "\(third ?? "nil")")
    }
}

/// The same helper from XCTest.
final class AssertSnapshotXCTests: XCTestCase {
    func testMatchingReferencePasses() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-xctest-\(UUID().uuidString)").path
        let assertion = SnapshotAssertion(renderer: Renderer(), tolerance: .default, mode: .missing)
        XCTAssertNotNil(assertion.check(screen, stem: "settings", folder: folder))   // records
        XCTAssertNil(assertion.check(screen, stem: "settings", folder: folder))      // then matches
    }
}

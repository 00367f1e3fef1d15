import Foundation
import Listshot
import ListshotDiff
import ListshotImage
import ListshotSnapshot
import Testing
import XCTest

/// Asserts that `screen` still renders like its references, in every theme and appearance.
///
/// References live beside the test file in `__Snapshots__/<TestFile>/<name>.<theme>.<appearance>.png`
/// with a display-list sidecar. A missing reference is recorded and the assertion fails,
/// asking you to re-run; `LISTSHOT_RECORD` (see ``SnapshotRecordMode``) controls recording.
/// On a mismatch the message lists what changed (`cell[1].title text "A" → "B"`) and where the
/// actual, diff and side-by-side images were written. Works from Swift Testing and XCTest.
///
/// ```swift
/// @Test func settings() {
///     assertSnapshot(of: Screen { CellList { Cell(title: "Wi-Fi") } }, themes: ["movistar"])
/// }
/// ```
public func assertSnapshot(of screen: Screen, named name: String? = nil, themes: [String]? = nil,
                           appearances: [Appearance] = [.day, .night], tolerance: DiffTolerance = .default,
                           ignoring: [IgnoreRegion] = [],
                           renderer: Renderer = Renderer(),
                           fileID: String = #fileID, filePath: String = #filePath, testName: String = #function,
                           line: Int = #line, column: Int = #column) {
    let location = SnapshotLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let base = name ?? SnapshotLocation.sanitize(testName)
    for theme in themes ?? [screen.theme] {
        for appearance in appearances {
            var variant = screen.with(appearance: appearance)
            variant.theme = theme
            let stem = themes == nil ? "\(base).\(appearance.rawValue)" : "\(base).\(theme).\(appearance.rawValue)"
            if let failure = SnapshotAssertion(renderer: renderer, tolerance: tolerance, mode: .current, ignoring: ignoring)
                .check(variant, stem: stem, folder: location.referenceFolder) {
                location.fail(failure)
            }
        }
    }
}

/// Where the assertion was made, and how it reports failures to the running framework.
struct SnapshotLocation {
    var fileID: String
    var filePath: String
    var line: Int
    var column: Int

    /// `<test file folder>/__Snapshots__/<test file name>`.
    var referenceFolder: String {
        let url = URL(fileURLWithPath: filePath)
        return url.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(url.deletingPathExtension().lastPathComponent).path
    }

    /// Records an issue in Swift Testing, or an XCTest failure otherwise.
    func fail(_ message: String) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        } else {
            XCTFail(message, file: StaticString(stringLiteral: "listshot"), line: UInt(line))
        }
    }

    /// `testSettings()` → `testSettings`, `boxed cells` → `boxed-cells`.
    static func sanitize(_ name: String) -> String {
        let trimmed = name.hasSuffix("()") ? String(name.dropLast(2)) : name
        let mapped = trimmed.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" }
        return String(mapped).trimmingCharacters(in: CharacterSet(charactersIn: "-"))
    }
}

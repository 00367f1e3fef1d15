import Foundation
import Listshot
import ListshotDiff
import ListshotSnapshot

/// Asserts that `screen` still renders like its references, in every theme and appearance.
///
/// References live beside the test file in
/// `__Snapshots__/<TestFile>/<test>.<name or number>[.<theme>].<appearance>.png`, each with a
/// display-list sidecar. Every call in one test gets its own name: `named:` or the next number;
/// a parameterised Swift Testing case adds its arguments (`snapshotDirectory:` puts them
/// elsewhere; failure images go to `failureFolder:`, else `$LISTSHOT_FAILURES`, else the temporary
/// folder, under the test file's name). A missing reference is recorded and the
/// assertion fails, asking you to re-run; `record:` (else `LISTSHOT_RECORD`, see
/// ``SnapshotRecordMode``) controls recording. On a mismatch the failure points at the caller's
/// line, lists what changed (`cell[1].title text "A" → "B"`) and attaches the reference, actual,
/// diff and side-by-side PNGs and the change list. A render error is a failure carrying the error.
///
/// ```swift
/// @Test func settings() {
///     assertSnapshot(of: Screen { CellList { Cell(title: "Wi-Fi") } }, themes: ["movistar"])
/// }
/// ```
public func assertSnapshot(of screen: Screen, named name: String? = nil, themes: [String]? = nil,
                           appearances: [Appearance] = [.day, .night], tolerance: DiffTolerance = .default,
                           ignoring: [IgnoreRegion] = [], record: SnapshotRecordMode? = nil,
                           compression: PNGCompression = .fast, snapshotDirectory: String? = nil, failureFolder: String? = nil,
                           renderer: Renderer = Renderer(), reporter: any SnapshotReporter = FrameworkSnapshotReporter(),
                           fileID: String = #fileID, filePath: StaticString = #filePath, testName: String = #function,
                           line: UInt = #line, column: UInt = #column) {
    let location = SnapshotLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let (assertion, base) = SnapshotAssertion.start(named: name, record: record, renderer: renderer, tolerance: tolerance,
                                                          ignoring: ignoring, compression: compression, failureFolder: failureFolder,
                                                          testName: testName, location: location, reporter: reporter) else { return }
    for theme in themes ?? [screen.theme] {
        for appearance in appearances {
            var variant = screen.with(appearance: appearance)
            variant.theme = theme
            let stem = themes == nil ? "\(base).\(appearance.rawValue)" : "\(base).\(theme).\(appearance.rawValue)"
            if let failure = assertion.check(variant, stem: stem, folder: snapshotDirectory ?? location.referenceFolder) {
                reporter.fail(failure.message, attachments: failure.attachments, at: location)
            }
        }
    }
}

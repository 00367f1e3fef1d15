import Foundation
import Listshot
import ListshotDiff
import ListshotSnapshot

extension SnapshotAssertion {
    /// The assertion one `assertSnapshot` call makes and the stem of its references' names: the
    /// record mode given, else `LISTSHOT_RECORD`'s (a bad value fails the call and gives nil), and
    /// failure images under the test file's name.
    static func start(named name: String?, record: SnapshotRecordMode?, renderer: Renderer, tolerance: DiffTolerance,
                      ignoring: [IgnoreRegion], compression: PNGCompression, failureFolder: String?, testName: String,
                      location: SnapshotLocation, reporter: any SnapshotReporter) -> (assertion: SnapshotAssertion, base: String)? {
        let mode: SnapshotRecordMode
        if let record {
            mode = record
        } else {
            do { mode = try SnapshotRecordMode.fromEnvironment() } catch {
                reporter.fail(error.description, attachments: [], at: location)
                return nil
            }
        }
        let base = SnapshotNaming.next(named: name, testName: testName, filePath: location.path)
        let failures = failureFolder ?? defaultFailureFolder()
        let assertion = SnapshotAssertion(renderer: renderer, tolerance: tolerance, mode: mode, ignoring: ignoring,
                                          compression: compression,
                                          failureFolder: (failures as NSString).appendingPathComponent(location.testFileName))
        return (assertion, base)
    }
}

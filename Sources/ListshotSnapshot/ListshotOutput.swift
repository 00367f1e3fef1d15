import Foundation
import Listshot
import ListshotImage

/// Folders inside a catalog that Listshot wrote as output, never references: a `--report` or
/// gallery folder carries ``OutputFolder/marker``; an older report is known by its `report.json`
/// in Listshot's report format. Orphan search and `--prune` never look inside them. A folder that
/// holds specs is never output, whatever marker or report lies in it (``OutputFolder/holdsSpecs(_:)``).
///
/// ```swift
/// ListshotOutput.isOutput("Snapshots/listshot-report")   // true
/// ```
public enum ListshotOutput {
    public static func isOutput(_ folder: String) -> Bool {
        // The subtree is searched for specs once, and only for a folder that claims to be output.
        (OutputFolder.isMarked(folder) || holdsOldReport(folder)) && !OutputFolder.holdsSpecs(folder)
    }

    /// Whether `folder/report.json` reads as a Listshot report of any version.
    static func holdsOldReport(_ folder: String) -> Bool {
        let report = (folder as NSString).appendingPathComponent("report.json")
        guard let bytes = try? RegularFile.read(report, limit: ReportAcceptance.reportSizeLimit) else { return false }
        return (try? JSONDecoder().decode(ReportShape.self, from: Data(bytes))) != nil
    }

    /// The fields every Listshot report has, whatever its version.
    private struct ReportShape: Decodable {
        var formatVersion: Int
        var catalog: String
        var results: [Result]
        struct Result: Decodable { var key: String; var status: String }
    }
}

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
        if OutputFolder.isOutput(folder) { return true }
        let report = (folder as NSString).appendingPathComponent("report.json")
        guard let bytes = try? RegularFile.read(report, limit: ReportAcceptance.reportSizeLimit),
              (try? JSONDecoder().decode(ReportShape.self, from: Data(bytes))) != nil else { return false }
        return !OutputFolder.holdsSpecs(folder)
    }

    /// The fields every Listshot report has, whatever its version.
    private struct ReportShape: Decodable {
        var formatVersion: Int
        var catalog: String
        var results: [Result]
        struct Result: Decodable { var key: String; var status: String }
    }
}

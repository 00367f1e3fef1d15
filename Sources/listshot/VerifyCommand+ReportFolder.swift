import Foundation
import ListshotSnapshot

extension VerifyCommand {
    /// The report folder: `--report` when given, else `CATALOG/.listshot/report`, which the
    /// catalog's `.listshot/.gitignore` keeps out of git, so `verify` leaves a working tree clean
    /// (docs/commands.md, "The report").
    func reportFolder(_ engine: CatalogRunner) throws -> String {
        if let report { return report }
        // Refuses a `.listshot` that is a link, and writes the ignore file before the report.
        try engine.catalog.checkMetadata(files: [".gitignore"], create: true)
        return engine.catalog.defaultReportFolder
    }
}

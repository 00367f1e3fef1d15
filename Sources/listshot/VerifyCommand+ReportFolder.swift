import Foundation
import ListshotSnapshot

extension VerifyCommand {
    /// The report folder: `--report` when given, else `CATALOG/.listshot/report`, which the
    /// catalog's `.listshot/.gitignore` keeps out of git, so `verify` leaves a working tree clean
    /// (docs/commands.md, "The report").
    /// Nothing is made here: the engine makes the folder (and `.listshot/.gitignore`) once the
    /// input has been checked (`CatalogRunner.prepareReport`).
    func reportFolder(_ engine: CatalogRunner) -> String {
        report ?? engine.catalog.defaultReportFolder
    }
}

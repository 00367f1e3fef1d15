import Listshot
import ListshotPreviews
import ListshotText

/// How a run that recorded previews ends: exit 2 naming each Swift file that did not build, unless
/// `--allow-unbuildable` (docs/previews.md, "When a file does not build").
enum PreviewOutcome {
    static func check(_ loaded: PreviewSnapshots?, allowUnbuildable: Bool) throws {
        guard let loaded else { return }
        for problem in loaded.previewProblems { Terminal.out("ERROR \(problem.id.escapingControlCharacters): \(problem.message.escapingControlCharacters)") }
        if !allowUnbuildable {
            for failure in loaded.failures { Terminal.out("ERROR \(failure.summary.escapingControlCharacters)") }
        }
        let count = loaded.previewProblems.count + (allowUnbuildable ? 0 : loaded.failures.count)
        if count > 0 {
            throw ListshotError.usage("\(count) preview file\(count == 1 ? "" : "s") or preview\(count == 1 ? "" : "s") could not be drawn (ERROR above); the others were recorded. Fix each, or pass --allow-unbuildable to let files that do not build pass.")
        }
    }
}

import Foundation
import Listshot
import ListshotDiff
import ListshotImage

extension CatalogRunner {
    static func failureMessage(diff: DiffResult, result: SnapshotResult, catalog: String, extra: [String] = []) -> String {
        var message: String
        switch diff.verdict {
        case .sizeMismatch(let expected, let actual):
            message = "Sizes differ: \(expected) px expected, \(actual) px rendered."
        default:
            let ratio = result.totalPixels > 0 ? Double(result.mismatchedPixels) / Double(result.totalPixels) * 100 : 0
            message = "\(result.mismatchedPixels) pixels differ (\(String(format: "%.3f", ratio))%)\(result.boundingBox.map { " within \($0)" } ?? "")."
        }
        if result.changes.isEmpty && !result.changedElements.isEmpty {
            message += " The layout did not change; the pixels differ in \(result.changedElements.prefix(3).joined(separator: ", ")) (fonts, libraries or drawing code?)."
        }
        message += " If the change is intended, run `\(RecordCommandLine.record(catalog: catalog, mode: .all, keys: [result.key], extra: extra))`."
        return message
    }
}

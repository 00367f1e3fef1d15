import Foundation
import Listshot
import ListshotDiff
import ListshotImage

extension CatalogRunner {
    /// The smallest elements whose frames overlap `box` (device pixels), at most eight.
    static func elements(in box: PixelRect, of list: DisplayList) -> [String] {
        let s = list.scale
        let area = Rect(x: Double(box.x) / s, y: Double(box.y) / s, width: Double(box.width) / s, height: Double(box.height) / s)
        var hits: [(String, Double)] = []
        for (id, frame) in list.canvasFrames where id != "background" {
            guard frame.width > 0, frame.height > 0,
                  frame.intersects(area) || (box.width <= 1 && box.height <= 1 && frame.union(area) == frame) else { continue }
            if !hits.contains(where: { $0.0 == id }) { hits.append((id, frame.width * frame.height)) }
        }
        // Drop ancestors when a descendant is listed: "cell[2].title" says more than "cell[2]".
        let ids = hits.map(\.0)
        let leaves = hits.filter { hit in !ids.contains { $0 != hit.0 && $0.hasPrefix(hit.0 + ".") } }
        return leaves.sorted { $0.1 < $1.1 }.prefix(8).map(\.0)
    }

    static func failureMessage(diff: DiffResult, result: SnapshotResult, catalog: String) -> String {
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
        message += " If the change is intended, run `\(RecordCommandLine.record(catalog: catalog, mode: .all, keys: [result.key]))`."
        return message
    }
}

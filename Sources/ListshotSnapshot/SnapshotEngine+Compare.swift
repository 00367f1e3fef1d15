import Foundation
import Listshot
import ListshotDiff
import ListshotImage

extension SnapshotEngine {
    /// The slow path: decode the reference, compare pixels, explain the difference.
    func compare(_ item: SnapshotCase, raster: RasterImage, list: DisplayList, into base: SnapshotResult,
                 options: SnapshotOptions) throws(ListshotError) -> SnapshotResult {
        var result = base
        let expected: RGBABitmap
        do {
            expected = try PNGCodec.decode(contentsOfFile: item.referencePath)
        } catch {
            throw .io(path: item.referencePath, message: "\(error)")
        }
        let actual: RGBABitmap
        do { actual = try raster.bitmap() } catch {
            throw .io(path: item.referencePath, message: "the render could not be read back (\(error)).")
        }
        var diffOptions = options.diff
        diffOptions.ignoredRegions += options.ignore.flatMap { $0.pixelRects(in: list) }
        let diff = ImageComparator(options: diffOptions).compare(expected: expected, actual: actual, diffImage: options.reportDirectory != nil)
        if diff.passed {
            result.status = .passed
            result.message = "matches (pixels\(diff.statistics.map { $0.mismatchedPixels > 0 ? ", \($0.mismatchedPixels) within tolerance" : "" } ?? ""))"
            return result
        }
        result.status = .failed
        if let stats = diff.statistics {
            result.mismatchedPixels = stats.mismatchedPixels
            result.boundingBox = stats.boundingBox
        }
        switch Sidecar.load(item.sidecarPath) {
        case .list(let stored):
            let portable = Sidecar.portable(list, catalogRoot: catalog.root).roundTripped()
            result.changes = DisplayListDiff(old: stored, new: portable).changes.map(\.description)
        case .unusable(let problem):
            result.changes = ["No element changes: \(problem)"]
        case .missing:
            break
        }
        if let box = diff.statistics?.boundingBox {
            result.changedElements = Self.elements(in: box, of: list)
        }
        result.message = Self.failureMessage(diff: diff, result: result, catalog: catalog.root)
        if let report = options.reportDirectory {
            result.artifacts = try FailureArtifacts.write(expectedPath: item.referencePath, expected: expected, actual: actual,
                                                          raster: raster, diff: diff.diffImage, key: item.key, report: report)
        }
        return result
    }

    /// The smallest elements whose frames overlap `box` (device pixels), at most eight.
    static func elements(in box: PixelRect, of list: DisplayList) -> [String] {
        let s = list.scale
        let area = Rect(x: Double(box.x) / s, y: Double(box.y) / s, width: Double(box.width) / s, height: Double(box.height) / s)
        var hits: [(String, Double)] = []
        for item in list.items where item.id != "background" {
            guard let frame = item.primitive.frame, frame.width > 0, frame.height > 0,
                  frame.intersects(area) || (box.width <= 1 && box.height <= 1 && frame.union(area) == frame) else { continue }
            if !hits.contains(where: { $0.0 == item.id }) { hits.append((item.id, frame.width * frame.height)) }
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
        message += " If the change is intended, run `\(AcceptCommand.record(catalog: catalog, mode: .all, keys: [result.key]))`."
        return message
    }
}

import Foundation
import Listshot
import ListshotDiff
import ListshotImage
import ListshotSnapshot

/// One reference check: render, compare, record as the mode says. Returns a failure message,
/// or nil when the assertion passes.
struct SnapshotAssertion {
    var renderer: Renderer
    var tolerance: DiffTolerance
    var mode: SnapshotRecordMode
    var ignoring: [IgnoreRegion] = []

    func check(_ screen: Screen, stem: String, folder: String) -> String? {
        let reference = (folder as NSString).appendingPathComponent(stem + ".png")
        let sidecar = (folder as NSString).appendingPathComponent(stem + ".layout.json")
        do {
            let layout = try renderer.layout(screen)
            let raster: RasterImage
            do { raster = try renderer.backend.rasterize(layout.displayList) } catch { throw ListshotError.render(error, spec: "") }
            let exists = FileManager.default.fileExists(atPath: reference)
            if !exists {
                guard mode != .never else {
                    return "No reference at \(reference), and LISTSHOT_RECORD=never. Record it locally (unset LISTSHOT_RECORD) and commit it."
                }
                try write(raster, list: layout.displayList, reference: reference, sidecar: sidecar, folder: folder)
                return "No reference was found on disk. Recorded \(reference). Re-run the test to assert against it."
            }
            if mode == .all {
                try write(raster, list: layout.displayList, reference: reference, sidecar: sidecar, folder: folder)
                return "Re-recorded \(reference) (LISTSHOT_RECORD=all). Unset LISTSHOT_RECORD and re-run to assert against it."
            }
            let expected: RGBABitmap
            do { expected = try PNGCodec.decode(contentsOfFile: reference) } catch { return "\(reference): \(error)" }
            let actual = try raster.bitmap()
            var options = DiffOptions.default
            options.tolerance = tolerance
            options.ignoredRegions = ignoring.flatMap { $0.pixelRects(in: layout.displayList) }
            let diff = ImageComparator(options: options).compare(expected: expected, actual: actual, diffImage: true)
            if diff.passed { return nil }
            if mode == .failed {
                try write(raster, list: layout.displayList, reference: reference, sidecar: sidecar, folder: folder)
                return "Re-recorded \(reference) (LISTSHOT_RECORD=failed): \(diff.message) Re-run to assert against it."
            }
            var lines = ["Snapshot \(stem) does not match \(reference): \(diff.message)"]
            switch Sidecar.load(sidecar) {
            case .list(let stored):
                let fresh = Sidecar.portable(layout.displayList, catalogRoot: folder).roundTripped()
                lines += DisplayListDiff(old: stored, new: fresh).changes.prefix(10).map { "  \($0)" }
            case .unusable(let problem):
                lines.append("  No element changes: \(problem)")
            case .missing:
                break
            }
            let artifacts = try writeFailure(stem: stem, expected: expected, actual: actual, raster: raster, diff: diff.diffImage)
            lines.append("Actual, diff and side-by-side images: \(artifacts). If the change is intended, re-run with LISTSHOT_RECORD=failed.")
            return lines.joined(separator: "\n")
        } catch {
            return "Snapshot \(stem) could not be rendered: \(error)"
        }
    }

    func write(_ raster: RasterImage, list: DisplayList, reference: String, sidecar: String, folder: String) throws {
        try AtomicFile.write(raster.pngData(options: .smallest), to: reference)
        try AtomicFile.write(try Sidecar.encode(list, catalogRoot: folder), to: sidecar)
    }

    /// Writes the failure images under the temporary folder; returns the folder.
    func writeFailure(stem: String, expected: RGBABitmap, actual: RGBABitmap, raster: RasterImage, diff: RGBABitmap?) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-failures").path
        try AtomicFile.write(raster.pngData(options: .fast), to: "\(folder)/\(stem).actual.png")
        if let diff { try AtomicFile.write(PNGCodec.encode(diff, options: .fast), to: "\(folder)/\(stem).diff.png") }
        let composite = DiffComposite.sideBySide(expected: expected, diff: diff, actual: actual, gap: 8, background: .white)
        try AtomicFile.write(PNGCodec.encode(composite, options: .fast), to: "\(folder)/\(stem).composite.png")
        return folder
    }
}

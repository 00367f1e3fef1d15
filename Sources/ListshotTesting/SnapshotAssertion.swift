import Foundation
import Listshot
import ListshotDiff
import ListshotImage
import ListshotSnapshot

/// A failed snapshot check: the message and the files to attach.
struct SnapshotFailure: Sendable {
    var message: String
    var attachments: [SnapshotAttachment] = []
}

/// One reference check: render, compare, record as the mode says. Returns the failure, or nil
/// when the assertion passes.
struct SnapshotAssertion {
    var renderer: Renderer
    var tolerance: DiffTolerance
    var mode: SnapshotRecordMode
    var ignoring: [IgnoreRegion] = []
    /// How recorded references are encoded: fast by default in tests; `.smallest` on request.
    var compression: PNGCompression = .fast
    /// Where failure images go, already namespaced by test file.
    var failureFolder: String = SnapshotAssertion.defaultFailureFolder()

    /// `$LISTSHOT_FAILURES`, else `<temporary folder>/listshot-failures`.
    static func defaultFailureFolder() -> String {
        if let folder = ProcessInfo.processInfo.environment["LISTSHOT_FAILURES"], !folder.isEmpty { return folder }
        return FileManager.default.temporaryDirectory.appendingPathComponent("listshot-failures").path
    }

    func check(_ screen: Screen, stem: String, folder: String) -> SnapshotFailure? {
        let reference = (folder as NSString).appendingPathComponent(stem + ".png")
        let sidecar = (folder as NSString).appendingPathComponent(stem + ".layout.json")
        let layout: LayoutResult
        let raster: RasterImage
        do {
            layout = try renderer.layout(screen)
            do { raster = try renderer.backend.rasterize(layout.displayList) } catch { throw ListshotError.render(error, spec: "") }
        } catch {
            // Never recorded: a render error is a failure that carries the error.
            return SnapshotFailure(message: "Snapshot \(stem) could not be rendered: \(error)")
        }
        do {
            if !FileManager.default.fileExists(atPath: reference) {
                guard mode != .never else {
                    return SnapshotFailure(message: "No reference at \(reference), and the record mode is never. Record it locally (record: .missing, or unset LISTSHOT_RECORD) and commit it.")
                }
                let png = try write(raster, list: layout.displayList, reference: reference, sidecar: sidecar, folder: folder)
                return SnapshotFailure(message: "No reference was found on disk. Recorded \(reference). Re-run the test to assert against it.",
                                       attachments: [SnapshotAttachment(name: stem + ".png", bytes: png)])
            }
            if mode == .all {
                let png = try write(raster, list: layout.displayList, reference: reference, sidecar: sidecar, folder: folder)
                return SnapshotFailure(message: "Re-recorded \(reference) (record mode all). Turn recording off and re-run to assert against it.",
                                       attachments: [SnapshotAttachment(name: stem + ".png", bytes: png)])
            }
            let referenceBytes = try RegularFile.read(reference, limit: RegularFile.imageLimit)
            let expected: RGBABitmap
            do { expected = try PNGCodec.decode(referenceBytes) } catch {
                return SnapshotFailure(message: "\(reference): \(error) Re-record it (record: .all).")
            }
            let actual = try raster.bitmap()
            var options = DiffOptions.default
            options.tolerance = tolerance
            options.ignoredRegions = ignoring.flatMap { $0.pixelRects(in: layout.displayList) }
            let diff = ImageComparator(options: options).compare(expected: expected, actual: actual, diffImage: true)
            if diff.passed { return nil }
            if mode == .failed {
                let png = try write(raster, list: layout.displayList, reference: reference, sidecar: sidecar, folder: folder)
                return SnapshotFailure(message: "Re-recorded \(reference) (record mode failed): \(diff.message) Re-run to assert against it.",
                                       attachments: [SnapshotAttachment(name: stem + ".png", bytes: png)])
            }
            var lines = ["Snapshot \(stem) does not match \(reference): \(diff.message)"]
            var changes: [String] = []
            switch Sidecar.load(sidecar) {
            case .list(let stored):
                let fresh = Sidecar.portable(layout.displayList, catalogRoot: folder).roundTripped()
                changes = DisplayListDiff(old: stored, new: fresh).changes.map(\.description)
            case .unusable(let problem):
                changes = ["No element changes: \(problem)"]
            case .missing:
                break
            }
            lines += changes.prefix(10).map { "  \($0)" }
            var attachments = try writeFailure(stem: stem, expected: expected, actual: actual, raster: raster, diff: diff.diffImage)
            attachments.insert(SnapshotAttachment(name: stem + ".reference.png", bytes: referenceBytes), at: 0)
            if !changes.isEmpty {
                attachments.append(SnapshotAttachment(name: stem + ".changes.txt", bytes: Array((changes.joined(separator: "\n") + "\n").utf8)))
            }
            lines.append("Actual, diff and side-by-side images: \(failureFolder)/\(stem).*.png. If the change is intended, re-run with record: .failed (or LISTSHOT_RECORD=failed).")
            return SnapshotFailure(message: lines.joined(separator: "\n"), attachments: attachments)
        } catch {
            return SnapshotFailure(message: "Snapshot \(stem) could not be checked: \(error)")
        }
    }

    /// Writes the reference and its sidecar; returns the PNG bytes.
    func write(_ raster: RasterImage, list: DisplayList, reference: String, sidecar: String, folder: String) throws -> [UInt8] {
        let png = compression.encode(raster)
        try AtomicFile.write(png, to: reference)
        try AtomicFile.write(try Sidecar.encode(list, catalogRoot: folder), to: sidecar)
        return png
    }

    /// Writes the actual, diff and composite images into the failure folder; returns them.
    func writeFailure(stem: String, expected: RGBABitmap, actual: RGBABitmap, raster: RasterImage, diff: RGBABitmap?) throws -> [SnapshotAttachment] {
        var files = [SnapshotAttachment(name: stem + ".actual.png", bytes: raster.pngData(options: .fast))]
        if let diff { files.append(SnapshotAttachment(name: stem + ".diff.png", bytes: PNGCodec.encode(diff, options: .fast))) }
        let composite = DiffComposite.sideBySide(expected: expected, diff: diff, actual: actual, gap: 8, background: .white)
        files.append(SnapshotAttachment(name: stem + ".composite.png", bytes: PNGCodec.encode(composite, options: .fast)))
        for file in files { try AtomicFile.write(file.bytes, to: (failureFolder as NSString).appendingPathComponent(file.name)) }
        return files
    }
}

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

/// `assertSnapshot`'s adapter over ``ReferenceEngine``: render, check as the mode says, and word
/// the outcome for a test. Returns the failure, or nil when the assertion passes.
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
        let layout: LayoutResult
        let raster: any PremultipliedImage
        do {
            layout = try renderer.layout(screen)
            raster = try renderer.image(layout.displayList)
        } catch {
            // Never recorded: a render error is a failure that carries the error.
            return SnapshotFailure(message: "Snapshot \(stem) could not be rendered: \(error)")
        }
        var diff = DiffOptions.default
        diff.tolerance = tolerance
        let engine = ReferenceEngine(diff: diff, ignore: ignoring, compression: compression.encodingOptions,
                                     artifacts: ReferenceEngine.Artifacts(folder: failureFolder, naming: .flat))
        let outcome: ReferenceEngine.Outcome
        do {
            outcome = try engine.check(key: stem, image: raster, displayList: layout.displayList,
                                       reference: ReferenceEngine.Reference(png: reference, sidecar: (folder as NSString).appendingPathComponent(stem + ".layout.json"),
                                                                          catalogRoot: folder),
                                       mode: mode)
        } catch {
            return SnapshotFailure(message: "Snapshot \(stem) could not be checked: \(error) Re-record it (record: .all).")
        }
        let recorded = outcome.recordedPNG.map { [SnapshotAttachment(name: stem + ".png", bytes: $0)] } ?? []
        switch outcome.status {
        case .passed:
            return nil
        case .new:
            return SnapshotFailure(message: "No reference at \(reference), and the record mode is never. Record it locally (record: .missing, or unset LISTSHOT_RECORD) and commit it.")
        case .recorded where !outcome.existed:
            return SnapshotFailure(message: "No reference was found on disk. Recorded \(reference). Re-run the test to assert against it.", attachments: recorded)
        case .recorded where mode == .all:
            return SnapshotFailure(message: "Re-recorded \(reference) (record mode all). Turn recording off and re-run to assert against it.", attachments: recorded)
        case .recorded:
            return SnapshotFailure(message: "Re-recorded \(reference) (record mode failed): it no longer matched. Re-run to assert against it.", attachments: recorded)
        case .unchanged, .skipped:
            return SnapshotFailure(message: "Kept \(reference) (record mode all): it already has these pixels. Turn recording off and re-run to assert against it.")
        default:
            var lines = ["Snapshot \(stem) does not match \(reference): \(outcome.diff?.message ?? "the images differ.")"]
            lines += outcome.changes.prefix(10).map { "  \($0)" }
            var attachments = outcome.artifacts.map { SnapshotAttachment(name: $0.name, bytes: $0.bytes) }
            if !outcome.changes.isEmpty {
                attachments.append(SnapshotAttachment(name: stem + ".changes.txt", bytes: Array((outcome.changes.joined(separator: "\n") + "\n").utf8)))
            }
            lines.append("Expected, actual, diff and side-by-side images: \(failureFolder)/\(stem).*.png. If the change is intended, re-run with record: .failed (or LISTSHOT_RECORD=failed).")
            return SnapshotFailure(message: lines.joined(separator: "\n"), attachments: attachments)
        }
    }
}

import Foundation
import Listshot
import ListshotDiff
import ListshotImage

/// Writes a failure's images into the report folder: expected, actual, diff and the
/// `expected | diff | actual` composite, under `images/` with the case key as name.
enum FailureArtifacts {
    static func name(_ key: String, _ suffix: String) -> String { ReportPath.image(key, suffix) }

    static func writeActual(_ raster: RasterImage, key: String, report: String) throws(ListshotError) -> String {
        let file = name(key, "actual")
        try AtomicFile.write(raster.pngData(options: .fast), to: (report as NSString).appendingPathComponent(file))
        return file
    }

    static func write(expectedPath: String, expected: RGBABitmap, actual: RGBABitmap, raster: RasterImage,
                      diff: RGBABitmap?, key: String, report: String) throws(ListshotError) -> SnapshotResult.Artifacts {
        var artifacts = SnapshotResult.Artifacts()
        func put(_ bytes: [UInt8], _ suffix: String) throws(ListshotError) -> String {
            let file = name(key, suffix)
            try AtomicFile.write(bytes, to: (report as NSString).appendingPathComponent(file))
            return file
        }
        if let data = FileManager.default.contents(atPath: expectedPath) {
            artifacts.expected = try put(Array(data), "expected")
        }
        artifacts.actual = try put(raster.pngData(options: .fast), "actual")
        if let diff {
            artifacts.diff = try put(PNGCodec.encode(diff, options: .fast), "diff")
        }
        let composite = DiffComposite.sideBySide(expected: expected, diff: diff, actual: actual, gap: 8, background: .white)
        artifacts.composite = try put(PNGCodec.encode(composite, options: .fast), "composite")
        return artifacts
    }
}

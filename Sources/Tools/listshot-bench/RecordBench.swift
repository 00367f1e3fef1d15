import Foundation
import ListshotImage
#if canImport(Glibc)
import Glibc
#endif

/// Whole-process figures for `listshot record` (docs/testing.md, "Recording"): the package's
/// Snapshots catalog copied to a scratch folder, then
/// - `record --mode all` of the unchanged catalog beside `verify --check-pixels` of the same
///   catalog, median wall times of the same run;
/// - `record --mode all` after removing every reference: CPU per Mpx and total bytes, beside the
///   earlier smallest encoding (every filter ranked at level 6, the winner at libdeflate level 12),
///   measured here on the same images.
///
/// ```sh
/// swift run -c release listshot-bench --record-only --runs 3
/// ```
enum RecordBench {
    /// The encoding `listshot record` used before unfiltered level-10 rows.
    static let previousEncoding = PNGEncodingOptions(compressionLevel: 12, filter: .smallestOfAll, engine: .libdeflate)

    static func run(root: URL, runs: Int) throws {
        let listshot = try ProcessBench.binary()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-bench-record-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let catalog = folder.appendingPathComponent("Snapshots")
        try FileManager.default.copyItem(at: root.appendingPathComponent("Snapshots"), to: catalog)
        func report(_ label: String, _ value: String) { print(label.padding(toLength: 40, withPad: " ", startingAt: 0) + value) }

        print("")
        print("record (\(runs) runs each, median wall time; the Snapshots catalog, whole processes)")
        let unchanged = try ProcessTimer.median(listshot, ["record", "Snapshots", "--mode", "all"], in: folder.path, runs: runs)
        let verify = try ProcessTimer.median(listshot, ["verify", "Snapshots", "--check-pixels", "--report", "report"],
                                             in: folder.path, runs: runs)
        report("record --mode all, nothing changed", String(format: "%9.1f ms", unchanged))
        report("verify --check-pixels", String(format: "%9.1f ms  (record ÷ verify: %.2f, goal ≤ 2)", verify, unchanged / verify))

        // Every reference removed, then recorded again: one run (each costs tens of seconds).
        let references = try referenceFiles(in: catalog)
        for file in references { try FileManager.default.removeItem(at: file) }
        try? FileManager.default.removeItem(at: catalog.appendingPathComponent(".listshot/manifest.json"))
        let cpuBefore = childCPUSeconds()
        let start = DispatchTime.now().uptimeNanoseconds
        // One run, not a median: it is timed whole (ProcessTimer.median runs it once more first).
        let previous = FileManager.default.currentDirectoryPath
        guard FileManager.default.changeCurrentDirectoryPath(folder.path) else { throw BenchError.unexpected("cannot enter \(folder.path)") }
        let status = try ProcessTimer.spawn(listshot, ["record", "Snapshots", "--mode", "all"])
        _ = FileManager.default.changeCurrentDirectoryPath(previous)
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000_000
        let cpu = childCPUSeconds() - cpuBefore
        guard status == 0 else { throw BenchError.unexpected("record --mode all exited with \(status)") }

        // The same images encoded both ways here, on one thread's worth of work each.
        var pixels = 0, bytes = 0, previousBytes = 0
        var encodeCPU = 0.0, previousCPU = 0.0
        for file in references {
            let png = try [UInt8](Data(contentsOf: file))
            let bitmap = try PNGCodec.decode(png)
            pixels += bitmap.width * bitmap.height
            bytes += png.count
            var mark = processCPUSeconds()
            _ = PNGCodec.encode(bitmap, options: .smallest)
            encodeCPU += processCPUSeconds() - mark
            mark = processCPUSeconds()
            previousBytes += PNGCodec.encode(bitmap, options: previousEncoding).count
            previousCPU += processCPUSeconds() - mark
        }
        let megapixels = Double(pixels) / 1_000_000
        // Before: this record's CPU with its encoding swapped for the previous one's.
        let previousRecordCPU = cpu - encodeCPU + previousCPU
        print("record --mode all after removing every reference (\(references.count) images, \(String(format: "%.1f", megapixels)) Mpx):")
        report("  wall", String(format: "%9.1f s", wall))
        report("  CPU per Mpx", String(format: "%9.1f ms  (before: %.1f ms, %.2f× less; goal ≥ 5×)",
                                      cpu * 1000 / megapixels, previousRecordCPU * 1000 / megapixels, previousRecordCPU / cpu))
        report("  encoding alone, CPU per Mpx", String(format: "%9.1f ms  (before: %.1f ms)", encodeCPU * 1000 / megapixels, previousCPU * 1000 / megapixels))
        report("  total bytes", String(format: "%9d    (before: %d, %.3f×; goal ≤ 1.02×)", bytes, previousBytes, Double(bytes) / Double(previousBytes)))
    }

    /// The catalog's reference PNGs: those with a layout sidecar beside them (`x.day.png` and
    /// `x.day.layout.json`), so the images specs draw (`assets/`, `Assets.xcassets/`) stay.
    static func referenceFiles(in catalog: URL) throws -> [URL] {
        guard let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else { return [] }
        var files: [URL] = []
        for case let url as URL in walker where url.pathExtension == "png" {
            let sidecar = url.deletingPathExtension().appendingPathExtension("layout.json")
            if FileManager.default.fileExists(atPath: sidecar.path) { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    static func childCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    static func processCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }

    static func seconds(_ value: timeval) -> Double { Double(value.tv_sec) + Double(value.tv_usec) / 1_000_000 }
}

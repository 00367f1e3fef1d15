import ListshotCairo
import Foundation
import Listshot
import ListshotImage

/// Whole-process figures of the release `listshot` binary beside this bench: a cold render of
/// the reference screen and of a full iPhone 15 Pro Max screen with every bar, a diff of two PNGs written by another encoder, a verify with nothing to
/// verify, and the environment fingerprint.
enum ProcessBench {
    static func binary() throws -> String {
        let own = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let path = own.deletingLastPathComponent().appendingPathComponent("listshot").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw BenchError.unexpected("\(path) is missing: build it first (`make bench` does)")
        }
        return path
    }

    static func run(raster: RasterImage, changedRaster: RasterImage, referenceSpec: String, screensSpec: String, runs: Int,
                    keep: String? = nil, bars: inout Bars) throws {
        let listshot = try binary()
        let folder = keep.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("listshot-bench-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
        defer { if keep == nil { try? FileManager.default.removeItem(at: folder) } }
        try Data(referenceSpec.utf8).write(to: folder.appendingPathComponent("reference.yaml"))
        try Data(screensSpec.utf8).write(to: folder.appendingPathComponent("screen.yaml"))
        let dir = folder.path
        print("")
        print("Whole process (\(runs) runs each, median wall time)")
        func report(_ label: String, _ value: Double) { print(String(format: "%-44@ %8.2f ms", label as NSString, value)) }

        let startup = try ProcessTimer.median(listshot, ["--version"], in: dir, runs: runs)
        report("listshot --version (process start)", startup)
        let cold = try ProcessTimer.median(listshot, ["render", "reference.yaml", "--out", "out"], in: dir, runs: runs)
        report("cold render of the reference screen", cold)
        bars.add("cold whole-process render, reference screen", median: cold, atMost: 40,
                 floor: String(format: "%.2f ms: process start (listshot --version)", startup))

        let screen = try ProcessTimer.median(listshot, ["render", "screen.yaml", "--out", "out"], in: dir, runs: runs)
        report("cold render, iPhone 15 Pro Max with every bar", screen)
        bars.add("cold whole-process render, Pro Max with every bar", median: screen, atMost: 40)

        // Two 3 Mpx PNGs from another encoder (Cairo's libpng writer, adaptive filters, zlib 6).
        let a = PNGCompression.cairo.encode(raster)
        let b = PNGCompression.cairo.encode(changedRaster)
        try Data(a).write(to: folder.appendingPathComponent("a.png"))
        try Data(b).write(to: folder.appendingPathComponent("b.png"))
        let diff = try ProcessTimer.median(listshot, ["diff", "a.png", "b.png"], in: dir, runs: runs, expected: 1)
        report("listshot diff of two libpng-written 3 Mpx PNGs", diff)
        bars.add("listshot diff, 3 Mpx PNGs from another encoder", median: diff, atMost: 25)

        try Data("device: iphone15\nappearances: [day]\ncontent:\n  - list:\n      cells:\n        - title: Only\n".utf8)
            .write(to: folder.appendingPathComponent("empty/only.yaml"))
        // The fixed cost, bounded from above: a catalog of one tiny recorded case that passes by its
        // render key (so nothing is drawn), report and JUnit XML written.
        _ = try ProcessTimer.median(listshot, ["record", "empty"], in: dir, runs: 0)
        let nothing = try ProcessTimer.median(listshot, ["verify", "empty", "--report", "report"], in: dir, runs: runs)
        report("verify, one unchanged tiny case (nothing drawn)", nothing)
        bars.add("fixed cost of a verify run (nothing to draw)", median: nothing, atMost: 40)

        let fingerprint = try ProcessTimer.median(listshot, ["fingerprint"], in: dir, runs: runs)
        report("listshot fingerprint (font hashes cached)", fingerprint)
        bars.add("fingerprint, whole process", median: fingerprint, atMost: 15)
    }
}

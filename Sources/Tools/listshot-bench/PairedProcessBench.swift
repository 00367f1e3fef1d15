import ListshotCairo
import Foundation
import Listshot

/// Whole-process figures of two `listshot` binaries side by side: this build's and another (an
/// earlier build kept for comparison), run in turn A B A B … so that a machine's drift touches
/// both alike. For each figure: each binary's median wall time and the median of the per-pair
/// ratios (docs/benchmark.md).
///
///     swift run -c release listshot-bench --vs /path/to/other/listshot [--runs N]
enum PairedProcessBench {
    struct Figure { var label: String; var arguments: [String]; var expected: Int32 = 0 }

    static func run(other: String, raster: RasterImage, changedRaster: RasterImage, referenceSpec: String, runs: Int) throws {
        let listshot = try ProcessBench.binary()
        guard FileManager.default.isExecutableFile(atPath: other) else { throw BenchError.unexpected("--vs \(other): not an executable file") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-bench-paired-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(referenceSpec.utf8).write(to: folder.appendingPathComponent("reference.yaml"))
        try Data(PNGCompression.cairo.encode(raster)).write(to: folder.appendingPathComponent("a.png"))
        try Data(PNGCompression.cairo.encode(changedRaster)).write(to: folder.appendingPathComponent("b.png"))
        let figures = [
            Figure(label: "process start (--version)", arguments: ["--version"]),
            Figure(label: "cold render of the reference screen", arguments: ["render", "reference.yaml", "--out", "out"]),
            Figure(label: "diff of two libpng-written 3 Mpx PNGs", arguments: ["diff", "a.png", "b.png"], expected: 1),
        ]
        print("Paired whole-process figures (\(runs) pairs each, median wall ms)")
        print("  A: \(listshot)")
        print("  B: \(other)")
        func pad(_ text: String) -> String { text.padding(toLength: 40, withPad: " ", startingAt: 0) }
        print(pad("") + "         A         B       A/B")
        for figure in figures {
            let (a, b, ratio) = try ProcessTimer.paired(listshot, other, figure.arguments, in: folder.path, runs: runs, expected: figure.expected)
            print(pad(figure.label) + String(format: " %9.2f %9.2f %9.3f", a, b, ratio))
        }
        let sizes = [listshot, other].map { ((try? FileManager.default.attributesOfItem(atPath: $0))?[.size] as? Int) ?? 0 }
        print(pad("binary size (MB)") + String(format: " %9.1f %9.1f %9.3f", Double(sizes[0]) / 1e6, Double(sizes[1]) / 1e6,
                                                   Double(sizes[0]) / Double(max(1, sizes[1]))))
    }
}

extension ProcessTimer {
    /// `a` and `b` run in turn `runs` times each after one unmeasured run of each: their median
    /// wall times and the median of the per-pair ratios a/b.
    static func paired(_ a: String, _ b: String, _ arguments: [String], in directory: String, runs: Int,
                       expected: Int32) throws -> (Double, Double, Double) {
        var samplesA: [Double] = [], samplesB: [Double] = [], ratios: [Double] = []
        try inside(directory) {
            for run in 0...runs {
                let timeA = try time(a, arguments, expected: expected)
                let timeB = try time(b, arguments, expected: expected)
                guard run > 0 else { continue }
                samplesA.append(timeA); samplesB.append(timeB); ratios.append(timeA / timeB)
            }
        }
        func middle(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        return (middle(samplesA), middle(samplesB), middle(ratios))
    }
}

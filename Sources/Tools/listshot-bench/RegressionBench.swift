import Foundation
import Listshot
import ListshotDiff
import ListshotImage
import ListshotSnapshot
import ListshotSupport

/// The regression engine's figures: verify, diff and a 400-reference catalog.
enum RegressionBench {
    static func spec(cells: Int, device: Bool, appearances: String, seed: Int) -> String {
        let styles = TagStyle.allCases
        var text = (device ? "device: iphone15\n" : "") + "theme: movistar\nappearances: \(appearances)\ncontent:\n  - list:\n      style: boxed\n      cells:\n"
        for index in 0..<cells {
            text += """
                    - title: Cell title \(index + 1) \(seed)
                      subtitle: Subtitle with some detail
                      headline: { tag: { style: \(styles[index % styles.count].rawValue), text: \(styles[index % styles.count].rawValue.capitalized) } }
                      asset: { image: avatar-\(index % 4 + 1).png }
                      control: { navigation: { badge: \(index == 0 ? 12 : index) } }

            """
        }
        return text
    }

    static func makeCatalog(specs: Int, cells: Int, device: Bool, appearances: String, root: URL) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("specs"), withIntermediateDirectories: true)
        for index in 1...4 {
            let avatar = root.appendingPathComponent("Snapshots/assets/avatar-\(index).png")
            try FileManager.default.copyItem(at: avatar, to: folder.appendingPathComponent("specs/avatar-\(index).png"))
        }
        for index in 0..<specs {
            try Data(spec(cells: cells, device: device, appearances: appearances, seed: index).utf8)
                .write(to: folder.appendingPathComponent(String(format: "specs/screen-%03d.yaml", index)))
        }
        return folder
    }

    static func run(root: URL, measure: (String, () throws -> Void) throws -> Double, bars: inout Bars) throws {
        // 1. verify of an unchanged 3 Mpx screen (iPhone 15 at 3×), render included.
        let one = try makeCatalog(specs: 1, cells: 10, device: true, appearances: "[day]", root: root)
        defer { try? FileManager.default.removeItem(at: one) }
        var fast = SnapshotOptions()
        fast.compression = .fast
        fast.jobs = 1
        let engine = try CatalogRunner(catalog: one.path)
        _ = try engine.record(mode: .all, options: fast)
        let unchanged = try measure("verify, unchanged 3 Mpx screen") {
            let run = try engine.verify(options: fast)
            guard run.succeeded, run.results.first?.renderKeyMatched == true else { throw BenchError.unexpected("verify did not pass by render key") }
        }
        bars.add("verify of an unchanged 3 Mpx screen", median: unchanged, atMost: 6)
        var drawn = fast
        drawn.checkPixels = true
        _ = try measure("verify, unchanged 3 Mpx, --check-pixels") {
            let run = try engine.verify(options: drawn)
            guard run.succeeded, run.results.first?.fastPath == true else { throw BenchError.unexpected("verify did not pass by hash") }
        }

        // 2. Diffs of decoded 3 Mpx images: a small changed region with AA detection, and identical.
        let reference = one.appendingPathComponent("specs/screen-000.day.png").path
        let expected = try PNGCodec.decode(contentsOfFile: reference)
        var changed = expected
        var pixels = changed.pixels
        for y in 600..<640 { for x in 300..<420 { pixels[(y * changed.width + x) * 4] &+= 60 } }
        changed.pixels = pixels
        let comparator = ImageComparator(options: { var o = DiffOptions.default; o.includeAA = false; return o }())
        _ = try measure("diff 3 Mpx, small change, AA detection, diff image") {
            _ = comparator.compare(expected: expected, actual: changed, diffImage: true)
        }
        _ = try measure("diff 3 Mpx, identical") { _ = comparator.compare(expected: expected, actual: expected) }

        // 3. `listshot diff A.png B.png`: decode both (in parallel), then compare.
        let changedPath = one.appendingPathComponent("changed.png").path
        try Data(PNGCodec.encode(changed, options: .fast)).write(to: URL(fileURLWithPath: changedPath))
        _ = try measure("listshot diff of two 3 Mpx PNGs, decode included") {
            let paths = [reference, changedPath]
            let decoded = ParallelWork.map(count: 2) { index in try? PNGCodec.decode(contentsOfFile: paths[index]) }
            guard let a = decoded[0], let b = decoded[1] else { throw BenchError.unexpected("decode failed") }
            _ = comparator.compare(expected: a, actual: b, diffImage: false)
        }

        // 4. 200 specs × 2 appearances, verify with 1 and 2 jobs (wall time, one run each).
        let big = try makeCatalog(specs: 200, cells: 4, device: false, appearances: "[day, night]", root: root)
        defer { try? FileManager.default.removeItem(at: big) }
        let catalog = try CatalogRunner(catalog: big.path)
        var options = fast
        options.jobs = 2
        _ = try catalog.record(mode: .all, options: options)
        for jobs in [1, 2] {
            options.jobs = jobs
            let start = DispatchTime.now().uptimeNanoseconds
            let run = try catalog.verify(options: options)
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            print(String(format: "verify 200 specs × 2 appearances, --jobs %d: %.2f s wall (%d passed)", jobs, seconds, run.count(.passed)))
        }
    }
}

enum BenchError: Error { case unexpected(String) }

import ListshotCairo
import Foundation
import Listshot

// Release-build benchmark: per-stage medians for the reference screen
// (iPhone 15 at 3×, a boxed Mistica list of 10 cells with avatars, tags and badges).
//
//   swift run -c release listshot-bench [--runs N] [--keep DIR]
//   swift run -c release listshot-bench --against-only [--runs N]   (only `verify --against`, docs/against.md)
//   swift run -c release listshot-bench --preview-only [--runs N]   (save → new image served by `listshot preview`, docs/preview.md)
//   swift run -c release listshot-bench --previews-only [--runs N]  (SwiftUI previews in `listshot preview`: first build, rebuild, save → page)
//   swift run -c release listshot-bench --record-only [--runs N]    (record unchanged vs verify; record from nothing: CPU/Mpx, bytes)
//   swift run -c release listshot-bench --vs OTHER/listshot [--runs N] (process start, cold render and diff, paired with another build)
//   swift run -c release listshot-bench --views-only [--runs N]   (the view-tree layout and component rows vs Mistica cells, docs/views.md,
//                                                                  and the SwiftUI rows below)
//   swift run -c release listshot-bench --swiftui-only [--runs N] (a SwiftUI List of 100 rows vs the same rows as a systemList spec)
//
// --keep DIR leaves the whole-process inputs (reference.yaml, screen.yaml, a.png, b.png, empty/) in DIR, so a
// profiler can run the same commands afterwards.
//
// Benchmarks are never timed tests; quote these medians in notes.

let arguments = CommandLine.arguments
let runs = arguments.firstIndex(of: "--runs").flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil } ?? 31
let keep = arguments.firstIndex(of: "--keep").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }

// Sources/Tools/listshot-bench/main.swift → the package root, four levels up.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
if arguments.contains("--preview-only") {
    do { try PreviewBench.run(runs: arguments.contains("--runs") ? runs : 100) } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(2)
    }
    exit(0)
}
if arguments.contains("--previews-only") {
    do { try PreviewsBench.run(root: root, runs: arguments.contains("--runs") ? runs : 7) } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(2)
    }
    exit(0)
}
if arguments.contains("--record-only") {
    do { try RecordBench.run(root: root, runs: arguments.contains("--runs") ? runs : 3) } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(2)
    }
    exit(0)
}
if arguments.contains("--against-only") {
    do { try AgainstBench.run(root: root, runs: arguments.contains("--runs") ? runs : 3) } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(2)
    }
    exit(0)
}
if arguments.contains("--swiftui-only") {
    do {
        var swiftUIBars = Bars()
        try SwiftUIBench.run(runs: max(runs, 11), bars: &swiftUIBars)
        swiftUIBars.print()
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(2)
    }
    exit(0)
}
if arguments.contains("--views-only") {
    do {
        var viewBars = Bars()
        try ViewBench.inProcess(renderer: Renderer(), measure: measure)
        try ViewBench.wholeProcess(root: root, runs: max(runs, 11), bars: &viewBars)
        try SwiftUIBench.run(runs: max(runs, 11), bars: &viewBars)
        viewBars.print()
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(2)
    }
    exit(0)
}
let tagStyles = TagStyle.allCases
func referenceScreen(firstTitle: String = "Cell title 1") -> Screen {
  Screen(name: "reference", frame: .device(.iPhone15, .portrait), theme: "movistar") {
    CellList(style: .boxed) {
        for index in 0..<10 {
            Cell(title: index == 0 ? firstTitle : "Cell title \(index + 1)", subtitle: "Subtitle with some detail",
                 headline: .tag(Tag(style: tagStyles[index % tagStyles.count], text: tagStyles[index % tagStyles.count].rawValue.capitalized)),
                 assetType: .image(root.appendingPathComponent("Snapshots/assets/avatar-\(index % 4 + 1).png").path),
                 control: .navigation(badge: .count(index == 0 ? 12 : index)))
        }
    }
  }
}
let screen = referenceScreen()
var bars = Bars()
if let index = arguments.firstIndex(of: "--vs") {
    do {
        guard arguments.indices.contains(index + 1) else { throw BenchError.unexpected("--vs needs the path of another listshot binary") }
        let renderer = Renderer()
        let reference = try renderer.backend.rasterize(renderer.layout(screen).displayList)
        let changed = try renderer.backend.rasterize(renderer.layout(referenceScreen(firstTitle: "Cell title one")).displayList)
        try PairedProcessBench.run(other: arguments[index + 1], raster: reference, changedRaster: changed,
                                   referenceSpec: RegressionBench.spec(cells: 10, device: true, appearances: "[day]", seed: 0)
                                       .replacingOccurrences(of: "avatar-", with: root.appendingPathComponent("Snapshots/assets/avatar-").path),
                                   runs: arguments.contains("--runs") ? runs : 31)
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(2)
    }
    exit(0)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

func measure(_ label: String, _ body: () throws -> Void) throws -> Double {
    try body()  // warm-up
    var samples: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
    }
    let value = median(samples)
    print(String(format: "%-34@ %9.2f ms  (min %.2f, max %.2f, n=%d)", label as NSString, value,
                 samples.min() ?? 0, samples.max() ?? 0, samples.count))
    return value
}

do {
    let renderer = Renderer()
    let layout = try renderer.layout(screen)
    let list = layout.displayList
    let (w, h) = list.pixelSize
    print("Reference screen: \(list.items.count) display items, \(w)×\(h) px, \(list.texts.count) text runs")
    print("Environment: \(try EnvironmentFingerprint.current().summary)")
    print("")

    _ = try measure("layout, cold (shaping every run)") {
        PangoTextMeasurer.purgeCache()
        _ = try renderer.layout(screen)
    }
    _ = try measure("layout, warm (cached Pango layouts)") { _ = try renderer.layout(screen) }
    _ = try measure("draw to pixels") { _ = try renderer.backend.rasterize(list) }
    // Where drawing time goes: the background plus one primitive kind at a time.
    func kind(_ item: DisplayItem) -> String {
        switch item.primitive {
        case .rect(let p): return p.cornerRadius > 0 ? "rounded rects" : "rects"
        case .ellipse: return "ellipses"
        case .line: return "lines"
        case .path: return "paths"
        case .image: return "images"
        case .shadow: return "shadows"
        case .text: return "text"
        case .pushClip, .popClip, .pushOpacity, .popOpacity, .pushTransform, .popTransform: return "groups"
        }
    }
    let kinds = Set(list.items.dropFirst().map(kind)).sorted()
    for name in kinds {
        var subset = list
        subset.items = [list.items[0]] + list.items.dropFirst().filter { kind($0) == name }
        _ = try measure("  draw: background + \(name) (\(subset.items.count - 1))") { _ = try renderer.backend.rasterize(subset) }
    }
    var background = list
    background.items = [list.items[0]]
    _ = try measure("  draw: background only") { _ = try renderer.backend.rasterize(background) }
    let raster = try renderer.backend.rasterize(list)
    var sizes: [(String, Int)] = []
    for compression in PNGCompression.allCases {
        let bytes = compression.encode(raster)
        sizes.append((compression.rawValue, bytes.count))
        _ = try measure("PNG encode (\(compression.rawValue))") { _ = compression.encode(raster) }
    }
    // What `listshot diff` decodes when another tool wrote the file: libpng's adaptive filters
    // (a quarter of this screen's rows are Paeth), zlib level 6.
    let foreign = PNGCompression.cairo.encode(raster)
    _ = try measure("PNG decode (libpng-written, adaptive filters)") { _ = try PNGCodec.decode(foreign) }
    _ = try measure("SVG") { _ = try renderer.backend.render(list, format: .svg) }
    _ = try measure("PDF") { _ = try renderer.backend.render(list, format: .pdf) }
    let total = try measure("total: layout + draw + PNG (fast)") {
        let result = try renderer.layout(screen)
        _ = PNGCompression.fast.encode(try renderer.backend.rasterize(result.displayList))
    }
    let floor = try raster.withUnsafeBytes { bytes in
        try FloorBench.measure(pixels: bytes, stride: raster.stride, width: raster.width, height: raster.height, measure: measure)
    }
    bars.add("reference screen in process (layout + draw + fast PNG)", median: total, timesFloor: 1.3, floor: floor,
             floorName: "zlib level 1 of its RGB scanlines, split across 2 threads, + touching the pixel buffer")
    let railAndGrid = CardListBench.screen(root: root)
    _ = try renderer.layout(railAndGrid)
    _ = try measure("rail (12 cards) + grid (30): layout + draw") {
        _ = try renderer.backend.rasterize(try renderer.layout(railAndGrid).displayList)
    }
    try ScreensBench.run(renderer: renderer, base: screen, measure: measure, bars: &bars)
    try ViewBench.inProcess(renderer: renderer, measure: measure)
    print("")
    print("Regression engine")
    try RegressionBench.run(root: root, measure: measure, bars: &bars)
    try ScalingBench.run(renderer: renderer, root: root, measure: measure)
    let changedRaster = try renderer.backend.rasterize(renderer.layout(referenceScreen(firstTitle: "Cell title one")).displayList)
    try ProcessBench.run(raster: raster, changedRaster: changedRaster, referenceSpec: RegressionBench.spec(cells: 10, device: true, appearances: "[day]", seed: 0)
                            .replacingOccurrences(of: "avatar-", with: root.appendingPathComponent("Snapshots/assets/avatar-").path),
                         screensSpec: RegressionBench.spec(cells: 10, device: false, appearances: "[day]", seed: 0)
                            .replacingOccurrences(of: "avatar-", with: root.appendingPathComponent("Snapshots/assets/avatar-").path)
                            .replacingOccurrences(of: "theme: movistar\n", with: "theme: movistar\n" + ScreensBench.chromeKeys),
                         runs: max(runs, 11), keep: keep, bars: &bars)
    try ViewBench.wholeProcess(root: root, runs: max(runs, 11), bars: &bars)
    try SwiftUIBench.run(runs: max(runs, 11), bars: &bars)
    try AgainstBench.run(root: root, runs: 3)
    print("")
    let cairoBytes = sizes.first { $0.0 == "cairo" }?.1 ?? 1
    for (name, bytes) in sizes {
        print(String(format: "PNG bytes (%@): %d (%.2f× cairo's writer)", name, bytes, Double(bytes) / Double(cairoBytes)))
    }
    bars.print()
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(2)
}

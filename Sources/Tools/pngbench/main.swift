// pngbench: PNG encoder/decoder comparison on one image.
// Usage: swift run -c release pngbench FILE.png [runs]
//        swift run -c release pngbench --catalog Snapshots   (every reference, each encoding: minutes)
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ListshotImage
#if canImport(Glibc)
import Glibc
#endif

let arguments = CommandLine.arguments
if arguments.count >= 3 && arguments[1] == "--catalog" {
    // The bytes-against-CPU curve of the reference encodings (docs/testing.md, "PNG encoding").
    var configurations: [(String, PNGEncodingOptions)] = [(".smallest", .smallest)]
    for level in [9, 10, 11, 12] {
        configurations.append(("none, libdeflate L\(level)", PNGEncodingOptions(compressionLevel: level, filter: .none)))
    }
    configurations.append(("adaptive, libdeflate L12", PNGEncodingOptions(compressionLevel: 12, filter: .adaptive)))
    configurations.append(("rank all at L6, then L12 (the earlier smallest preset)", PNGEncodingOptions(compressionLevel: 12, filter: .smallestOfAll)))
    CatalogBench.run(folder: arguments[2], configurations: configurations)
    exit(0)
}
guard arguments.count >= 2 else {
    print("usage: pngbench FILE.png [runs] | pngbench --catalog DIR")
    exit(2)
}
let path = arguments[1]
let runs = arguments.count >= 3 ? max(Int(arguments[2]) ?? 15, 3) : 15

let fileBytes: [UInt8]
do {
    fileBytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
} catch {
    print("cannot read \(path): \(error)")
    exit(2)
}

let bitmap: RGBABitmap
do {
    bitmap = try PNGCodec.decode(fileBytes)
} catch {
    print(error.description)
    exit(2)
}
print("input \(path): \(bitmap.width)×\(bitmap.height), \(fileBytes.count) bytes, opaque: \(bitmap.isOpaque)")
print("median of \(runs) runs (smallest-of-all: 3 runs)\n")

let decodeTime = Bench.median(runs: runs) { _ = try? PNGCodec.decode(fileBytes) }
let surface = CairoSurface(bitmap)
print(Bench.row("decode (libspng → RGBA8)", ms: decodeTime, bytes: nil, reference: fileBytes.count))
print(Bench.row("RGBABitmap(premultipliedBGRA:)", ms: Bench.median(runs: runs) { _ = surface.toBitmap() }, bytes: nil, reference: fileBytes.count))
print("")
print(Bench.header(reference: fileBytes.count))

var configurations: [(String, PNGEncodingOptions, Int)] = [("ours .fast = zlib∥ none L1", .fast, runs), ("ours igzip∥ none L1", PNGEncodingOptions(compressionLevel: 1, filter: .none, engine: .parallelIsal), runs), ("ours zlib∥ none L2", PNGEncodingOptions(compressionLevel: 2, filter: .none, engine: .parallelZlib), runs)]
let strategies: [(String, PNGFilterStrategy)] = [("none", .none), ("sub", .sub), ("up", .up), ("paeth", .paeth), ("adaptive", .adaptive)]
for (filterName, filter) in strategies {
    if filter != .none {
        configurations.append(("ours igzip∥ \(filterName) L1", PNGEncodingOptions(compressionLevel: 1, filter: filter, engine: .parallelIsal), runs))
    }
    for level in filter == .none ? [1, 2, 3, 6] : (filter == .adaptive ? [1, 6] : [1, 3]) {
        configurations.append(("ours libdeflate \(filterName) L\(level)", PNGEncodingOptions(compressionLevel: level, filter: filter), runs))
    }
}
configurations.append(("ours libdeflate adaptive L12", PNGEncodingOptions(compressionLevel: 12, filter: .adaptive), 3))
configurations.append(("ours .smallest (rank all, libdeflate L12)", .smallest, 3))

for (name, options, count) in configurations {
    var output: [UInt8] = []
    let time = Bench.median(runs: count) { output = surface.encode(options) }
    let check = (try? PNGCodec.decode(output)) == bitmap ? "" : "  ROUND TRIP FAILED"
    print(Bench.row(name + " [BGRA]", ms: time, bytes: output.count, reference: fileBytes.count) + check)
}
var fromBitmap: [UInt8] = []
let bitmapTime = Bench.median(runs: runs) { fromBitmap = PNGCodec.encode(bitmap, options: .fast) }
print(Bench.row("ours .fast [RGBABitmap]", ms: bitmapTime, bytes: fromBitmap.count, reference: fileBytes.count))

for (name, level, filter) in [("libspng none L1", 1, 0), ("libspng all L1", 1, 248), ("libspng none L3", 3, 0), ("libspng all L6 (default)", 6, 248), ("libspng all L9", 9, 248)] {
    var size = 0
    let count = level >= 9 ? 3 : runs
    let time = Bench.median(runs: count) { size = SpngEncoder.encode(surface, level: level, filterChoice: filter) }
    print(Bench.row(name + " [BGRA→RGB]", ms: time, bytes: size, reference: fileBytes.count))
}

// Spread of the hot path, since this VM's timings are noisy.
var samples: [Double] = []
for _ in 0..<61 {
    let start = Bench.now()
    _ = surface.encode(.fast)
    samples.append(Bench.now() - start)
}
samples.sort()
print("\n.fast over 61 runs: min \(Bench.formatted(samples[0], decimals: 2)), median \(Bench.formatted(samples[30], decimals: 2)), p90 \(Bench.formatted(samples[54], decimals: 2)), max \(Bench.formatted(samples[60], decimals: 2)) ms")

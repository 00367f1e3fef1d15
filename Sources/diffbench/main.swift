// diffbench: comparator timings on one image and a copy with a small change.
// Usage: swift run -c release diffbench FILE.png [runs]
#if canImport(Glibc)
import Glibc
#endif
import ListshotDiff
import ListshotImage

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    print("usage: diffbench FILE.png [runs]")
    exit(2)
}
let runs = arguments.count >= 3 ? max(Int(arguments[2]) ?? 31, 3) : 31

let original: RGBABitmap
do {
    original = try PNGCodec.decode(contentsOfFile: arguments[1])
} catch {
    print(error.description)
    exit(2)
}
let changed = SmallChange.apply(to: original)
let twin = RGBABitmap(copying: original)
print("input \(arguments[1]): \(original.width)×\(original.height); median of \(runs) runs\n")

let comparator = ImageComparator()
let cases: [(String, RGBABitmap, Bool)] = [
    ("small change, AA detection, diff image", changed, true),
    ("small change, AA detection, count only", changed, false),
    ("identical (separate buffers), count only", twin, false),
    ("identical (separate buffers), diff image", twin, true),
]
for (name, other, wantsImage) in cases {
    var result: DiffResult?
    let time = Timing.median(runs: runs) {
        result = comparator.compare(expected: original, actual: other, diffImage: wantsImage)
    }
    let stats = result?.statistics
    let detail = "mismatched \(stats?.mismatchedPixels ?? -1), AA \(stats?.antialiasedPixels ?? -1), box \(stats?.boundingBox.map(String.init(describing:)) ?? "none")"
    print(Timing.pad(name, 44) + Timing.pad(Timing.format(time) + " ms", 12) + detail)
}

var includeAA = DiffOptions.default
includeAA.includeAA = true
let aaTime = Timing.median(runs: runs) {
    _ = ImageComparator(options: includeAA).compare(expected: original, actual: changed, diffImage: true)
}
print(Timing.pad("small change, includeAA (no AA test), diff", 44) + Timing.format(aaTime) + " ms")

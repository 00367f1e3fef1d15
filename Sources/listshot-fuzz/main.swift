import Foundation
import Listshot
import ListshotImage
import ListshotSpec

// listshot-fuzz: mutates the catalog's specs (byte-level and structure-aware) and PNG headers
// with a fixed seed and runs them through the real parser, layout, renderer and PNG checks,
// in process. A crash ends the run (the failure signal); a hang is caught by a watchdog.
//
//   listshot-fuzz [CATALOG] [--iterations N] [--seed S] [--time-limit SECONDS]
//
// `make test` runs it with a fixed iteration count (README, "Reliability").

struct Options {
    var catalog = "Snapshots"
    var iterations = 2000
    var seed: UInt64 = 0x4C69_7374_7368_6F74  // "Listshot"
    var timeLimit: TimeInterval = 10

    init(_ arguments: [String]) {
        var rest = arguments.makeIterator()
        func value() -> String {
            guard let next = rest.next() else { Self.usage() }
            return next
        }
        while let argument = rest.next() {
            switch argument {
            case "--iterations":
                guard let n = Int(value()), n >= 0 else { Self.usage() }
                iterations = n
            case "--seed":
                let text = value()
                guard let n = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text) else { Self.usage() }
                seed = n
            case "--time-limit":
                guard let n = TimeInterval(value()), n > 0 else { Self.usage() }
                timeLimit = n
            case "-h", "--help":
                Self.usage(status: 0)
            default:
                if argument.hasPrefix("-") { Self.usage() }
                catalog = argument
            }
        }
    }

    static func usage(status: Int32 = 2) -> Never {
        let usage = "usage: listshot-fuzz [CATALOG] [--iterations N] [--seed S] [--time-limit SECONDS]\n"
        let text = status == 0 ? usage : "error: unknown or incomplete arguments. Give a catalog folder and numbers for the options.\n" + usage
        FileHandle.standardError.write(Data(text.utf8))
        exit(status)
    }
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
let catalog = Corpus(catalog: options.catalog)
guard !catalog.specs.isEmpty, !catalog.images.isEmpty else {
    FileHandle.standardError.write(Data("error: no specs or PNG files under \(options.catalog). Run from the package root, or pass the catalog folder.\n".utf8))
    exit(2)
}
try? FileManager.default.createDirectory(atPath: FuzzInputFile.folder, withIntermediateDirectories: true)
let watchdog = Watchdog(limit: options.timeLimit)
var random = SplitMix64(seed: options.seed)
var stats = FuzzStats()
let start = Date()
let renderer = Renderer()

for iteration in 0..<options.iterations {
    // Three spec iterations for every PNG one.
    if iteration % 4 != 3 {
        let source = random.pick(catalog.specs)
        var mutator = SpecMutator(random: SplitMix64(seed: random.next()))
        let text = mutator.mutate(source.text)
        let path = FuzzInputFile.write(Array(text.utf8), name: "spec.yaml")
        watchdog.begin("spec iteration \(iteration) (from \(source.path))")
        stats.spec(FuzzRun.spec(text, from: source, renderer: renderer, renderPNG: iteration % 16 == 0, inputPath: path))
    } else {
        let source = random.pick(catalog.images)
        var mutator = PNGMutator(random: SplitMix64(seed: random.next()))
        let bytes = mutator.mutate(source.bytes)
        let path = FuzzInputFile.write(bytes, name: "image.png")
        watchdog.begin("PNG iteration \(iteration) (from \(source.path))")
        stats.png(FuzzRun.png(bytes, path: path, renderer: renderer, draw: iteration % 8 == 7))
    }
    watchdog.end()
}
try? FileManager.default.removeItem(atPath: FuzzInputFile.folder)
let seconds = Date().timeIntervalSince(start)
print("listshot-fuzz: \(options.iterations) iterations in \(String(format: "%.1f", seconds)) s, seed \(options.seed), no crash and no hang")
print(stats.summary)

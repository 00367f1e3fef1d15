import Foundation
import Listshot
import ListshotImage
import ListshotSpec

// listshot-fuzz: mutates the catalog's specs (byte-level and structure-aware) and PNG headers
// with a fixed seed and runs them through the real parser, layout, renderer and PNG checks,
// in process; then puts hostile text through every report writer (HTML, JUnit XML, summary.md,
// accept commands) and mutated report.json files through loading, accept planning and
// merge-reports, checking the written files with a structural scan (docs/escaping.md). A crash
// or a finding ends the run with a non-zero exit; a hang is caught by a watchdog.
//
//   listshot-fuzz [CATALOG] [--iterations N] [--report-iterations N] [--seed S] [--time-limit SECONDS]
//                 [--dump-seed-material DIR]
//
// `make test` runs it with a fixed iteration count (README, "Reliability"). A run is a pure function
// of its seed and the catalog: it prints the digest of everything the mutators start from
// (`seed material sha256 …`, ``SeedMaterial``), and `--dump-seed-material DIR` writes those inputs
// out. `--time-limit` bounds one iteration (the watchdog): an iteration over it ends the run as a
// hang, so it never changes which iterations run or what they find.

struct Options {
    var catalog = "Snapshots"
    var iterations = 2000
    var reportIterations = 400
    var seed: UInt64 = 0x4C69_7374_7368_6F74  // "Listshot"
    var timeLimit: TimeInterval = 10
    var dumpSeedMaterial: String?

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
            case "--report-iterations":
                guard let n = Int(value()), n >= 0 else { Self.usage() }
                reportIterations = n
            case "--seed":
                let text = value()
                guard let n = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text) else { Self.usage() }
                seed = n
            case "--time-limit":
                guard let n = TimeInterval(value()), n > 0 else { Self.usage() }
                timeLimit = n
            case "--dump-seed-material":
                dumpSeedMaterial = URL(fileURLWithPath: value()).path  // absolute: the report iterations change folder
            case "-h", "--help":
                Self.usage(status: 0)
            default:
                if argument.hasPrefix("-") { Self.usage() }
                catalog = argument
            }
        }
    }

    static func usage(status: Int32 = 2) -> Never {
        let usage = "usage: listshot-fuzz [CATALOG] [--iterations N] [--report-iterations N] [--seed S] [--time-limit SECONDS] [--dump-seed-material DIR]\n"
        let text = status == 0 ? usage : "error: unknown or incomplete arguments. Give a catalog folder and numbers for the options.\n" + usage
        FileHandle.standardError.write(Data(text.utf8))
        exit(status)
    }
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
var catalog = Corpus(catalog: options.catalog)
guard !catalog.specs.isEmpty, !catalog.images.isEmpty else {
    FileHandle.standardError.write(Data("error: no specs or PNG files under \(options.catalog). Run from the package root, or pass the catalog folder.\n".utf8))
    exit(2)
}
try? FileManager.default.createDirectory(atPath: FuzzInputFile.folder, withIntermediateDirectories: true)
do { try catalog.addViewSeeds() } catch {
    FileHandle.standardError.write(Data("listshot-fuzz: cannot write the view seeds into \(ViewSeeds.folder): \(error)\n".utf8))
    exit(1)
}
let renderer = Renderer()
// Every view seed lays out as written: mutants start from working specs.
for seed in catalog.specs where seed.isViewSeed {
    do {
        let spec = try SpecParser.parse(text: seed.text, file: seed.path, name: "seed", baseDirectory: seed.folder)
        _ = try renderer.render(spec, options: RenderOptions(appearances: [spec.appearances[0]], format: nil))
    } catch {
        FileHandle.standardError.write(Data("listshot-fuzz: the view seed \(seed.relative) does not lay out: \(error)\n".utf8))
        exit(1)
    }
}
let watchdog = Watchdog(limit: options.timeLimit)
var random = SplitMix64(seed: options.seed)
var stats = FuzzStats()
var material = catalog.material
let start = Date()

for iteration in 0..<options.iterations {
    // Three spec iterations for every PNG one.
    if iteration % 4 != 3 {
        // A fifth of the spec iterations start from a view seed, which would be a handful among the catalog's specs.
        let viewSeeds = catalog.specs.filter(\.isViewSeed)
        let source = !viewSeeds.isEmpty && random.chance(1, in: 5) ? random.pick(viewSeeds) : random.pick(catalog.specs)
        var mutator = SpecMutator(random: SplitMix64(seed: random.next()))
        // A view seed's iteration mutates one of its component files a third of the time, and
        // puts it back afterwards.
        if source.isViewSeed { stats.viewSeedSpecs += 1 }
        if source.isViewSeed, random.chance(1, in: 3) {
            stats.mutatedComponents += 1
            let component = random.pick(ViewSeeds.components)
            let mutated = mutator.mutate(component.text)
            let path = ViewSeeds.componentPath(component.name)
            watchdog.begin("spec iteration \(iteration) (\(source.path) with Components/\(component.name) mutated)")
            do {
                try ViewSeeds.restore(component.name, mutated)
                stats.spec(FuzzRun.spec(source.text, from: source, renderer: renderer, renderPNG: iteration % 16 == 0, inputPath: path))
                try ViewSeeds.restore(component.name, component.text)
            } catch {
                FileHandle.standardError.write(Data("listshot-fuzz: cannot write \(path): \(error)\n".utf8))
                exit(1)
            }
        } else {
            let text = mutator.mutate(source.text)
            let path = FuzzInputFile.write(Array(text.utf8), name: "spec.yaml")
            watchdog.begin("spec iteration \(iteration) (from \(source.path))")
            stats.spec(FuzzRun.spec(text, from: source, renderer: renderer, renderPNG: iteration % 16 == 0, inputPath: path))
        }
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
if options.reportIterations > 0 {
    // The report iterations run inside their own folder and name every file relative to it, as a
    // CI job's report does: no path a seed report holds carries this process's temporary folder
    // (its process id), so the seed material is the same on every run.
    let root = (FuzzInputFile.folder as NSString).appendingPathComponent("reports")
    let seed: ReportSeed
    do {
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        guard FileManager.default.changeCurrentDirectoryPath(root) else { throw CocoaError(.fileNoSuchFile) }
        seed = try ReportSeed.make(renderer: renderer)
    } catch {
        FileHandle.standardError.write(Data("listshot-fuzz: cannot make the seed report in \(root): \(error)\n".utf8))
        exit(1)
    }
    for (name, bytes) in seed.material { material.add("report/" + name, bytes) }
    let work = "mutated", out = "out"
    do {
        try FileManager.default.copyItem(atPath: seed.shards[0], toPath: work)
    } catch {
        FileHandle.standardError.write(Data("listshot-fuzz: cannot copy the seed report: \(error)\n".utf8))
        exit(1)
    }
    for iteration in 0..<options.reportIterations {
        if iteration % 10 == 9 {
            watchdog.begin("planted entry iteration \(iteration)")
            stats.planted(PlantedEntryFuzz.run(seed: seed, random: &random, renderer: renderer))
        } else if iteration % 2 == 0 {
            watchdog.begin("report text iteration \(iteration)")
            stats.reportText(ReportFuzz.text(seed: seed, random: &random, out: out))
        } else {
            watchdog.begin("report.json iteration \(iteration)")
            stats.reportJSON(ReportFuzz.json(seed: seed, random: &random, work: work, out: out))
        }
        watchdog.end()
    }
}
try? FileManager.default.removeItem(atPath: FuzzInputFile.folder)
if let folder = options.dumpSeedMaterial {
    do { try material.dump(to: folder) } catch {
        FileHandle.standardError.write(Data("listshot-fuzz: cannot write the seed material into \(folder): \(error)\n".utf8))
        exit(1)
    }
}
let seconds = Date().timeIntervalSince(start)
print("listshot-fuzz: \(options.iterations) + \(options.reportIterations) report iterations in \(String(format: "%.1f", seconds)) s, seed \(options.seed), no crash and no hang")
print(stats.summary)
print("  seed material sha256 \(material.digest) (\(material.pieces.count) files)")

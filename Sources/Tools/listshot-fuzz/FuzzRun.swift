import Foundation
import Listshot
import ListshotImage
import ListshotSpec

/// The catalog inputs the mutators start from.
struct Corpus {
    /// `relative` is the path under the catalog folder, the same wherever the catalog is.
    struct Spec {
        var path: String; var relative: String; var text: String; var folder: String
        /// A ``ViewSeeds`` spec, whose component files an iteration may mutate instead.
        var isViewSeed: Bool { relative.hasPrefix("views/") && folder == ViewSeeds.folder }
    }
    struct Image { var path: String; var relative: String; var bytes: [UInt8] }

    var specs: [Spec] = []
    var images: [Image] = []

    init(catalog: String) {
        let files = (FileManager.default.enumerator(atPath: catalog)?.allObjects as? [String] ?? []).sorted()
        for file in files where !file.hasPrefix(".") {
            let path = (catalog as NSString).appendingPathComponent(file)
            if file.hasSuffix(".yaml"), let text = try? String(contentsOfFile: path, encoding: .utf8) {
                specs.append(Spec(path: path, relative: file, text: text, folder: (path as NSString).deletingLastPathComponent))
            } else if file.hasSuffix(".png"), images.count < 64,
                      let bytes = try? RegularFile.read(path, limit: 256 << 10) {
                images.append(Image(path: path, relative: file, bytes: bytes))
            }
        }
    }

    /// Adds the view-language seeds (``ViewSeeds``), written into their folder with the
    /// catalog's first image; their specs are named `views/NAME`.
    mutating func addViewSeeds() throws {
        guard let image = images.first else { return }
        try ViewSeeds.write(image: image.bytes)
        for (name, text) in ViewSeeds.specs {
            specs.append(Spec(path: (ViewSeeds.folder as NSString).appendingPathComponent(name), relative: "views/" + name,
                              text: text, folder: ViewSeeds.folder))
        }
    }

    /// The specs, the view seeds' component files and the images as seed material, named by
    /// their catalog-relative paths.
    var material: SeedMaterial {
        var material = SeedMaterial()
        for spec in specs { material.add("specs/" + spec.relative, Array(spec.text.utf8)) }
        if specs.contains(where: \.isViewSeed) {
            for (name, text) in ViewSeeds.components { material.add("specs/views/Components/" + name, Array(text.utf8)) }
        }
        for image in images { material.add("images/" + image.relative, image.bytes) }
        return material
    }
}

enum Outcome { case accepted, rejected }

/// One input through the real code paths; every error must be a typed, located message.
enum FuzzRun {
    static func spec(_ text: String, from source: Corpus.Spec, renderer: Renderer, renderPNG: Bool, inputPath: String) -> Outcome {
        let spec: ScreenSpec
        do {
            spec = try SpecParser.parse(text: text, file: source.path, name: "fuzz", baseDirectory: source.folder)
        } catch {
            check(error.description, input: inputPath)
            return .rejected
        }
        do {
            let variants = try renderer.render(spec, options: RenderOptions(appearances: [spec.appearances[0]], format: nil))
            if renderPNG, let first = variants.first {
                let (w, h) = first.displayList.pixelSize
                if w * h / Int(max(first.displayList.scale * first.displayList.scale, 1)) <= 4_000_000 {
                    _ = try renderer.render(spec, options: RenderOptions(appearances: [spec.appearances[0]], format: .png, scale: 1))
                }
            }
            return .accepted
        } catch {
            check(error.description, input: inputPath)
            return .rejected
        }
    }

    static func png(_ bytes: [UInt8], path: String, renderer: Renderer, draw: Bool) -> Outcome {
        var outcome = Outcome.accepted
        do { _ = try PNGHeader(bytes) } catch { outcome = .rejected }
        do { try PNGHeader.checkStructure(bytes) } catch { outcome = .rejected }
        do { try PNGCodec.validate(bytes) } catch { outcome = .rejected }
        do {
            _ = try PNGCodec.decode(bytes, limits: PNGDecodingLimits(maxSide: 4096, maxPixels: 4_000_000))
        } catch {
            check(error.description, input: path)
            outcome = .rejected
        }
        if draw {
            let text = "theme: backpack\nframe: {width: 200, scale: 1}\ncontent:\n  - cardList:\n      title: Fuzz\n      cards:\n        - content:\n            - {image: image.png, height: 60}\n"
            let folder = (path as NSString).deletingLastPathComponent
            do {
                let spec = try SpecParser.parse(text: text, file: "fuzz-image.yaml", name: "fuzz", baseDirectory: folder)
                _ = try renderer.render(spec, options: RenderOptions(appearances: [.day], format: .png))
            } catch {
                check(String(describing: error), input: path)
                outcome = .rejected
            }
        }
        return outcome
    }

    /// An error message must be one line of text without terminal control characters, and must
    /// not be the allocator's "out of memory" for input that is simply broken.
    static let verbose = ProcessInfo.processInfo.environment["LISTSHOT_FUZZ_VERBOSE"] != nil

    /// Writes a file the fuzzer plants or feeds in; a run that cannot would check nothing, so it
    /// stops (exit 2) naming the file.
    static func write(_ path: String, _ data: Data) {
        guard FileManager.default.createFile(atPath: path, contents: data) else {
            FileHandle.standardError.write(Data("listshot-fuzz: cannot write \(path); run it in a folder it can write to\n".utf8))
            exit(2)
        }
    }

    static func check(_ message: String, input: String) {
        if verbose { print("  rejected: \(message.prefix(200))") }
        let bad = message.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F }
        if bad || message.isEmpty {
            FileHandle.standardError.write(Data("listshot-fuzz: FINDING: unsafe error message for \(input): \(message.debugDescription)\n".utf8))
            exit(1)
        }
    }
}

/// Counts of what the run exercised.
struct FuzzStats {
    var specsAccepted = 0, specsRejected = 0, pngsAccepted = 0, pngsRejected = 0
    var textsWritten = 0, textsRejected = 0, reportsMerged = 0, reportsRejected = 0
    /// Verify runs with a planted `.listshot/`, report or marker entry: checked, or refused with a message.
    var plantedChecked = 0, plantedRefused = 0
    mutating func planted(_ outcome: Outcome) { if outcome == .accepted { plantedChecked += 1 } else { plantedRefused += 1 } }
    /// Spec iterations that started from a view seed, and those that mutated a component file instead.
    var viewSeedSpecs = 0, mutatedComponents = 0

    mutating func spec(_ outcome: Outcome) { if outcome == .accepted { specsAccepted += 1 } else { specsRejected += 1 } }
    mutating func png(_ outcome: Outcome) { if outcome == .accepted { pngsAccepted += 1 } else { pngsRejected += 1 } }
    mutating func reportText(_ outcome: Outcome) { if outcome == .accepted { textsWritten += 1 } else { textsRejected += 1 } }
    mutating func reportJSON(_ outcome: Outcome) { if outcome == .accepted { reportsMerged += 1 } else { reportsRejected += 1 } }

    var summary: String {
        "  specs: \(specsAccepted) laid out, \(specsRejected) rejected with an error; PNGs: \(pngsAccepted) decoded, \(pngsRejected) rejected with an error\n"
            + "  view seeds: \(viewSeedSpecs) spec iterations started from one, \(mutatedComponents) of them with a Components/ file mutated\n"
            + "  reports: \(textsWritten) written with hostile text and checked, \(textsRejected) refused; \(reportsMerged) mutated report.json loaded, planned and merged, \(reportsRejected) rejected with an error\n"
            + "  planted entries: \(plantedChecked) verify runs still failed the changed specs, \(plantedRefused) refused with a message, none wrote outside"
    }
}

import ArgumentParser
import Foundation
import Listshot
import ListshotDiff
import ListshotImage
import ListshotSupport
import ListshotText

/// `listshot diff A.png B.png [--out DIFF.png] [--threshold T] [--include-aa] [--json]`
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG files with pixelmatch semantics.",
        discussion: "Exit 0 when they match (within tolerance), 1 when they differ, 2 on bad input.",
        version: ListshotCommand.version
    )

    @Argument(help: "The expected image.") var expected: String
    @Argument(help: "The actual image.") var actual: String

    @Option(help: "Write the diff image here.") var out: String?
    @Option(help: "pixelmatch colour threshold, 0…1.") var threshold: Double = DiffOptions.default.threshold
    @Flag(help: "Count anti-aliased pixels as differences.") var includeAa = false
    @Option(help: "Pass when at most this many pixels differ.") var maxDiffPixels: Int = DiffOptions.default.tolerance.maxDiffPixels
    @Option(help: "Pass when at most this fraction of pixels differ.") var maxDiffPixelRatio: Double = DiffOptions.default.tolerance.maxDiffPixelRatio
    @Flag(help: "Print one JSON object for scripts.") var json = false
    @Option(help: "Skip an x,y,width,height rectangle in pixels. Repeatable.") var ignore: [String] = []

    static func bitmap(_ result: Result<RGBABitmap, PNGError>, path: String) throws -> RGBABitmap {
        switch result {
        case .success(let bitmap): return bitmap
        case .failure(let error): throw ListshotError.io(path: path, message: "\(error)")
        }
    }

    func validate() throws {
        do { try ToleranceFlags.check(threshold: threshold, maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio) } catch {
            throw ValidationError(error.description)
        }
    }

    func run() throws {
        // Decode both files in parallel: decoding dominates the time of a diff.
        let paths = [expected, actual]
        let decoded = ParallelWork.map(count: 2) { index in
            Result { () throws(PNGError) -> RGBABitmap in try PNGCodec.decode(contentsOfFile: paths[index]) }
        }
        let a = try Self.bitmap(decoded[0], path: expected), b = try Self.bitmap(decoded[1], path: actual)
        var options = DiffOptions.default
        options.threshold = threshold
        options.includeAA = includeAa
        options.tolerance = DiffTolerance(maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio)
        for text in ignore {
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            // Bounded so that x + width can never overflow (the images are at most 16384 px a side).
            guard parts.count == 4, parts.allSatisfy({ abs($0) <= 1_000_000 }), parts[2] >= 0, parts[3] >= 0 else {
                throw ListshotError.usage("--ignore '\(text.escapingControlCharacters)' is not x,y,width,height in whole pixels (each within ±1000000, width and height 0 or more).")
            }
            options.ignoredRegions.append(PixelRect(x: parts[0], y: parts[1], width: parts[2], height: parts[3]))
        }
        let result = ImageComparator(options: options).compare(expected: a, actual: b, diffImage: out != nil)
        if let out {
            // Images of two sizes have no pixel diff: write them side by side, as verify does.
            let image = result.diffImage ?? DiffComposite.sideBySide(expected: a, diff: nil, actual: b, gap: 8, background: .white)
            try AtomicFile.write(PNGCodec.encode(image, options: .fast), to: out)
        }
        if json {
            Terminal.out(DiffJSON.render(result, expected: a, actual: b))
        } else {
            Terminal.out(result.message)
        }
        if !result.passed { throw ExitCode(1) }
    }
}

/// The `--json` output: one object with at least mismatchedPixels, totalPixels, result and boundingBox.
enum DiffJSON {
    static func render(_ result: DiffResult, expected: RGBABitmap, actual: RGBABitmap) -> String {
        var object: [String: Any] = [:]
        let stats = result.statistics
        switch result.verdict {
        case .identical: object["result"] = "identical"
        case .withinTolerance: object["result"] = "similar"
        case .different: object["result"] = "different"
        case .sizeMismatch: object["result"] = "different"; object["sizeMismatch"] = true
        }
        object["mismatchedPixels"] = stats?.mismatchedPixels ?? max(expected.pixelCount, actual.pixelCount)
        object["totalPixels"] = stats?.totalPixels ?? max(expected.pixelCount, actual.pixelCount)
        object["antialiasedPixels"] = stats?.antialiasedPixels ?? 0
        object["expectedSize"] = ["width": expected.width, "height": expected.height]
        object["actualSize"] = ["width": actual.width, "height": actual.height]
        if let box = stats?.boundingBox {
            object["boundingBox"] = ["x": box.x, "y": box.y, "width": box.width, "height": box.height]
        } else {
            object["boundingBox"] = NSNull()
        }
        object["message"] = result.message
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

/// Results of the two parallel decodes.

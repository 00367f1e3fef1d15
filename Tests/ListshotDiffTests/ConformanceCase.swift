import Foundation
import ListshotDiff
import ListshotImage

/// One row of Tests/Fixtures/pixelmatch/cases.tsv (pixelmatch v7.2.0's test expectations).
struct ConformanceCase: Sendable, CustomStringConvertible {
    let first: String
    let second: String
    let expectedDiffImage: String
    let threshold: Double
    let includeAA: Bool
    let alpha: Double
    let diffMask: Bool
    let otherOptions: String
    let expectedMismatches: Int

    var description: String { "\(first) vs \(second) → \(expectedDiffImage)" }

    /// The folder holding cases.tsv and fixtures/: `Tests/Fixtures/pixelmatch` (with pixelmatch's licence).
    static let folder: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // ListshotDiffTests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Fixtures/pixelmatch")

    static func fixture(_ name: String) -> String {
        folder.appendingPathComponent("fixtures").appendingPathComponent(name).path
    }

    /// Every data row. When cases.tsv cannot be read or parsed, one row that carries the error, so
    /// the parameterised test fails loudly instead of running zero cases.
    static let all: [ConformanceCase] = {
        do {
            let rows = try load()
            return rows.isEmpty ? [unreadable("cases.tsv has no data rows")] : rows
        } catch {
            return [unreadable("\(folder.appendingPathComponent("cases.tsv").path): \(error)")]
        }
    }()

    /// A stand-in row whose only content is the reason the table could not be loaded.
    static func unreadable(_ reason: String) -> ConformanceCase {
        ConformanceCase(first: "", second: "", expectedDiffImage: "", threshold: 0, includeAA: false, alpha: 0,
                        diffMask: false, otherOptions: "-", expectedMismatches: -1, loadError: reason)
    }

    /// Why the table could not be loaded, on the stand-in row only.
    var loadError: String? = nil

    static func load() throws -> [ConformanceCase] {
        let text = try String(contentsOf: folder.appendingPathComponent("cases.tsv"), encoding: .utf8)
        var lines = text.split(whereSeparator: \.isNewline).map(String.init)
        guard !lines.isEmpty else { return [] }
        let header = lines.removeFirst().split(separator: "\t").map(String.init)
        return try lines.map { line in
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            var row: [String: String] = [:]
            for (key, value) in zip(header, cells) { row[key] = value }
            func cell(_ key: String) throws -> String {
                guard let value = row[key] else { throw ParseError(message: "missing column \(key) in: \(line)") }
                return value
            }
            guard let threshold = Double(try cell("threshold")), let alpha = Double(try cell("alpha")),
                  let count = Int(try cell("expected_mismatch_count")) else {
                throw ParseError(message: "bad number in: \(line)")
            }
            return ConformanceCase(
                first: try cell("img1"), second: try cell("img2"), expectedDiffImage: try cell("expected_diff_image"),
                threshold: threshold, includeAA: try cell("includeAA") == "true", alpha: alpha,
                diffMask: try cell("diffMask") == "true", otherOptions: try cell("other_options"),
                expectedMismatches: count)
        }
    }

    /// DiffOptions for this row: threshold, includeAA, alpha, diffMask and the JSON colours.
    func options() throws -> DiffOptions {
        var options = DiffOptions.default
        options.threshold = threshold
        options.includeAA = includeAA
        options.alpha = alpha
        options.diffMask = diffMask
        if otherOptions != "-" {
            let colours = try JSONDecoder().decode([String: [UInt8]].self, from: Data(otherOptions.utf8))
            for (key, value) in colours {
                guard value.count == 3 else { throw ParseError(message: "colour \(key) needs 3 values") }
                let colour = RGBAColor(red: value[0], green: value[1], blue: value[2])
                switch key {
                case "aaColor": options.aaColor = colour
                case "diffColor": options.diffColor = colour
                case "diffColorAlt": options.diffColorAlt = colour
                default: throw ParseError(message: "unknown option \(key)")
                }
            }
        }
        return options
    }

    struct ParseError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}

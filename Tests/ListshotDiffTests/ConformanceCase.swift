import Foundation
import ListshotDiff
import ListshotImage

/// One row of shared/conformance/pixelmatch/cases.tsv (pixelmatch v7.2.0's test expectations).
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

    /// The folder holding cases.tsv and fixtures/: `<package root>/../shared/conformance/pixelmatch`.
    static let folder: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // ListshotDiffTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .deletingLastPathComponent()
        .appendingPathComponent("shared/conformance/pixelmatch")

    static func fixture(_ name: String) -> String {
        folder.appendingPathComponent("fixtures").appendingPathComponent(name).path
    }

    /// Every data row; empty when the file cannot be read (a separate test then fails).
    static let all: [ConformanceCase] = (try? load()) ?? []

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

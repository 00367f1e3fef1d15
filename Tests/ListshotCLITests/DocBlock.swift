import Foundation
import Testing

/// One fenced `sh` block of a Markdown page, with the doc-test markers written above it.
///
/// A block is run by `DocCommandTests` in a scratch copy of the repository. HTML comments on the
/// lines right above the fence (invisible when the page is rendered) say how:
///
/// ```text
/// <!-- doctest setup: sed -i 's/Title/Changed/' Snapshots/mistica/boxed-cells.yaml -->
/// <!-- doctest exits: 1 0 0 0 -->
/// ```sh
/// listshot verify Snapshots --report listshot-report
/// …
/// ```
///
/// - `setup: COMMAND` runs before the block (several lines run in order); it must exit 0.
/// - `exits: N…` gives the expected exit code of each command of the block, in order
///   (default: every command exits 0).
/// - `ci` marks a block that `.ci/run` runs itself (the set-up and install commands, which build
///   the project and cannot run inside its own tests); each of its commands must appear there.
///
/// See docs/testing.md, "Commands in the docs run as tests".
struct DocBlock: Sendable, CustomTestStringConvertible {
    /// The page, relative to the package root.
    var file: String
    /// The 1-based line of the opening fence.
    var line: Int
    /// The block's commands, a `\` continuation joined into one.
    var commands: [String]
    var setup: [String] = []
    var exits: [Int32]?
    var ci = false

    var testDescription: String { "\(file):\(line)" }

    /// The expected exit code of command `index`.
    func expectedExit(_ index: Int) -> Int32 { exits.map { index < $0.count ? $0[index] : 0 } ?? 0 }

    /// Problems with the markers themselves (a count of exits that does not match the commands).
    var markerProblem: String? {
        if let exits, exits.count != commands.count {
            return "\(testDescription): `doctest exits:` lists \(exits.count) codes for \(commands.count) commands"
        }
        return nil
    }

    /// Every `sh` block of `text` (a Markdown page named `file`).
    static func parse(_ text: String, file: String) throws -> [DocBlock] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [DocBlock] = []
        var index = 0
        while index < lines.count {
            let fence = lines[index].trimmingCharacters(in: .whitespaces)
            guard fence.hasPrefix("```") else { index += 1; continue }
            let info = fence.dropFirst(3).split(separator: " ").first.map(String.init) ?? ""
            let start = index
            index += 1
            var body: [String] = []
            while index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                body.append(lines[index])
                index += 1
            }
            index += 1
            guard info == "sh" || info == "bash" || info == "shell" else { continue }
            var block = DocBlock(file: file, line: start + 1, commands: commands(in: body))
            var above = start - 1
            while above >= 0, let marker = marker(lines[above]) {
                switch marker {
                case .setup(let command): block.setup.insert(command, at: 0)
                case .exits(let codes): block.exits = codes
                case .ci: block.ci = true
                case .unknown(let text):
                    throw DocBlockError(message: "\(file):\(above + 1): unknown doctest marker `\(text)`; use `setup:`, `exits:` or `ci`")
                }
                above -= 1
            }
            blocks.append(block)
        }
        return blocks
    }

    /// Commands of a block: blank and comment-only lines dropped, `\` continuations joined.
    static func commands(in body: [String]) -> [String] {
        var result: [String] = []
        var pending = ""
        for line in body {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if pending.isEmpty && (trimmed.isEmpty || trimmed.hasPrefix("#")) { continue }
            if trimmed.hasSuffix("\\") {
                pending += String(trimmed.dropLast()) + " "
                continue
            }
            result.append(pending + trimmed)
            pending = ""
        }
        if !pending.isEmpty { result.append(pending) }
        return result
    }

    enum Marker: Equatable { case setup(String), exits([Int32]), ci, unknown(String) }

    /// `<!-- doctest … -->` on one line, or nil for any other line.
    static func marker(_ line: String) -> Marker? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("<!-- doctest"), trimmed.hasSuffix("-->") else { return nil }
        let inner = trimmed.dropFirst("<!-- doctest".count).dropLast(3).trimmingCharacters(in: .whitespaces)
        if inner == "ci" { return .ci }
        if inner.hasPrefix("setup:") { return .setup(inner.dropFirst(6).trimmingCharacters(in: .whitespaces)) }
        if inner.hasPrefix("exits:") {
            let words = inner.dropFirst(6).split(separator: " ")
            let codes = words.compactMap { Int32($0) }
            return codes.count == words.count && !codes.isEmpty ? .exits(codes) : .unknown(inner)
        }
        return .unknown(inner)
    }
}

struct DocBlockError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

import Foundation
import Listshot
import ListshotCore
import ListshotImage
import ListshotPreviewWire
import ListshotText

/// Runs the built preview runner: it lowers each preview asked for in each variant and writes the
/// screens as JSON. A preview that traps (a missing `@EnvironmentObject`, a `fatalError`) or runs
/// past the time limit is named and left out, and the others are drawn (docs/previews.md).
///
/// ```swift
/// let output = try PreviewRunnerProcess.run(executable, request: request, folder: buildFolder)
/// ```
public enum PreviewRunnerProcess {
    /// The longest one runner process may take, in seconds.
    public static let timeLimit = 300.0
    /// The largest answer read back.
    public static let outputLimit = 512 << 20

    /// The runner's answer, and the previews that stopped it, with why.
    public struct Result: Sendable {
        public var output: PreviewRunOutput
        public var crashed: [String: String]
    }

    public static func run(_ executable: String, request: PreviewRunRequest, folder: String) throws(ListshotError) -> Result {
        var pending = request
        var collected: [RenderedPreview] = []
        var unknown: [String] = []
        var crashed: [String: String] = [:]
        let all = request.ids ?? []
        for _ in 0..<64 {
            let (previews, missing, failedID, reason) = try once(executable, request: pending, folder: folder)
            collected += previews
            unknown += missing
            guard let failedID else { break }
            crashed[failedID] = reason
            // Again for what came after the preview that stopped it.
            let done = Set(collected.map(\.id)).union(crashed.keys).union(unknown)
            let rest = all.filter { !done.contains($0) }
            if rest.isEmpty { break }
            pending.ids = rest
        }
        return Result(output: PreviewRunOutput(previews: collected, unknown: unknown), crashed: crashed)
    }

    /// One runner process: what it drew, the ids it does not know, and the preview it was drawing
    /// when it stopped, if it stopped.
    static func once(_ executable: String, request: PreviewRunRequest, folder: String) throws(ListshotError)
        -> (previews: [RenderedPreview], unknown: [String], failedID: String?, reason: String) {
        let requestPath = (folder as NSString).appendingPathComponent("request.json")
        let outputPath = (folder as NSString).appendingPathComponent("output.jsonl")
        let progressPath = (folder as NSString).appendingPathComponent("runner.log")
        try? FileManager.default.removeItem(atPath: outputPath)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let bytes = try? encoder.encode(request) else { throw .usage("The preview request could not be encoded.") }
        try AtomicFile.write(Array(bytes), to: requestPath)
        _ = FileManager.default.createFile(atPath: progressPath, contents: nil)
        guard let log = FileHandle(forWritingAtPath: progressPath) else {
            throw .io(path: progressPath.escapingControlCharacters, message: "cannot be written. Check the catalog's .listshot folder.")
        }
        defer { try? log.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--request", requestPath, "--out", outputPath]
        process.standardOutput = log
        process.standardError = log
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            throw .io(path: executable.escapingControlCharacters, message: "cannot be started (\(FileProblem.reason(error))). Run again: the preview build is redone.")
        }
        let started = Date()
        var timedOut = false
        while process.isRunning {
            usleep(10_000)
            if Date().timeIntervalSince(started) > timeLimit { process.terminate(); timedOut = true; break }
        }
        process.waitUntilExit()
        let logText = (try? RegularFile.read(progressPath, limit: 8 << 20)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        // The runner writes "begin ID" before each preview, "end ID" after it, "unknown ID" for an id it lacks.
        var begun: String?
        var unknown: [String] = []
        var other: [Substring] = []
        for line in logText.split(separator: "\n") {
            if line.hasPrefix("begin ") { begun = String(line.dropFirst(6)) } else if line.hasPrefix("end ") { begun = nil } else if line.hasPrefix("unknown ") {
                unknown.append(String(line.dropFirst(8)))
            } else { other.append(line) }
        }
        // One preview a line, written as each is done: what came before a stop is kept.
        var previews: [RenderedPreview] = []
        if let data = try? RegularFile.read(outputPath, limit: outputLimit) {
            for line in data.split(separator: UInt8(ascii: "\n")) where !line.isEmpty {
                do { previews.append(try ScreenTransport.decode(RenderedPreview.self, from: Data(line))) } catch {
                    throw .usage("The preview runner's answer is not what this listshot reads (\(error)). Run again: the build is redone against this listshot.")
                }
            }
        }
        let stopped = timedOut || process.terminationReason != .exit || process.terminationStatus != 0
        guard stopped else { return (previews, unknown, nil, "") }
        let said = other.suffix(3).joined(separator: " ").escapingControlCharacters
        let reason = timedOut ? "it ran for more than \(Int(timeLimit)) s" : (said.isEmpty ? "the runner stopped (status \(process.terminationStatus))" : said)
        guard let begun else {
            throw .usage("The preview runner stopped before drawing a preview: \(reason). Run `\(executable.escapingControlCharacters) --request \(requestPath.escapingControlCharacters) --out /dev/null` to see why.")
        }
        return (previews, unknown, begun, reason)
    }
}

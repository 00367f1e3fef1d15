import Foundation
import Listshot
import ListshotText

/// Runs `git` without a shell: an argument array, in one folder, with every `GIT_*` variable
/// removed (so `GIT_DIR`, `GIT_WORK_TREE`, `GIT_INDEX_FILE` and the like cannot point it at
/// another repository) and `core.quotePath` off, so paths come back as their bytes
/// (docs/against.md, "Safety").
///
/// ```swift
/// let git = try Git(folder: "/work/repo/Snapshots")
/// let commit = try git.text(["rev-parse", "--verify", "--end-of-options", "main^{commit}"])
/// ```
struct Git: Sendable {
    var folder: String
    var executable: String

    init(folder: String) throws(ListshotError) {
        self.folder = folder
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let found = path.split(separator: ":").map { ($0 as Substring).isEmpty ? "." : String($0) }
            .map { ($0 as NSString).appendingPathComponent("git") }
            .first { $0.hasPrefix("/") && FileManager.default.isExecutableFile(atPath: $0) }
        guard let found else {
            throw .usage("--against needs git, and no git program is on the PATH. Install git, or verify against stored references without --against.")
        }
        executable = found
    }

    /// The environment git runs with: this process's, less every `GIT_*` variable.
    static func environment() -> [String: String] {
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("GIT_") }
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["LC_ALL"] = "C"
        return environment
    }

    /// Standard output of `git ARGS` with the trailing newline dropped; throws when git fails.
    func text(_ arguments: [String]) throws(ListshotError) -> String {
        var bytes = try run(arguments)
        while bytes.last == 0x0A { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Standard output of `git ARGS` (with `input` on its standard input); throws when git fails.
    func run(_ arguments: [String], input: [UInt8] = []) throws(ListshotError) -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-c", "core.quotePath=false", "--no-pager"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = Self.environment()
        let output = Pipe()
        let errors = Pipe()
        let feed = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = feed
        do { try process.run() } catch {
            throw .usage("git could not be started (\(error.localizedDescription)). Check that git is installed.")
        }
        // Standard input is fed and standard error drained on their own threads, so no pipe fills up.
        let writer = Thread {
            if !input.isEmpty { feed.fileHandleForWriting.write(Data(input)) }
            try? feed.fileHandleForWriting.close()
        }
        writer.start()
        let errorBox = ErrorBox()
        let reader = Thread { errorBox.set(errors.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorBox.done { usleep(1000) }
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorBox.data.prefix(400), as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines).escapingControlCharacters
            throw .usage("git \(arguments.first ?? "") failed in \(folder.escapingControlCharacters)\(message.isEmpty ? "" : ": \(message)").")
        }
        return Array(data)
    }
}

/// Standard error of a git run, read on another thread.
private final class ErrorBox: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes = Data()
    private var finished = false

    func set(_ data: Data) { lock.lock(); bytes = data; finished = true; lock.unlock() }
    var done: Bool { lock.lock(); defer { lock.unlock() }; return finished }
    var data: Data { lock.lock(); defer { lock.unlock() }; return bytes }
}

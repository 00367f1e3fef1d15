import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Listshot
import ListshotText

/// Runs `git` without a shell, the one way Listshot runs it (docs/against.md, "What it trusts"):
/// an argument array; the repository named to git (`--git-dir` and `--work-tree`, see
/// ``GitRepository``) so git never discovers one from a folder a pull request can fill; replace
/// refs off (`--no-replace-objects`, `GIT_NO_REPLACE_OBJECTS=1`); a bare-repository layout never
/// discovered (`safe.bareRepository=explicit`); every inherited `GIT_*` variable removed (so
/// `GIT_DIR`, `GIT_ALTERNATE_OBJECT_DIRECTORIES`, `GIT_CONFIG_*` and the like cannot point it
/// elsewhere); and `core.quotePath` off, so paths come back as their bytes.
///
/// ```swift
/// let git = try Git(.repository(try GitRepository.find(from: "/work/repo")))
/// let commit = try git.text(["rev-parse", "--verify", "--end-of-options", "main^{commit}"])
/// ```
public struct Git: Sendable {
    /// Where git looks for its repository.
    public enum Location: Sendable {
        /// This repository, named to git: nothing is discovered.
        case repository(GitRepository)
        /// git discovers the repository from this folder upwards, through a `.git` folder or
        /// file only (a bare-repository layout is refused): for ``GitRepository/find(from:)``
        /// and `git init FOLDER`.
        case discovery(from: String)
    }

    public var location: Location
    var executable: String

    public init(_ location: Location) throws(ListshotError) {
        self.location = location
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let found = path.split(separator: ":").map { ($0 as Substring).isEmpty ? "." : String($0) }
            .map { ($0 as NSString).appendingPathComponent("git") }
            .first { $0.hasPrefix("/") && FileManager.default.isExecutableFile(atPath: $0) }
        guard let found else {
            throw .usage("--against needs git, and no git program is on the PATH. Install git, or verify against stored references without --against.")
        }
        executable = found
    }

    /// The variables this process hands git and nothing else from `GIT_*`.
    static let ownVariables = ["GIT_NO_REPLACE_OBJECTS": "1", "GIT_TERMINAL_PROMPT": "0", "GIT_OPTIONAL_LOCKS": "0"]

    /// The environment git runs with: this process's, less every `GIT_*` variable, plus
    /// ``ownVariables``.
    static func environment(_ inherited: [String: String] = ProcessInfo.processInfo.environment) -> [String: String] {
        var environment = inherited.filter { !$0.key.hasPrefix("GIT_") }
        environment.merge(ownVariables) { $1 }
        environment["LC_ALL"] = "C"
        return environment
    }

    /// The arguments before the command's own: the program, the repository or the folder to
    /// discover from, and the options that keep git to that repository's own objects and refs.
    func leadingArguments() -> [String] {
        var arguments = [executable, "--no-replace-objects", "-c", "core.quotePath=false",
                         "-c", "safe.bareRepository=explicit", "--no-pager"]
        switch location {
        case .repository(let repository):
            arguments += ["-C", repository.workTree, "--git-dir=" + repository.gitDirectory, "--work-tree=" + repository.workTree]
        case .discovery(let folder):
            arguments += ["-C", folder]
        }
        return arguments
    }

    /// The folder git runs in, for messages.
    var folder: String {
        switch location {
        case .repository(let repository): return repository.workTree
        case .discovery(let folder): return folder
        }
    }

    /// Standard output of `git ARGS` with the trailing newline dropped; throws when git fails.
    public func text(_ arguments: [String]) throws(ListshotError) -> String {
        GitOutcome.text(try run(arguments))
    }

    /// Standard output of `git ARGS` (with `input` on its standard input); throws when git fails,
    /// with git's own message (``GitOutcome/reason``).
    public func run(_ arguments: [String], input: [UInt8] = []) throws(ListshotError) -> [UInt8] {
        let outcome = try self.outcome(arguments, input: input)
        guard outcome.succeeded else {
            let message = outcome.reason
            throw .usage("git \(arguments.first ?? "") failed in \(folder.escapingControlCharacters)\(message.isEmpty ? "" : ": \(message)").")
        }
        return outcome.output
    }

    /// How `git ARGS` ended, for a caller that explains git's refusal itself (``GitRepository``);
    /// throws only when git cannot be started. Spawned with `posix_spawn` and reaped with
    /// `waitpid`, so no run loop polls for its exit.
    func outcome(_ arguments: [String], input: [UInt8] = []) throws(ListshotError) -> GitOutcome {
        var inPipe: [Int32] = [-1, -1], outPipe: [Int32] = [-1, -1], errPipe: [Int32] = [-1, -1]
        guard pipe(&inPipe) == 0, pipe(&outPipe) == 0, pipe(&errPipe) == 0 else {
            throw .usage("git could not be started (\(String(cString: strerror(errno)))).")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        for fd in inPipe + outPipe + errPipe { posix_spawn_file_actions_addclose(&actions, fd) }
        // `-C` with an absolute path: git works in that folder, this process stays put.
        let argv = (leadingArguments() + arguments).map { strdup($0) } + [nil]
        let envp = Self.environment().map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        for fd in [inPipe[0], outPipe[1], errPipe[1]] { close(fd) }
        guard spawned == 0 else {
            for fd in [inPipe[1], outPipe[0], errPipe[0]] { close(fd) }
            throw .usage("git could not be started (\(String(cString: strerror(spawned)))). Check that git is installed.")
        }
        // Standard input is fed and standard error drained on their own threads, so no pipe fills up.
        let writeEnd = inPipe[1]
        let writer = Thread {
            // A git that exits before reading its input gives EPIPE here, not a SIGPIPE that
            // would end Listshot: the signal is blocked on this thread, which then ends.
            var pipeSignal = sigset_t()
            sigemptyset(&pipeSignal)
            sigaddset(&pipeSignal, SIGPIPE)
            pthread_sigmask(SIG_BLOCK, &pipeSignal, nil)
            var offset = 0
            input.withUnsafeBytes { buffer in
                guard let base = buffer.baseAddress else { return }
                while offset < buffer.count {
                    let written = write(writeEnd, base + offset, buffer.count - offset)
                    if written < 0 && errno == EINTR { continue }
                    if written <= 0 { break }
                    offset += written
                }
            }
            close(writeEnd)
        }
        writer.start()
        let errorBox = ErrorBox()
        let errorEnd = errPipe[0]
        let reader = Thread { errorBox.set(Self.readAll(errorEnd)) }
        reader.start()
        let output = Self.readAll(outPipe[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        while !errorBox.done { usleep(200) }
        let exited = status & 0x7f == 0 && (status >> 8) & 0xff == 0
        return GitOutcome(output: output, errorOutput: [UInt8](errorBox.data), succeeded: exited)
    }

    /// Reads a pipe to its end and closes it.
    static func readAll(_ fd: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        close(fd)
        return bytes
    }
}

/// Standard error of a git run, read on another thread.
private final class ErrorBox: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes = Data()
    private var finished = false

    func set(_ data: [UInt8]) { lock.lock(); bytes = Data(data); finished = true; lock.unlock() }
    var done: Bool { lock.lock(); defer { lock.unlock() }; return finished }
    var data: Data { lock.lock(); defer { lock.unlock() }; return bytes }
}

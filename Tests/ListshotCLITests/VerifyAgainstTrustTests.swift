import Foundation
import Testing

/// docs/against.md, "What it trusts": the repository is the one the working directory is in (or
/// `--repo DIR`), named to every git call; the private copy goes on Ctrl-C and SIGTERM.
/// Planted repository layouts, alternates and replace refs are cases of Tests/HostileInput.
@Suite("verify --against: which repository, and its private copy on a stop signal")
struct VerifyAgainstTrustTests {
    typealias Repository = VerifyAgainstTests.Repository

    /// Runs `listshot ARGS` in `folder` with its own TMPDIR and cache.
    static func listshot(_ arguments: [String], in folder: URL, repo: Repository,
                         environment: [String: String] = [:]) throws -> BoundedRun.Output {
        let temporary = repo.scratch.url.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        return try BoundedRun.run(CLI.binary.path, arguments, in: folder, timeout: 240, memoryMB: 4096,
                                  environment: ["XDG_CACHE_HOME": repo.scratch.url.appendingPathComponent("cache").path,
                                                "TMPDIR": temporary.path].merging(environment) { $1 })
    }

    @Test func theRepositoryComesFromTheWorkingDirectoryOrRepo() throws {
        let repo = try Repository()
        // Outside any repository, the catalog's own repository is not looked for.
        let outside = try Self.listshot(["verify", "--against", "HEAD", "repo/Cat", "--report", "report"], in: repo.scratch.url, repo: repo)
        #expect(outside.status == 2, "\(outside.stdout)\n\(outside.stderr)")
        #expect(outside.stderr.hasPrefix("error: --against: ") && outside.stderr.contains("is not inside a git working tree")
                && outside.stderr.contains("--repo DIR"), "\(outside.stderr)")
        // --repo names it.
        let named = try Self.listshot(["verify", "--against", "HEAD", "--repo", "repo", "repo/Cat", "--report", "report"],
                                      in: repo.scratch.url, repo: repo)
        #expect(named.status == 0, "\(named.stdout)\n\(named.stderr)")
        #expect(named.stdout.contains("10 variants: 0 changed, 0 added, 0 removed, 0 renamed, 10 unchanged"), "\(named.stdout)")
        // From a folder inside the work tree, the catalog given relative to it.
        let inside = try Self.listshot(["verify", "--against", "HEAD", ".", "--report", "../report"],
                                       in: repo.url.appendingPathComponent("Cat"), repo: repo)
        #expect(inside.status == 0, "\(inside.stdout)\n\(inside.stderr)")
    }

    @Test func aCatalogOutsideTheRepositoryIsRefused() throws {
        let repo = try Repository()
        let other = repo.scratch.url.appendingPathComponent("other/Cat")
        try FileManager.default.createDirectory(at: other.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: repo.url.appendingPathComponent("Cat"), to: other)
        let run = try Self.listshot(["verify", "--against", "HEAD", other.path, "--report", "report"], in: repo.url, repo: repo)
        #expect(run.status == 2, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stderr.contains("is not inside the repository's work tree"), "\(run.stderr)")
    }

    @Test func repoWithoutAgainstIsRefused() throws {
        let repo = try Repository()
        let run = try Self.listshot(["verify", "--repo", ".", "Cat", "--report", "report"], in: repo.url, repo: repo)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("error: --repo names the git clone --against reads"), "\(run.stderr)")
    }

    /// Variables that would add objects, config or replace refs, or move the repository.
    @Test func inheritedGitVariablesAreCleared() throws {
        let repo = try Repository()
        let elsewhere = repo.scratch.url.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let run = try Self.listshot(["verify", "--against", "HEAD", "Cat", "--report", "report"], in: repo.url, repo: repo, environment: [
            "GIT_ALTERNATE_OBJECT_DIRECTORIES": elsewhere.path, "GIT_OBJECT_DIRECTORY": elsewhere.path,
            "GIT_CONFIG_COUNT": "1", "GIT_CONFIG_KEY_0": "core.worktree", "GIT_CONFIG_VALUE_0": elsewhere.path,
            "GIT_CONFIG_PARAMETERS": "'safe.bareRepository'='all'", "GIT_REPLACE_REF_BASE": "refs/heads/",
            "GIT_CEILING_DIRECTORIES": repo.url.path, "GIT_COMMON_DIR": elsewhere.path, "GIT_NAMESPACE": "planted"])
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("10 unchanged (10 not rendered) against HEAD ("), "\(run.stdout)")
    }

    /// A replace ref in the user's own repository (as `git fetch` of refs/replace/* brings) does
    /// not change what a revision holds.
    @Test func replaceRefsAreIgnored() throws {
        let repo = try Repository()
        try repo.write("Cat/a/one.yaml", Repository.spec(title: "Changed", theme: "brand"))
        try repo.git("git commit -q -a -m changed && git replace HEAD~1 HEAD")
        let run = try Self.listshot(["verify", "--against", "HEAD~1", "Cat", "--report", "report"], in: repo.url, repo: repo)
        #expect(run.status == 1, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("2 changed, 0 added, 0 removed, 0 renamed, 8 unchanged"), "\(run.stdout)")
    }

    /// Ctrl-C or SIGTERM while the revision's copy exists, at once or a while into the copy and the
    /// drawing: the copy is removed, nothing written after the removal brings it back, and the
    /// process ends by that signal (docs/against.md, "Stopping").
    @Test(arguments: [(SIGTERM, 0), (SIGINT, 0), (SIGTERM, 2), (SIGTERM, 20), (SIGTERM, 150), (SIGINT, 60)])
    func aStopSignalRemovesThePrivateCopy(signal: Int32, delayMilliseconds: Int) throws {
        let repo = try Repository()
        // Something to draw, so the run lasts past the copy.
        let path = repo.url.appendingPathComponent("Cat/Themes/brand.json")
        let theme = try String(contentsOf: path, encoding: .utf8)
        try Data(theme.replacingOccurrences(of: "\"day\": \"#000000\"", with: "\"day\": \"#FF0000\"").utf8).write(to: path)
        let temporary = repo.scratch.url.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["verify", "--against", "HEAD", "Cat", "--report", "report", "--jobs", "1"]
        process.currentDirectoryURL = repo.url
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["TMPDIR": temporary.path, "XDG_CACHE_HOME": repo.scratch.url.appendingPathComponent("cache").path]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Signal once the private copy holds files.
        let deadline = Date().addingTimeInterval(120)
        func copyHoldsFiles() -> Bool {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: temporary.path),
                  let copy = names.first(where: { $0.hasPrefix("listshot-against-") }) else { return false }
            return !((try? FileManager.default.contentsOfDirectory(atPath: temporary.appendingPathComponent(copy).path)) ?? []).isEmpty
        }
        while process.isRunning, !copyHoldsFiles(), Date() < deadline { usleep(500) }
        usleep(useconds_t(delayMilliseconds * 1000))
        let signalled = process.isRunning
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(signalled, "verify --against ended before its private copy was seen")
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal,
                "ended with \(process.terminationReason == .exit ? "exit" : "signal") \(process.terminationStatus)")
        let left = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
        #expect(left.isEmpty, "left behind in TMPDIR: \(left)")
    }
}

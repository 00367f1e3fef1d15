import Foundation
import Testing

/// docs/against.md, "When git refuses the clone": in a clone owned by another user (a container's
/// bind mount) `verify --against` passes on git's reason and its fix, and any other git failure
/// its own message; nothing is written.
@Suite("verify --against: git's reasons")
struct AgainstOwnershipTests {
    static let spec = "theme: movistar\nappearances: [day]\ncontent: [{list: {cells: [{title: A}]}}]\n"

    @Test func aCloneOfAnotherUserNamesDubiousOwnershipAndTheFix() throws {
        // Only root can give a folder away; CI and this project's machines run the tests as root.
        try #require(geteuid() == 0, "this test needs root to chown a clone to another user")
        let scratch = try Scratch()
        let repo = scratch.url.appendingPathComponent("their clone")
        try FileManager.default.createDirectory(at: repo.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
        try Data(Self.spec.utf8).write(to: repo.appendingPathComponent("Snapshots/a.yaml"))
        let setUp = try Run.process("/bin/sh", ["-c", "git init -q && chown -R 12345:12345 ."], in: repo)
        try #require(setUp.status == 0, "\(setUp.stderr)")
        let refused = try Run.process("/usr/bin/git", ["rev-parse", "--show-toplevel"], in: repo)
        try #require(refused.stderr.contains("dubious ownership"), "git here does not check ownership: \(refused.stderr)")
        let result = try CLI.run(["verify", "--against", "HEAD", "Snapshots"], in: repo)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("git refuses to read the repository at \(repo.path)"), "\(result.stderr)")
        #expect(result.stderr.contains("it belongs to user 12345 and listshot runs as user 0, which git calls dubious ownership"), "\(result.stderr)")
        #expect(result.stderr.contains("`git config --global --add safe.directory '\(repo.path)'`"), "\(result.stderr)")
        #expect(!result.stderr.contains("not inside a git working tree"))
        #expect(!FileManager.default.fileExists(atPath: repo.appendingPathComponent("Snapshots/.listshot").path), "wrote into the catalog")
    }

    @Test func outsideAnyCloneGitsOwnReasonIsPassedOn() throws {
        let scratch = try Scratch()
        _ = try scratch.write("Snapshots/a.yaml", Self.spec)
        let result = try BoundedRun.run(CLI.binary.path, ["verify", "--against", "HEAD", "Snapshots"], in: scratch.url, timeout: 120,
                                        memoryMB: 2048, environment: ["GIT_CEILING_DIRECTORIES": scratch.url.deletingLastPathComponent().path])
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("is not inside a git working tree (git: fatal: not a git repository"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("Snapshots/.listshot").path))
    }

    /// Git's own message carries the folder name it could not read. Git writes its ASCII controls
    /// as `?`, but not a C1 control (U+009B, a terminal's CSI) or a bidirectional override; those
    /// reach the terminal only as `\u{…}` text, one scalar at a time.
    @Test func gitsReasonIsEscapedForTheTerminal() throws {
        let scratch = try Scratch()
        let clone = scratch.url.appendingPathComponent("clone")
        try FileManager.default.createDirectory(at: clone.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
        try Data(Self.spec.utf8).write(to: clone.appendingPathComponent("Snapshots/a.yaml"))
        // A .git file pointing at a git folder that does not exist, under a hostile name.
        let hostile = scratch.url.appendingPathComponent("evil\u{1B}]0;owned\u{07}\u{9B}31m\u{202E}gpj.exe: fatal: fake").path
        try Data("gitdir: \(hostile)\n".utf8).write(to: clone.appendingPathComponent(".git"))
        let result = try CLI.run(["verify", "--against", "HEAD", "Snapshots"], in: clone)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("(git: fatal: not a git repository: "), "\(result.stderr)")
        #expect(result.stderr.contains("\\u{9B}31m\\u{202E}gpj.exe: fatal: fake)"), "\(result.stderr)")
        #expect(!result.stderr.unicodeScalars.contains { [0x1B, 0x07, 0x9B, 0x202E].contains($0.value) }, "a raw control reached the terminal")
        #expect(!FileManager.default.fileExists(atPath: clone.appendingPathComponent("Snapshots/.listshot").path))
    }
}

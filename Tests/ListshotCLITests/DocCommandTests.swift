import Foundation
import Testing

/// Every shell command that README.md and docs/*.md show runs here, as written, in a scratch copy
/// of the repository with `listshot` on the PATH (the binary these tests were built with, or
/// `$LISTSHOT_DOCTEST_BINARY`). A command that exits with another code than its block marks as
/// expected fails the test (docs/testing.md, "Commands in the docs run as tests").
@Suite("Commands in the README and docs")
struct DocCommandTests {
    /// The pages whose `sh` blocks are run: README.md and every Markdown page under docs/.
    static let pages: [String] = {
        var pages = ["README.md"]
        let docs = packageRoot.appendingPathComponent("docs")
        if let found = FileManager.default.enumerator(atPath: docs.path) {
            for case let path as String in found where path.hasSuffix(".md") { pages.append("docs/" + path) }
        }
        return pages.sorted()
    }()

    /// Every block of every page; a page that cannot be read or parsed becomes a failing block.
    static let blocks: [DocBlock] = pages.flatMap { page -> [DocBlock] in
        do {
            let text = try String(contentsOf: packageRoot.appendingPathComponent(page), encoding: .utf8)
            return try DocBlock.parse(text, file: page)
        } catch {
            return [DocBlock(file: page, line: 0, commands: ["echo '\(error)' >&2; exit 99"])]
        }
    }

    @Test func thePagesHaveBlocks() {
        #expect(Self.blocks.count >= 8, "found only \(Self.blocks.count) sh blocks in \(Self.pages)")
        #expect(Self.blocks.contains { $0.file == "README.md" && $0.ci }, "README.md's set-up block must be marked `<!-- doctest ci -->`")
    }

    @Test(arguments: blocks.filter { !$0.ci })
    func blockRuns(_ block: DocBlock) throws {
        if let problem = block.markerProblem { Issue.record(Comment(rawValue: problem)); return }
        let result = try DocRun.run(block)
        #expect(!result.timedOut, "\(block.testDescription) did not finish within \(DocRun.timeout) s")
        #expect(result.status == 0, """
            \(block.testDescription): \(result.stderr.split(separator: "\n").last(where: { $0.hasPrefix("doctest:") }) ?? "exit \(result.status)")
            stdout: \(result.stdout.suffix(1500))
            stderr: \(result.stderr.suffix(3000))
            """)
    }

    /// Blocks marked `ci` build the project, so `.ci/run` runs them; each of their commands must be there.
    @Test(arguments: blocks.filter(\.ci))
    func ciBlockRunsInCI(_ block: DocBlock) throws {
        let script = try String(contentsOf: packageRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
        let lines = Set(script.split(separator: "\n").map { DocRun.withoutComment(String($0)) })
        for command in block.commands {
            #expect(lines.contains(DocRun.withoutComment(command)), "\(block.testDescription): `\(command)` is marked `doctest ci` but .ci/run does not run it")
        }
    }

    @Test(arguments: [
        ("```sh\nlistshot --version\n```\n", 1, [Int32](), false, [String]()),
        ("<!-- doctest exits: 1 0 -->\n```sh\nlistshot diff a b\n# a comment\nlistshot --version\n```\n", 2, [1, 0], false, []),
        ("<!-- doctest setup: touch x -->\n<!-- doctest setup: touch y -->\n```sh\ncat x \\\n  y\n```\n", 1, [], false, ["touch x", "touch y"]),
        ("<!-- doctest ci -->\n```sh\nmake test\n```\n```swift\nlet x = 1\n```\n", 1, [], true, []),
        ("```text\nlistshot --version\n```\n", 0, [], false, []),
    ])
    func markersParse(_ text: String, commands: Int, exits: [Int32], ci: Bool, setup: [String]) throws {
        let blocks = try DocBlock.parse(text, file: "t.md")
        #expect(blocks.count == (commands == 0 ? 0 : 1))
        guard let block = blocks.first else { return }
        #expect(block.commands.count == commands)
        #expect((block.exits ?? []) == exits)
        #expect(block.ci == ci)
        #expect(block.setup == setup)
    }

    @Test func anUnknownMarkerIsAnError() {
        #expect(throws: DocBlockError.self) { try DocBlock.parse("<!-- doctest skip -->\n```sh\nfalse\n```\n", file: "t.md") }
    }

    @Test func aCommandWithAnUnexpectedExitFails() throws {
        let blocks = try DocBlock.parse("```sh\ntrue\nlistshot render no-such.yaml --out out\n```\n", file: "t.md")
        let result = try DocRun.run(try #require(blocks.first))
        #expect(result.status != 0)
        #expect(result.stderr.contains("doctest: command 2 exited 2, expected 0"))
    }
}

/// Runs one block in a scratch copy of the repository.
enum DocRun {
    static let timeout = 600.0

    /// The binary the commands call as `listshot`.
    static var binary: String {
        ProcessInfo.processInfo.environment["LISTSHOT_DOCTEST_BINARY"] ?? CLI.binary.path
    }

    static func run(_ block: DocBlock) throws -> BoundedRun.Output {
        let scratch = try Scratch(prefix: "listshot-doctest")
        let repo = scratch.url.appendingPathComponent("repo")
        try copyRepository(to: repo)
        let bin = scratch.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent("listshot").path, withDestinationPath: binary)
        var script = "cd \(ShellWord.quote(repo.path))\n"
        for (index, command) in block.setup.enumerated() {
            script += "\(command)\n"
            script += "__s=$?; if [ \"$__s\" -ne 0 ]; then echo \"doctest: set-up \(index + 1) exited $__s\" >&2; exit 90; fi\n"
        }
        for (index, command) in block.commands.enumerated() {
            let expected = block.expectedExit(index)
            script += "\(command)\n"
            script += "__s=$?; if [ \"$__s\" -ne \(expected) ]; then echo \"doctest: command \(index + 1) exited $__s, expected \(expected): \"\(ShellWord.quote(command)) >&2; exit 90; fi\n"
        }
        let scriptFile = scratch.url.appendingPathComponent("block.sh")
        try Data(script.utf8).write(to: scriptFile)
        let home = scratch.url.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let path = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return try BoundedRun.run("/bin/bash", ["-o", "pipefail", scriptFile.path], in: repo, timeout: timeout, memoryMB: 8192,
                                  environment: ["HOME": home.path, "XDG_CACHE_HOME": scratch.url.appendingPathComponent("cache").path,
                                                "PATH": path, "GIT_AUTHOR_NAME": "Doc Test", "GIT_AUTHOR_EMAIL": "doc@test.invalid",
                                                "GIT_COMMITTER_NAME": "Doc Test", "GIT_COMMITTER_EMAIL": "doc@test.invalid"])
    }

    /// The repository's tracked files as they are in the working tree, committed in a fresh git
    /// repository (the docs show `git diff` and `git commit`).
    static func copyRepository(to destination: URL) throws {
        let listing = try Run.process("/usr/bin/git", ["-C", packageRoot.path, "ls-files", "-z"])
        guard listing.status == 0 else { throw DocBlockError(message: "git ls-files failed: \(listing.stderr)") }
        let manager = FileManager.default
        for path in listing.stdout.split(separator: "\0").map(String.init) {
            let source = packageRoot.appendingPathComponent(path)
            guard manager.fileExists(atPath: source.path) else { continue }  // deleted in the working tree
            let target = destination.appendingPathComponent(path)
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try manager.copyItem(at: source, to: target)
        }
        for arguments in [["init", "-q"], ["add", "-A"], ["-c", "user.name=Doc Test", "-c", "user.email=doc@test.invalid", "commit", "-qm", "docs"]] {
            let step = try Run.process("/usr/bin/git", ["-C", destination.path] + arguments)
            guard step.status == 0 else { throw DocBlockError(message: "git \(arguments.joined(separator: " ")) failed: \(step.stderr)") }
        }
    }

    /// A command line without its trailing `# comment` and surrounding blanks.
    static func withoutComment(_ line: String) -> String {
        var text = line
        if let range = text.range(of: " #") { text = String(text[..<range.lowerBound]) }
        return text.trimmingCharacters(in: .whitespaces)
    }
}

/// POSIX single-quoting for the generated scripts.
enum ShellWord {
    static func quote(_ text: String) -> String {
        "'" + text.unicodeScalars.map { $0 == "'" ? "'\\''" : String($0) }.joined() + "'"
    }
}

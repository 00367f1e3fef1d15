import Foundation
import Testing

/// docs/testing.md, "What to commit": `record` and `verify` leave a git working tree clean: the
/// default report goes into the catalog's `.listshot/`, whose own ignore file keeps it, the lock and
/// itself out of git; the patterns the docs give for users' own ignore files match a nested catalog.
@Suite("A clean working tree")
struct CleanTreeTests {
    static let spec = "theme: movistar\nappearances: [day]\ncontent:\n  - list:\n      cells:\n        - title: Wi-Fi\n"

    struct Repository {
        let scratch: Scratch
        var url: URL { scratch.url.appendingPathComponent("repo") }

        init() throws {
            scratch = try Scratch()
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }

        func write(_ path: String, _ text: String) throws {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }

        /// Runs a shell line with git configured for the test and no GIT_* variable of the runner.
        func sh(_ script: String) throws -> BoundedRun.Output {
            let line = "for v in $(env | sed -n 's/^\\(GIT_[A-Za-z_]*\\)=.*/\\1/p'); do unset \"$v\"; done; "
                + "git() { command git -c user.name=T -c user.email=t@example.invalid -c init.defaultBranch=main -c commit.gpgsign=false \"$@\"; }; "
                + script
            return try BoundedRun.run("/bin/sh", ["-c", line], in: url, timeout: 60, memoryMB: 4096, environment: [:])
        }

        func listshot(_ arguments: [String]) throws -> BoundedRun.Output {
            try BoundedRun.run(CLI.binary.path, arguments, in: url, timeout: 240, memoryMB: 4096,
                               environment: ["XDG_CACHE_HOME": scratch.url.appendingPathComponent("cache").path])
        }

        func status() throws -> String {
            let result = try sh("git status --porcelain --untracked-files=all")
            try #require(result.status == 0, "git status: \(result.stderr)")
            return result.stdout
        }
    }

    /// A nested catalog, recorded and committed with no ignore file of the repository's own: verify
    /// (passing and failing) leaves `git status` clean but for the edited spec, says where the report
    /// is, and the accept command it prints works on that report.
    @Test func verifyLeavesTheTreeCleanAndSaysWhereTheReportIs() throws {
        let repo = try Repository()
        try repo.write("app/ui/Snapshots/settings.yaml", Self.spec)
        #expect(try repo.sh("git init -q").status == 0)
        let record = try repo.listshot(["record", "app/ui/Snapshots"])
        #expect(record.status == 0, "\(record.stderr)")
        let ignore = try String(contentsOf: repo.url.appendingPathComponent("app/ui/Snapshots/.listshot/.gitignore"), encoding: .utf8)
        #expect(ignore.contains("/lock") && ignore.contains("/report/") && ignore.contains("/.gitignore"), "\(ignore)")
        let commit = try repo.sh("git add -A && git commit -q -m catalog && git ls-files")
        #expect(commit.status == 0, "\(commit.stderr)")
        #expect(!commit.stdout.contains(".listshot/lock") && !commit.stdout.contains(".listshot/.gitignore"), "committed: \(commit.stdout)")
        #expect(commit.stdout.contains("app/ui/Snapshots/.listshot/manifest.json"), "committed: \(commit.stdout)")

        let pass = try repo.listshot(["verify", "app/ui/Snapshots"])
        #expect(pass.status == 0, "\(pass.stdout)\(pass.stderr)")
        #expect(pass.stdout.contains("Report: app/ui/Snapshots/.listshot/report/index.html"), "\(pass.stdout)")
        #expect(FileManager.default.fileExists(atPath: repo.url.appendingPathComponent("app/ui/Snapshots/.listshot/report/index.html").path))
        #expect(!FileManager.default.fileExists(atPath: repo.url.appendingPathComponent("listshot-report").path))
        #expect(try repo.status() == "", "verify left the tree unclean")

        try repo.write("app/ui/Snapshots/settings.yaml", Self.spec.replacingOccurrences(of: "Wi-Fi", with: "Wi-Fi 6"))
        let fail = try repo.listshot(["verify", "app/ui/Snapshots"])
        #expect(fail.status == 1, "\(fail.stdout)\(fail.stderr)")
        #expect(try repo.status() == " M app/ui/Snapshots/settings.yaml\n")
        // The accept command the output suggests, run as printed.
        let suggested = try #require(fail.stdout.split(separator: "\n").last { $0.contains("listshot accept ") }, "\(fail.stdout)")
        let command = try #require(suggested.components(separatedBy: "`listshot accept ").last?.split(separator: "`").first)
        #expect(command == "app/ui/Snapshots/.listshot/report", "\(suggested)")
        let accept = try repo.listshot(["accept", String(command)])
        #expect(accept.status == 0, "\(accept.stdout)\(accept.stderr)")
        #expect(try repo.listshot(["verify", "app/ui/Snapshots"]).status == 0)
    }

    /// An ignore file of the user's own in `.listshot/` is theirs: Listshot never rewrites it.
    @Test func anExistingIgnoreFileIsLeftAlone() throws {
        let repo = try Repository()
        try repo.write("Cat/settings.yaml", Self.spec)
        try repo.write("Cat/.listshot/.gitignore", "# mine\n/lock\n")
        #expect(try repo.listshot(["record", "Cat"]).status == 0)
        #expect(try String(contentsOf: repo.url.appendingPathComponent("Cat/.listshot/.gitignore"), encoding: .utf8) == "# mine\n/lock\n")
    }

    /// A link in the ignore file's place is refused, and nothing is written through it.
    @Test func aLinkedIgnoreFileIsRefused() throws {
        let repo = try Repository()
        try repo.write("Cat/settings.yaml", Self.spec)
        try FileManager.default.createDirectory(at: repo.url.appendingPathComponent("Cat/.listshot"), withIntermediateDirectories: true)
        let target = repo.scratch.url.appendingPathComponent("outside.txt")
        try FileManager.default.createSymbolicLink(atPath: repo.url.appendingPathComponent("Cat/.listshot/.gitignore").path,
                                                   withDestinationPath: target.path)
        let verify = try repo.listshot(["verify", "Cat"])
        #expect(verify.status == 2, "\(verify.stdout)\(verify.stderr)")
        #expect(verify.stderr.contains(".gitignore is a symbolic link"), "\(verify.stderr)")
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }

    /// The patterns docs/testing.md gives for a repository's own `.gitignore` match the lock and the
    /// report of a catalog in any folder (the old `.listshot/lock` matched only at the root).
    @Test func theDocumentedPatternsMatchANestedCatalog() throws {
        let doc = try String(contentsOf: packageRoot.appendingPathComponent("docs/testing.md"), encoding: .utf8)
        let section = try #require(doc.components(separatedBy: "### What to commit").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```\n").dropFirst().first, "no pattern block")
        let patterns = block.split(separator: "\n").map(String.init)
        #expect(patterns == ["**/.listshot/lock", "**/.listshot/report/"], "\(patterns)")
        let repo = try Repository()
        try repo.write(".gitignore", patterns.joined(separator: "\n") + "\n")
        for path in ["Snapshots/.listshot/lock", "a/b/Snapshots/.listshot/lock", "a/b/Snapshots/.listshot/report/index.html"] {
            try repo.write(path, "")
        }
        try repo.write("a/b/Snapshots/.listshot/manifest.json", "{}")
        #expect(try repo.sh("git init -q").status == 0)
        let ignored = try repo.sh("git check-ignore --no-index Snapshots/.listshot/lock a/b/Snapshots/.listshot/lock a/b/Snapshots/.listshot/report/index.html")
        #expect(ignored.stdout.split(separator: "\n").count == 3, "\(ignored.stdout)\(ignored.stderr)")
        let manifest = try repo.sh("git check-ignore --no-index a/b/Snapshots/.listshot/manifest.json")
        #expect(manifest.status == 1, "the manifest must stay committable: \(manifest.stdout)")
        // The old root-only pattern misses the nested lock: the reason for the change.
        try repo.write(".gitignore", ".listshot/lock\n")
        #expect(try repo.sh("git check-ignore --no-index a/b/Snapshots/.listshot/lock").status == 1)
    }

    /// This repository tracks no lock file and ignores any.
    @Test func theRepositoryTracksNoLock() throws {
        let root = packageRoot
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent(".git").path) else { return }
        let files = try BoundedRun.run("/usr/bin/git", ["-C", root.path, "ls-files"], in: root, timeout: 60, memoryMB: 1024, environment: [:])
        try #require(files.status == 0, "\(files.stderr)")
        let locks = files.stdout.split(separator: "\n").filter { $0.hasSuffix(".listshot/lock") || $0.contains(".listshot/report/") }
        #expect(locks.isEmpty, "tracked: \(locks)")
    }
}

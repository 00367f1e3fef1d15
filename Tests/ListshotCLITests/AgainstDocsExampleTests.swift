import Foundation
import Testing

/// docs/against.md, "Output": its two examples are what the binary prints for the cases the page
/// describes, run here on a scratch git repository holding the package's `Snapshots/` and
/// `Themes/` (the commit id aside, which is the scratch repository's own).
@Suite("verify --against: the examples in docs/against.md")
struct AgainstDocsExampleTests {
    /// The output lines the page shows under `$ COMMAND` in a text block.
    static func example(after command: String) throws -> [String] {
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/against.md"), encoding: .utf8)
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: "$ " + command), "docs/against.md has no `$ \(command)`")
        return Array(lines[(start + 1)...].prefix { !$0.hasPrefix("```") })
    }

    /// A commit id in parentheses, the part of each line that differs from run to run.
    static func withoutCommits(_ lines: [String]) -> [String] {
        lines.map { $0.replacingOccurrences(of: #"\([0-9a-f]{12}\)"#, with: "(commit)", options: .regularExpression) }
    }

    @Test func theExamplesAreWhatTheBinaryPrints() throws {
        let repo = try VerifyAgainstTests.Repository(empty: ())
        let listing = try Run.process("/usr/bin/git", ["-C", packageRoot.path, "ls-files", "-z", "Snapshots", "Themes"])
        try #require(listing.status == 0, "git ls-files: \(listing.stderr)")
        for path in listing.stdout.split(separator: "\0").map(String.init) {
            let source = packageRoot.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: source.path) else { continue }
            let target = repo.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: target)
        }
        try repo.git("git init -q && git add -A && git commit -q -m catalog")

        // The name in the ProfileRow component made bold, as the page's doctest set-up does.
        let row = repo.url.appendingPathComponent("Snapshots/Components/ProfileRow.yaml")
        let text = try String(contentsOf: row, encoding: .utf8)
        try #require(text.components(separatedBy: "weight: medium").count == 2, "ProfileRow.yaml changed; update docs/against.md and this test")
        try Data(text.replacingOccurrences(of: "weight: medium", with: "weight: bold").utf8).write(to: row)
        let bold = try repo.verify("HEAD", report: "out/against-component", catalog: "Snapshots")
        #expect(bold.status == 1, "\(bold.stderr)")
        let printed = bold.stdout.split(separator: "\n").map(String.init)
        #expect(Self.withoutCommits(printed) == Self.withoutCommits(try Self.example(after: "listshot verify --against HEAD Snapshots --report out/against-component")),
                "\(bold.stdout)")

        // Renamed, removed and added specs.
        try repo.git("git checkout -q -- Snapshots && git mv Snapshots/views/leaves.yaml Snapshots/views/leaf-views.yaml && git rm -q Snapshots/views/modifiers.yaml")
        try repo.write("Snapshots/views/hello.yaml", "title: Hello\ntheme: material\ncontent:\n  - materialList:\n      cells:\n        - title: Hello\n")
        let moved = try repo.verify("HEAD", report: "out/against-renamed", catalog: "Snapshots")
        #expect(moved.status == 1, "\(moved.stderr)")
        let lines = moved.stdout.split(separator: "\n").map(String.init)
        #expect(Self.withoutCommits(lines) == Self.withoutCommits(try Self.example(after: "listshot verify --against HEAD Snapshots --report out/against-renamed")),
                "\(moved.stdout)")
    }
}

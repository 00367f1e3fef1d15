import Foundation
import Listshot
import Testing

/// Every `.package(url: ".../listshot", …)` line in the README and docs names the version the
/// binary prints (`ListshotVersion.current`), so a team that copies a snippet depends on a release
/// that exists (README, "From Swift tests").
@Suite("The package snippets name the binary's version")
struct PackageVersionDocTests {
    /// The docs that show how to depend on the package.
    static let files = ["README.md", "docs/swift-snapshot-testing.md", "docs/swiftui.md"]

    @Test(arguments: files)
    func everySnippetNamesTheCurrentVersion(file: String) throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"\.package\(url: "https://github\.com/listshot/listshot", (?:from|exact): "([^"]+)"\)"#)
        let versions = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
        #expect(!versions.isEmpty, "\(file) shows no .package line for listshot")
        for version in versions {
            #expect(version == ListshotVersion.current, "\(file) depends on \(version), but the binary is \(ListshotVersion.current)")
        }
    }
}

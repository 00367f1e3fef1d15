import Foundation
import Testing

/// The guides agree with the code: docs/architecture.md names every target of Package.swift, the
/// README stays short, and nothing names a tracker's issue by number instead of saying what the
/// behaviour is (another project's issue is cited as `owner/repo#N`).
@Suite("The architecture guide and the README")
struct ArchitectureDocTests {
    static func read(_ path: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every `name: "…"` of a target, plugin or system library in Package.swift.
    static func targets() throws -> [String] {
        let manifest = try read("Package.swift")
        let pattern = try NSRegularExpression(pattern: #"\.(?:target|executableTarget|testTarget|systemLibrary|plugin)\(\s*name:\s*"([^"]+)""#)
        let range = NSRange(manifest.startIndex..., in: manifest)
        return pattern.matches(in: manifest, range: range).compactMap { match in
            Range(match.range(at: 1), in: manifest).map { String(manifest[$0]) }
        }
    }

    @Test func theGuideNamesEveryTarget() throws {
        let targets = try Self.targets()
        #expect(targets.count >= 30, "read \(targets) from Package.swift")
        let guide = try Self.read("docs/architecture.md")
        for target in targets {
            #expect(guide.contains("`\(target)`"), "docs/architecture.md does not name the target `\(target)`")
        }
    }

    @Test func theReadmeFitsOnAFewScreensAndLinksTheGuide() throws {
        let readme = try Self.read("README.md")
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= 300, "README.md has \(lines) lines; the bar is 300")
        #expect(readme.contains("(docs/architecture.md)") && readme.contains("(docs/benchmark.md)"))
        #expect(!readme.contains("| `ListshotCore` |"), "the module table lives in docs/architecture.md only")
    }

    @Test func nothingNamesAnIssueByNumber() throws {
        let pattern = try NSRegularExpression(pattern: #"\bissues? ?#?[0-9]+"#, options: [.caseInsensitive])
        let roots = ["Sources", "Tests", "docs", "Scripts", "Snapshots", "Plugins", "Themes"]
        var files = ["README.md", "Makefile", "Package.swift"]
        for root in roots {
            guard let walker = FileManager.default.enumerator(atPath: packageRoot.appendingPathComponent(root).path) else { continue }
            for case let path as String in walker where [".swift", ".md", ".yaml", ".yml", ".sh", ".py", ".json"].contains(where: path.hasSuffix) {
                files.append(root + "/" + path)
            }
        }
        var found: [String] = []
        for file in files {
            guard let text = try? Self.read(file) else { continue }
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range, in: text) { found.append("\(file): \(text[range])") }
            }
        }
        #expect(found.isEmpty, "say what the behaviour is, or cite owner/repo#N: \(found.prefix(20))")
    }

    /// Targets that are not products use `package` access: nothing outside the package can
    /// depend on the preview's or the audit's internals.
    @Test(arguments: ["Sources/ListshotPreview", "Sources/ListshotAudit"])
    func internalTargetsDeclareNothingPublic(folder: String) throws {
        let root = packageRoot.appendingPathComponent(folder)
        var found: [String] = []
        for case let path as String in FileManager.default.enumerator(atPath: root.path) ?? .init() where path.hasSuffix(".swift") {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.trimmingCharacters(in: .whitespaces).hasPrefix("public ") || line.contains(" public ") && !line.contains("//") {
                found.append("\(folder)/\(path):\(number + 1)")
            }
        }
        #expect(found.isEmpty, "public declarations: \(found.prefix(10))")
    }
}

/// The architecture guide's map of folders matches `Sources/`: every folder (each target, each
/// folder inside one, each shim and tool) is named, and every folder named exists.
@Suite("The architecture guide's map of folders")
struct ArchitectureMapTests {
    static func folders() throws -> [String] {
        let root = packageRoot.appendingPathComponent("Sources")
        var found: [String] = []
        let targets = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        for target in targets where !target.hasPrefix(".") {
            found.append("Sources/\(target)/")
            // The shims and the tools are targets grouped apart: the group folder is their entry.
            guard target != "C", target != "Tools" else { continue }
            let inner = root.appendingPathComponent(target)
            for case let path as String in FileManager.default.enumerator(atPath: inner.path) ?? .init() {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: inner.appendingPathComponent(path).path, isDirectory: &isDirectory),
                   isDirectory.boolValue, path.split(separator: "/").count <= 2 {
                    found.append("Sources/\(target)/\(path)/")
                }
            }
        }
        return found
    }

    @Test func everyFolderIsOnTheMap() throws {
        let guide = try ArchitectureDocTests.read("docs/architecture.md")
        let folders = try Self.folders()
        #expect(folders.count >= 40, "\(folders)")
        let missing = folders.filter { !guide.contains("`\($0)`") }
        #expect(missing.isEmpty, "docs/architecture.md does not map \(missing)")
    }

    @Test func everyFolderOnTheMapExists() throws {
        let guide = try ArchitectureDocTests.read("docs/architecture.md")
        let pattern = try NSRegularExpression(pattern: #"`(Sources/[A-Za-z/-]+/)`"#)
        let named = pattern.matches(in: guide, range: NSRange(guide.startIndex..., in: guide)).compactMap { match in
            Range(match.range(at: 1), in: guide).map { String(guide[$0]) }
        }
        #expect(named.count >= 40)
        for folder in Set(named) {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(folder).path, isDirectory: &isDirectory)
            #expect(exists && isDirectory.boolValue, "docs/architecture.md names \(folder), which is not a folder")
        }
    }
}

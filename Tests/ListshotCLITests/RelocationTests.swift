import Foundation
import Testing

/// The CLI away from its checkout: a copy of the binary in an empty folder, run from `/`, with the
/// catalog copied where no `Themes/` folder lies above it. Themes then come from the copies
/// compiled into the binary, and every reference must still verify by pixel hash.
@Suite("listshot runs away from its checkout")
struct RelocationTests {
    /// A copy of the binary and of the catalog in a scratch folder.
    static func relocated(_ scratch: Scratch) throws -> (binary: String, catalog: String) {
        let binary = scratch.url.appendingPathComponent("bin/listshot")
        try FileManager.default.createDirectory(at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLI.binary, to: binary)
        let catalog = scratch.url.appendingPathComponent("work/Snapshots")
        try FileManager.default.createDirectory(at: catalog.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Snapshots"), to: catalog)
        return (binary.path, catalog.path)
    }

    @Test func everyCatalogReferenceVerifiesFromACopiedBinary() throws {
        let scratch = try Scratch()
        let (binary, catalog) = try Self.relocated(scratch)
        let result = try Run.process(binary, ["verify", catalog, "--check-pixels", "--report", scratch.url.appendingPathComponent("report").path],
                                     in: URL(fileURLWithPath: "/"))
        #expect(result.status == 0, "stderr: \(result.stderr)\nstdout: \(result.stdout.suffix(2000))")
        #expect(result.stdout.contains("0 failed"))
        #expect(!result.stdout.contains(" 0 passed"))
    }

    @Test func themesListSaysTheyAreBundled() throws {
        let scratch = try Scratch()
        let (binary, _) = try Self.relocated(scratch)
        let result = try Run.process(binary, ["themes", "list"], in: URL(fileURLWithPath: "/"))
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        let themes = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Themes").path)
            .filter { $0.hasSuffix(".json") }
        #expect(lines.count == themes.count)
        #expect(lines.allSatisfy { $0.hasSuffix("  bundled") }, "\(result.stdout)")
    }

    @Test func themesListNamesTheFileThatWins() throws {
        let scratch = try Scratch()
        let folder = scratch.url.appendingPathComponent("brand")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Themes/movistar.json"),
                                         to: folder.appendingPathComponent("movistar.json"))
        let result = try CLI.run(["themes", "list", "--themes", folder.path])
        #expect(result.status == 0)
        let movistar = result.stdout.split(separator: "\n").first { $0.hasPrefix("movistar ") }
        #expect(movistar?.hasSuffix("  " + folder.appendingPathComponent("movistar.json").path) == true, "\(result.stdout)")
        #expect(result.stdout.contains("blau") && result.stdout.contains("bundled"))
    }

    @Test(arguments: ["themes list", "render x.yaml", "verify cat", "themes check"])
    func aMissingThemesFolderIsAnError(command: String) throws {
        let scratch = try Scratch()
        let arguments = command.split(separator: " ").map(String.init) + ["--themes", "/nonexistent/themes"]
        let result = try CLI.run(arguments, in: scratch.url)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: --themes /nonexistent/themes: no such folder."), "\(result.stderr)")
    }

    @Test func versionIsPrinted() throws {
        let result = try CLI.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("listshot "))
        #expect(result.stdout.split(separator: " ").last?.split(separator: ".").count == 3)
    }
}

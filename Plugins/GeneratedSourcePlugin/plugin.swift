import Foundation
import PackagePlugin

/// Build-tool plugin: before a target compiles, writes the Swift source it needs from other files,
/// so the installed binary is self-contained and nothing generated is committed.
///
/// - ListshotCairo gets `RenderCodeDigest.sources`: the digest of every source file of
///   ``digestedTargets``, in order of their path relative to the package (so a checkout anywhere,
///   or a consumer package depending on Listshot by path, gets the same digest). The render key
///   (docs/testing.md, "Render keys") changes with the drawing code without anyone bumping a number.
/// - The targets of ``embeddedFolders`` get `EmbeddedFiles.text`: the exact text of each file in
///   their folder (the themes; the HTML reports' CSS and JavaScript).
@main
struct GeneratedSourcePlugin: BuildToolPlugin {
    /// The targets whose sources decide pixels: the Cairo painter and fonts, the pixel buffers
    /// and PNG codecs, and the C row filter.
    static let digestedTargets = ["ListshotCairo", "ListshotImage", "CPNGUnfilter"]
    /// The folder, relative to the package, whose files each target embeds.
    static let embeddedFolders = [
        "Listshot": "Themes",
        "ListshotSnapshot": "Sources/ListshotSnapshot/Report/Assets",
        "ListshotAudit": "Sources/ListshotAudit/Assets",
    ]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL.standardizedFileURL
        let tool = try context.tool(named: "generate-source").url
        if target.name == "ListshotCairo" {
            var files: [(relative: String, url: URL)] = []
            for target in try context.package.targets(named: Self.digestedTargets) {
                guard let module = target as? SourceModuleTarget else { continue }
                for file in module.sourceFiles {
                    let path = file.url.standardizedFileURL.path
                    guard path.hasPrefix(root.path + "/") else { continue }
                    files.append((String(path.dropFirst(root.path.count + 1)), file.url))
                }
            }
            files.sort { $0.relative < $1.relative }
            let output = context.pluginWorkDirectoryURL.appendingPathComponent("RenderCodeDigest.swift")
            return [.buildCommand(displayName: "Digesting the drawing sources (\(files.count) files)", executable: tool,
                                  arguments: ["digest", output.path, root.path] + files.map(\.url.path),
                                  inputFiles: files.map(\.url), outputFiles: [output])]
        }
        guard let folder = Self.embeddedFolders[target.name] else { return [] }
        let directory = root.appendingPathComponent(folder)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { !$0.hasPrefix(".") }.sorted().map { directory.appendingPathComponent($0) }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedFiles.swift")
        return [.buildCommand(displayName: "Embedding \(folder) (\(files.count) files)", executable: tool,
                              arguments: ["embed", output.path] + files.map(\.path),
                              inputFiles: files, outputFiles: [output])]
    }
}

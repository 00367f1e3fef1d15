import Foundation
import PackagePlugin

/// Build-tool plugin: before ListshotCairo compiles, digests the sources that decide a render's
/// pixels and writes them into a Swift file as `RenderCodeDigest.sources`, so the render key
/// (docs/testing.md, "Render keys") changes with the drawing code without anyone
/// remembering to bump a number.
///
/// The digested files are every source file of the targets in ``digestedTargets``, in order of
/// their path relative to the package, so a checkout anywhere (or a consumer package depending
/// on Listshot by path) gets the same digest.
@main
struct RenderCodeDigestPlugin: BuildToolPlugin {
    /// The targets whose sources decide pixels: the Cairo painter and fonts, the pixel buffers
    /// and PNG codecs, and the C row filter.
    static let digestedTargets = ["ListshotCairo", "ListshotImage", "CPNGUnfilter"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL.standardizedFileURL.path
        var files: [(relative: String, url: URL)] = []
        for target in try context.package.targets(named: Self.digestedTargets) {
            guard let module = target as? SourceModuleTarget else { continue }
            for file in module.sourceFiles {
                let path = file.url.standardizedFileURL.path
                guard path.hasPrefix(root + "/") else { continue }
                files.append((String(path.dropFirst(root.count + 1)), file.url))
            }
        }
        files.sort { $0.relative < $1.relative }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("RenderCodeDigest.swift")
        return [.buildCommand(
            displayName: "Digesting the drawing sources (\(files.count) files)",
            executable: try context.tool(named: "render-code-digest").url,
            arguments: [output.path, root] + files.map(\.url.path),
            inputFiles: files.map(\.url),
            outputFiles: [output])]
    }
}

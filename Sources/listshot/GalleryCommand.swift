import ArgumentParser
import Foundation
import Listshot

/// `listshot gallery [CATALOG] [--out DIR]`
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render a catalog's specs and write a Markdown gallery (Day | Night tables)."
    )

    @Argument(help: "The catalog folder.")
    var catalog: String = "Snapshots"

    @Option(help: "Output folder for the images and README.md.")
    var out: String = "gallery"

    @Option(name: .customLong("themes"), help: "An extra folder of theme files, searched first.")
    var themeDirectories: [String] = []

    func run() throws {
        let renderer = Renderer(themeDirectories: themeDirectories.map { URL(fileURLWithPath: $0) }, pngCompression: .fast)
        let files = try SpecFinder.find([catalog])
        try ensureWritable(out)
        if URL(fileURLWithPath: out).standardized.path == URL(fileURLWithPath: catalog).standardized.path {
            try writeInPlace(renderer: renderer, files: files)
            return
        }
        let progress = Progress(total: files.count, label: "Gallery")
        var entries: [RenderedVariant] = []
        for (index, file) in files.enumerated() {
            progress.update(index, detail: file)
            let spec = try renderer.spec(at: file)
            for output in try renderer.render(spec, options: RenderOptions(format: .png)) {
                for warning in output.warnings {
                    FileHandle.standardError.write(Data("warning: \(file): \(warning)\n".utf8))
                }
                // Keep the catalog's folders so specs with the same name in two folders never collide.
                let folder = relativePath((file as NSString).deletingLastPathComponent, to: catalog)
                let name = folder.isEmpty ? output.fileName : folder + "/" + output.fileName
                try AtomicFile.write(output.bytes, to: (out as NSString).appendingPathComponent(name))
                entries.append(output)
            }
        }
        progress.finish()
        let markdown = Gallery.markdown(title: "Listshot gallery: \(catalog)", entries: entries, imageFolder: "", catalog: catalog)
        let readme = (out as NSString).appendingPathComponent("README.md")
        try AtomicFile.write(Array(markdown.utf8), to: readme)
        print("Wrote \(entries.count) images and \(readme)")
    }

    /// `--out` is the catalog itself: link the committed references instead of writing copies.
    func writeInPlace(renderer: Renderer, files: [String]) throws {
        var entries: [RenderedVariant] = []
        for file in files {
            let spec = try renderer.spec(at: file)
            let folder = relativePath((file as NSString).deletingLastPathComponent, to: catalog)
            for output in try renderer.render(spec, options: RenderOptions(format: nil)) {
                let reference = (catalog as NSString).appendingPathComponent(folder.isEmpty ? output.variant.fileStem + ".png" : folder + "/" + output.variant.fileStem + ".png")
                guard FileManager.default.fileExists(atPath: reference) else {
                    throw ListshotError.io(path: reference, message: "has no reference yet. Run `listshot record \(catalog)` first.")
                }
                var linked = output
                linked.format = .png
                entries.append(linked)
            }
        }
        let markdown = Gallery.markdown(title: "Listshot catalog", entries: entries, imageFolder: "", catalog: catalog)
        let readme = (catalog as NSString).appendingPathComponent("README.md")
        try AtomicFile.write(Array(markdown.utf8), to: readme)
        print("Wrote \(readme) for \(entries.count) references")
    }
}

/// `path` relative to `base` ("" when equal).
func relativePath(_ path: String, to base: String) -> String {
    let p = URL(fileURLWithPath: path).standardized.path, b = URL(fileURLWithPath: base).standardized.path
    if p == b { return "" }
    return p.hasPrefix(b + "/") ? String(p.dropFirst(b.count + 1)) : p
}

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
        let progress = Progress(total: files.count, label: "Gallery")
        var entries: [RenderedVariant] = []
        for (index, file) in files.enumerated() {
            progress.update(index, detail: file)
            let spec = try renderer.spec(at: file)
            for output in try renderer.render(spec, options: RenderOptions(format: .png)) {
                for warning in output.warnings {
                    FileHandle.standardError.write(Data("warning: \(file): \(warning)\n".utf8))
                }
                try AtomicFile.write(output.bytes, to: (out as NSString).appendingPathComponent(output.fileName))
                entries.append(output)
            }
        }
        progress.finish()
        let markdown = Gallery.markdown(title: "Listshot gallery: \(catalog)", entries: entries, imageFolder: ".")
        let readme = (out as NSString).appendingPathComponent("README.md")
        try AtomicFile.write(Array(markdown.utf8), to: readme)
        print("Wrote \(entries.count) images and \(readme)")
    }
}

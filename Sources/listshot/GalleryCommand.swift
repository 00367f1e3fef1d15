import ArgumentParser
import Foundation
import Listshot
import ListshotSnapshot

/// `listshot gallery [CATALOG] [--out DIR]`
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render a catalog's specs and write a Markdown gallery (Day | Night tables).",
        version: ListshotCommand.version
    )

    @Argument(help: "The catalog folder.")
    var catalog: String = "Snapshots"

    @Option(help: "Output folder for the images and README.md.")
    var out: String = "gallery"

    @Option(name: .customLong("themes"), help: "An extra folder of theme files, searched first.")
    var themeDirectories: [String] = []

    @Option(name: .customLong("fonts"), help: "A folder of brand font files (.otf, .ttf, .ttc) every theme may name.")
    var fontDirectories: [String] = []

    func run() throws {
        let renderer = try FontFolders.renderer(themes: themeDirectories, fonts: fontDirectories)
        // The catalog's discovery, with its checks of folder and file names (CatalogName).
        let snapshotCatalog = try SnapshotCatalog(root: catalog)
        let files = snapshotCatalog.specFiles
        let inPlace = URL(fileURLWithPath: out).standardized.path == URL(fileURLWithPath: catalog).standardized.path
        // Writing into the catalog (in place, or a folder inside it) is a catalog writer: it takes the lock.
        let intoCatalog = inPlace || !CatalogPath.relative(out, to: catalog).hasPrefix("/")
        let lock = intoCatalog ? try CatalogLock.acquire(snapshotCatalog, notice: { warn($0) }) : nil
        defer { lock?.release() }
        try ensureWritable(out, mark: !inPlace)
        if inPlace {
            try writeInPlace(renderer: renderer, files: files)
            return
        }
        let progress = Progress(total: files.count, label: "Gallery")
        var entries: [Gallery.Entry] = []
        for (index, file) in files.enumerated() {
            progress.update(index, detail: file)
            let spec = try renderer.spec(at: file)
            for output in try renderer.render(spec, options: RenderOptions(format: .png)) {
                for warning in output.warnings { LayoutWarnings.print(spec: file, warning.description) }
                // Keep the catalog's folders so specs with the same name in two folders never collide.
                let name = CatalogPath.beside(file, fileName: output.fileName, in: catalog)
                try AtomicFile.write(output.bytes, to: (out as NSString).appendingPathComponent(name))
                entries.append((output.spec, output.variant))
            }
        }
        progress.finish()
        let markdown = Gallery.markdown(title: "Listshot gallery: \(catalog)", entries: entries, catalog: catalog)
        let readme = (out as NSString).appendingPathComponent("README.md")
        try AtomicFile.write(Array(markdown.utf8), to: readme)
        Terminal.out("Wrote \(entries.count) images and \(readme)")
    }

    /// `--out` is the catalog itself: link the committed references instead of writing copies.
    /// Nothing is rendered; the specs only name the variants.
    func writeInPlace(renderer: Renderer, files: [String]) throws {
        var entries: [Gallery.Entry] = []
        for file in files {
            let spec = try renderer.spec(at: file)
            for variant in spec.variants {
                let reference = (catalog as NSString).appendingPathComponent(
                    CatalogPath.beside(file, fileName: variant.fileStem + ".png", in: catalog))
                guard FileManager.default.fileExists(atPath: reference) else {
                    throw ListshotError.io(path: reference, message: "has no reference yet. Run `listshot record \(catalog)` first.")
                }
                entries.append((spec, variant))
            }
        }
        let markdown = Gallery.markdown(title: "Listshot catalog", entries: entries, catalog: catalog)
        let readme = (catalog as NSString).appendingPathComponent("README.md")
        try AtomicFile.write(Array(markdown.utf8), to: readme)
        Terminal.out("Wrote \(readme) for \(entries.count) references")
    }
}

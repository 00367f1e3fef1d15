import ArgumentParser
import Foundation
import Listshot
import ListshotCairo
import ListshotCore

/// `listshot render SPEC… [--appearance day|night|all] [--format png|svg|pdf|json] [--scale N] [--compression fast|smallest] [--out DIR]`
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render spec files (or catalog folders) to images or display-list JSON.",
        discussion: """
        Every output is rendered in memory first and written atomically afterwards, so bad input \
        leaves no file behind. Files are named SPEC.APPEARANCE[.SIZE][.rtl].EXT; specs found in a \
        folder keep their path relative to it under --out (render Snapshots --out out writes \
        out/mistica/boxed-cells.day.png). Folders named Themes hold themes and are not searched.
        """,
        version: ListshotCommand.version
    )

    @Argument(help: "Spec files (.yaml, .yml, .json) or folders to search for them.")
    var specs: [String]

    @Option(help: "Render these appearances instead of the spec's own list.")
    var appearance: AppearanceChoice?

    @Option(help: "The output format; json writes the display list.")
    var format: FormatChoice = .png

    @Option(help: "Device pixels per point, overriding the spec (1–4).")
    var scale: Double?

    @Option(help: "Output folder.")
    var out: String = "listshot-out"

    @Option(name: .customLong("themes"), help: "An extra folder of theme files, searched first.")
    var themeDirectories: [String] = []

    @Option(name: .customLong("fonts"), help: "A folder of brand font files (.otf, .ttf, .ttc) every theme may name.")
    var fontDirectories: [String] = []

    @Option(help: "PNG encoding: fast, or smallest for files you commit.")
    var compression: CompressionChoice = .fast

    @Flag(name: .shortAndLong, help: "On a terminal too, print each written file's path before the summary (off a terminal, standard output always lists them, one per line, and the summary goes to standard error).")
    var verbose = false

    func validate() throws {
        if let scale, !(scale >= 1 && scale <= 4) {
            throw ValidationError("--scale \(scale) is out of range; use 1, 2, 3 or 4.")
        }
    }

    func run() throws {
        let options = try renderOptions()
        let renderer = try FontFolders.renderer(themes: themeDirectories, fonts: fontDirectories,
                                            compression: compression.compression)
        let files = try RenderLayout.specs(specs)
        let progress = Progress(total: files.count, label: "Rendering")
        var outputs: [(path: String, variant: RenderedVariant)] = []
        for (index, file) in files.enumerated() {
            progress.update(index, detail: file.file)
            let spec = try renderer.spec(at: file.file)
            outputs += try renderer.render(spec, options: options).map { (file.output($0.fileName, in: out), $0) }
        }
        progress.finish()
        // Specs in different folders of one argument never collide (their folders are mirrored);
        // two arguments can still name the same output.
        var writers: [String: String] = [:]
        for (path, output) in outputs {
            if let other = writers[path], other != output.spec.file {
                throw ListshotError.usage("\(other) and \(output.spec.file) would both write \(path). Render them into different --out folders, or rename one spec.")
            }
            writers[path] = output.spec.file
        }
        try ensureWritable(out)
        let listing = RenderListing(verbose: verbose)
        for (path, output) in outputs {
            for warning in output.warnings { LayoutWarnings.print(spec: output.spec.file, warning.description) }
            try AtomicFile.write(output.bytes, to: path)
            listing.wrote(path)
        }
        listing.finish(RenderListing.summary(specs: files.count, files: outputs.count, format: format.rawValue.uppercased(),
                                             out: out, warnings: outputs.reduce(0) { $0 + $1.variant.warnings.count }))
    }

    func renderOptions() throws -> RenderOptions {
        RenderOptions(appearances: appearance?.appearances, format: format.outputFormat, scale: scale)
    }

}

/// Fails early, before anything is written, when `directory` cannot hold output; marks it as
/// Listshot output so spec discovery skips it.
func ensureWritable(_ directory: String, flag: String = "--out", mark: Bool = true) throws {
    try OutputFolder.prepare(directory, flag: flag, mark: mark)
}

import Foundation

/// What `listshot render` prints (docs/commands.md, "Rendering"): on a terminal one summary line,
/// with each written path before it under `--verbose`; off a terminal (a pipe, a file, a CI log) the
/// paths on standard output, one per line and nothing else, so a script can read them, and the
/// summary on standard error.
///
/// ```swift
/// let listing = RenderListing(verbose: false)
/// listing.wrote("out/settings.day.png")
/// listing.finish("Rendered 1 spec: 2 PNG files in out.")
/// ```
struct RenderListing {
    let toTerminal: Bool
    let verbose: Bool

    init(verbose: Bool, toTerminal: Bool = isatty(STDOUT_FILENO) == 1) {
        self.verbose = verbose
        self.toTerminal = toTerminal
    }

    /// Whether each written path is printed.
    var listsPaths: Bool { verbose || !toTerminal }

    func wrote(_ path: String) {
        if listsPaths { Terminal.out(path) }
    }

    func finish(_ summary: String) {
        if toTerminal { Terminal.out(summary) } else { Terminal.err(summary) }
    }

    /// "Rendered 63 specs: 107 PNG files in listshot-out." (with the warnings' count when any).
    static func summary(specs: Int, files: Int, format: String, out: String, warnings: Int) -> String {
        let specWord = specs == 1 ? "spec" : "specs"
        let fileWord = files == 1 ? "file" : "files"
        let warned = warnings == 0 ? "" : " \(warnings) layout warning\(warnings == 1 ? "" : "s") above."
        return "Rendered \(specs) \(specWord): \(files) \(format) \(fileWord) in \(out).\(warned)"
    }
}

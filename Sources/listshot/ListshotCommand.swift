import ArgumentParser
import Listshot

/// The `listshot` command line.
struct ListshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "listshot",
        abstract: "Render iOS list screens (Mistica, Material, Backpack, ListKit) to PNG, SVG and PDF on Linux.",
        discussion: "Exit codes: 0 success, 1 snapshots differ, 2 bad input.",
        version: ListshotCommand.version,
        subcommands: [RenderCommand.self, RecordCommand.self, VerifyCommand.self, AcceptCommand.self, DiffCommand.self, MergeReportsCommand.self, SummaryCommand.self,
                      GalleryCommand.self, PreviewCommand.self, ThemesCommand.self, FingerprintCommand.self, AuditCommand.self]
    )

    /// What `--version` prints, on the root and on every subcommand.
    static let version = "listshot \(ListshotVersion.current)"
}

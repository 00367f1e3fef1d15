import ArgumentParser
import Listshot

/// The `listshot` command line.
struct ListshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "listshot",
        abstract: "Render iOS list screens (Mistica, Material, Backpack, ListKit) to PNG, SVG and PDF on Linux.",
        discussion: "Exit codes: 0 success, 1 snapshots differ, 2 bad input.",
        version: ListshotCommand.version,
        subcommands: [RenderCommand.self, RecordCommand.self, VerifyCommand.self, AcceptCommand.self, DiffCommand.self, MergeReportsCommand.self,
                      GalleryCommand.self, ThemesCommand.self, FingerprintCommand.self, AuditCommand.self]
    )

    /// What `--version` prints, on the root and on every subcommand.
    static let version = "listshot \(ListshotVersion.current)"

    /// The top-level subcommand named `name`, if any.
    ///
    /// `main.swift` parses a known subcommand as its own root first: ArgumentParser's root parse
    /// tries its hidden completion-script commands before anything else, and their first use
    /// was most of the parsing time of every process. It skips them for a command with a
    /// super-command, so each top-level subcommand names `listshot` as its own. A parse that fails is done again from the `listshot` root, whose help and error
    /// texts users see (a test compares them).
    static func subcommand(named name: String) -> ParsableCommand.Type? {
        configuration.subcommands.first { $0.configuration.commandName == name }
    }
}

import ArgumentParser
import Foundation
import Listshot
import ListshotCore
import ListshotCairo
import ListshotText
import ListshotThemes

/// `listshot themes list|check [NAME…]`
struct ThemesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "themes",
        abstract: "List the available themes, show one theme's tokens, check that theme files load, or audit their colour contrast.",
        version: ListshotCommand.version,
        subcommands: [List.self, ThemesShowCommand.self, Check.self, Audit.self]
    )

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "Print every theme name and where it comes from: a file, or bundled into the binary.")
        @Option(name: .customLong("themes"), help: "An extra folder of theme files, searched first.")
        var themeDirectories: [String] = []

        func run() throws {
            let sources = ThemeLocator.store(explicit: try ThemeFolders.validated(themeDirectories), specPath: nil).themeSources()
            guard !sources.isEmpty else {
                throw ListshotError.usage("no themes found: this binary has no bundled themes and no --themes folder holds NAME.json files. Give a folder with --themes, or rebuild from a checkout with Themes/.")
            }
            let width = sources.map(\.name.count).max() ?? 0
            for (name, source) in sources {
                Terminal.out(name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + source.description.escapingControlCharacters)
            }
        }
    }

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "check", abstract: "Load and validate themes (all of them by default).")
        @Argument(help: "Theme names; all themes when omitted.")
        var names: [String] = []
        @Option(name: .customLong("themes"), help: "An extra folder of theme files, searched first.")
        var themeDirectories: [String] = []
        @Option(name: .customLong("fonts"), help: "A folder of brand font files (.otf, .ttf, .ttc) every theme may name.")
        var fontDirectories: [String] = []

        func run() throws {
            let extra = try ThemeFolders.validated(themeDirectories)
            let renderer = try FontFolders.renderer(themes: themeDirectories, fonts: fontDirectories)
            let all = ThemeLocator.store(explicit: extra, specPath: nil).availableThemes()
            for name in names.isEmpty ? all : names {
                let theme = try renderer.theme(named: name)
                let files = theme.fonts.isEmpty ? "" : " (\(theme.fonts.count) brand font file\(theme.fonts.count == 1 ? "" : "s"))"
                Terminal.out("ok \(name): \(theme.colors.count) colour tokens, \(theme.textPresets.count) text presets, font \(theme.fontFamily.escapingControlCharacters)\(files)")
            }
        }
    }
}

/// `listshot fingerprint`: the environment renders depend on.
struct FingerprintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fingerprint",
        abstract: "Print library versions and font hashes as JSON (what byte-identical renders depend on).",
        version: ListshotCommand.version
    )

    func run() throws {
        let fingerprint: EnvironmentFingerprint
        do { fingerprint = try EnvironmentFingerprint.current() } catch { throw ListshotError.render(error, spec: "") }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        Terminal.out(String(decoding: try encoder.encode(fingerprint), as: UTF8.self))
    }
}

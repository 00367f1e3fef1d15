import ArgumentParser
import Foundation
import Listshot
import ListshotCore
import ListshotCairo
import ListshotThemes

/// `listshot themes list|check [NAME…]`
struct ThemesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "themes",
        abstract: "List the available themes, or check that theme files load.",
        subcommands: [List.self, Check.self]
    )

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print every theme name and the folder it comes from.")
        @Option(name: .customLong("themes"), help: "An extra folder of theme files, searched first.")
        var themeDirectories: [String] = []

        func run() throws {
            let directories = ThemeLocator.directories(explicit: themeDirectories.map { URL(fileURLWithPath: $0) }, specPath: nil)
            for name in ThemeStore(directories: directories).availableThemes() { print(name) }
        }
    }

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Load and validate themes (all of them by default).")
        @Argument(help: "Theme names; all themes when omitted.")
        var names: [String] = []
        @Option(name: .customLong("themes"), help: "An extra folder of theme files, searched first.")
        var themeDirectories: [String] = []

        func run() throws {
            let extra = themeDirectories.map { URL(fileURLWithPath: $0) }
            let renderer = Renderer(themeDirectories: extra)
            let all = ThemeStore(directories: ThemeLocator.directories(explicit: extra, specPath: nil)).availableThemes()
            for name in names.isEmpty ? all : names {
                let theme = try renderer.theme(named: name)
                print("ok \(name): \(theme.colors.count) colour tokens, \(theme.textPresets.count) text presets, font \(theme.fontFamily)")
            }
        }
    }
}

/// `listshot fingerprint`: the environment renders depend on.
struct FingerprintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fingerprint",
        abstract: "Print library versions and font hashes as JSON (what byte-identical renders depend on)."
    )

    func run() throws {
        let fingerprint: EnvironmentFingerprint
        do { fingerprint = try EnvironmentFingerprint.current() } catch { throw ListshotError.render(error, spec: "") }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        print(String(decoding: try encoder.encode(fingerprint), as: UTF8.self))
    }
}

import ArgumentParser
import Listshot
import ListshotCore
import ListshotThemes

/// `listshot themes show NAME`: every colour token of a theme, day and night, then its type scale.
///
/// ```sh
/// listshot themes show backpack
/// ```
struct ThemesShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print a theme's colour tokens (day and night), text presets, weights and radii.")
    @Argument(help: "The theme's name, as `listshot themes list` prints it.")
    var name: String
    @Option(name: .customLong("themes"), help: "An extra folder of theme files, searched first.")
    var themeDirectories: [String] = []
    @Option(name: .customLong("fonts"), help: "A folder of brand font files (.otf, .ttf, .ttc) every theme may name.")
    var fontDirectories: [String] = []

    func run() throws {
        let renderer = try FontFolders.renderer(themes: themeDirectories, fonts: fontDirectories)
        let theme = try renderer.theme(named: name)
        for line in Self.lines(theme) { Terminal.out(line) }
    }

    /// The printed lines, tokens sorted by name; every theme value escaped for the terminal.
    ///
    /// A solid colour shows in its column as `#RRGGBB` (or `#RRGGBBAA`); a gradient shows as
    /// `gradient` there, with its angle and stops on an indented line below the token.
    static func lines(_ theme: Theme) -> [String] {
        let tokens = theme.colors.keys.sorted().map { ($0, $0.escapingControlCharacters) }
        let width = max(5, tokens.map(\.1.unicodeScalars.count).max() ?? 0)
        func pad(_ text: String, _ width: Int) -> String {
            text + String(repeating: " ", count: max(1, width - text.unicodeScalars.count))
        }
        var lines = ["\(theme.name.escapingControlCharacters) (\(theme.designSystem.rawValue)), font \(theme.fontFamily.escapingControlCharacters), from \(theme.file.escapingControlCharacters)",
                     "", "\(pad("token", width + 2))\(pad("day", 11))night"]
        for (token, shown) in tokens {
            let values = theme.colors[token] ?? [:]
            let day = column(values[.day]), night = column(values[.night])
            lines.append("\(pad(shown, width + 2))\(pad(day, 11))\(night)")
            for (appearance, name) in [(Appearance.day, "day"), (.night, "night")] {
                if case .linearGradient(let gradient)? = values[appearance] {
                    lines.append("    \(name): \(describe(gradient))")
                }
            }
        }
        lines.append("")
        lines.append("text presets (size / line height, pt): " + theme.textPresets.enumerated().map { "\($0.offset + 1): \($0.element.size.plainText)/\($0.element.lineHeight.plainText)" }.joined(separator: ", "))
        lines.append("weights: " + theme.weights.keys.sorted().map { "\($0.escapingControlCharacters) \(theme.weights[$0].map { "\($0)" } ?? "")" }.joined(separator: ", "))
        lines.append("radii (pt): " + theme.radii.keys.sorted().map { "\($0.escapingControlCharacters) \((theme.radii[$0] ?? 0).plainText)" }.joined(separator: ", "))
        return lines
    }

    /// What a colour column shows: the hex colour, `gradient`, or `—` when the appearance has none.
    static func column(_ value: Paint?) -> String {
        switch value {
        case .solid(let color)?: return color.hexString
        case .linearGradient?: return "gradient"
        case nil: return "—"
        }
    }

    /// `linear 180°: #00008C at 0, #0A73EB at 1` (CSS angles, as the theme file writes them).
    static func describe(_ gradient: LinearGradient) -> String {
        "linear \(gradient.angle.plainText)°: " + gradient.stops.map { "\($0.color.hexString) at \($0.location.plainText)" }.joined(separator: ", ")
    }
}

import ArgumentParser
import ListshotText

/// A first argument that names no command, caught before ArgumentParser sees it: the root command
/// takes no positional arguments, so ArgumentParser would only say "2 unexpected arguments". This
/// says which word is wrong and, when it is a likely typo, which command was meant.
///
/// ```swift
/// UnknownCommand.message(for: ["rendr", "x.yaml"])
/// // "unknown command 'rendr'. Did you mean 'render'?\nRun 'listshot --help' to see every command."
/// ```
enum UnknownCommand {
    /// Every name the root command dispatches on: each subcommand's name and aliases, and `help`.
    static var names: [String] {
        ListshotCommand.configuration.subcommands.flatMap { command in
            [command.configuration.commandName].compactMap { $0 } + command.configuration.aliases
        } + ["help"]
    }

    /// The message for `arguments` (without the program name), or nil when their first word is
    /// an option or a known command. Only the first word is looked at: a root option may take a
    /// value (`--generate-completion-script bash`) that is no command name.
    static func message(for arguments: [String]) -> String? {
        guard let word = arguments.first, !word.hasPrefix("-"), !names.contains(word) else { return nil }
        let commands = names.filter { $0 != "help" }
        if [".yaml", ".yml", ".json"].contains(where: { word.lowercased().hasSuffix($0) }) {
            return "unknown command '\(word)'. To draw a spec file, name the command first: listshot render \(ShellQuote.word(word))\nRun 'listshot --help' to see every command."
        }
        // Spelling's rule: `rendr` → `render`, `verfy` → `verify`; `ls` and `banana` get none.
        if let near = Spelling.closest(to: word, in: commands) {
            return "unknown command '\(word)'. Did you mean '\(near)'?\nRun 'listshot --help' to see every command."
        }
        return "unknown command '\(word)'. The commands are: \(commands.joined(separator: ", ")).\nRun 'listshot --help' for what each one does."
    }
}

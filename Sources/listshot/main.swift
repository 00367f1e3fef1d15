import ArgumentParser
import Foundation
import Listshot
import ListshotCairo
import ListshotCore
import ListshotText

// One place turns every error into a message and an exit code (docs/architecture.md, "Errors"):
// 0 success, 1 snapshots differ, 2 bad input (usage, spec, theme, asset).
// A mistyped subcommand gets a suggestion instead of ArgumentParser's "Unexpected argument".
let names = ListshotCommand.configuration.subcommands.map { $0.configuration.commandName ?? "" } + ["help"]
if CommandLine.arguments.count > 1, let first = CommandLine.arguments.dropFirst().first,
   !first.hasPrefix("-"), !names.contains(first) {
    let hint = Spelling.closest(to: first, in: names).map { " Did you mean '\($0)'?" } ?? ""
    Terminal.err("error: '\(first)' is not a listshot command.\(hint) Commands: \(names.dropLast().joined(separator: ", ")). See 'listshot --help'.")
    exit(2)
}

do {
    let arguments = Array(CommandLine.arguments.dropFirst())
    // Only a command that draws loads the drawing libraries (DrawingCommand).
    let draws = ListshotCommand.draws(arguments)
    var command: ParsableCommand
    // A known subcommand is parsed as its own root first (see ListshotCommand.subcommand(named:)).
    // Only a clean parse is taken: help, --version and every error come from the full parse below,
    // so their text is exactly what ArgumentParser prints for the `listshot` root.
    if let first = arguments.first, let subcommand = ListshotCommand.subcommand(named: first),
       let parsed = try? subcommand.parseAsRoot(Array(arguments.dropFirst())) {
        command = parsed
    } else {
        command = try ListshotCommand.parseAsRoot(arguments)
    }
    // Listshot draws only with its private font configurations: skip loading the system one.
    if draws { ProcessFontconfig.useEmptyDefault() }
    try command.run()
    exit(0)
} catch let error as ListshotError {
    Terminal.err("error: \(error.description)")
    exit(2)
} catch let exit as ExitCode {
    Foundation.exit(exit.rawValue)
} catch {
    let code = ListshotCommand.exitCode(for: error)
    if code == .success {
        Terminal.out(ListshotCommand.fullMessage(for: error))
        exit(0)
    }
    // ArgumentParser says "Error:"; every Listshot error starts with "error:" (docs/architecture.md, "Errors").
    var message = ListshotCommand.fullMessage(for: error)
    if message.hasPrefix("Error: ") { message = "error: " + message.dropFirst("Error: ".count) }
    Terminal.err(message)
    exit(2)
}

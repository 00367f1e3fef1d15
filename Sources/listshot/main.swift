import ArgumentParser
import Foundation
import Listshot
import ListshotCairo

// One place turns every error into a message and an exit code (docs/architecture.md, "Errors"):
// 0 success, 1 snapshots differ, 2 bad input (usage, spec, theme, asset). Every error message
// starts with "error: ".
// A file-size limit (`ulimit -f`) makes a write fail with EFBIG, reported like a full disk,
// instead of SIGXFSZ ending the process halfway through a file.
signal(SIGXFSZ, SIG_IGN)
// A mistyped command: ArgumentParser would report its words as unexpected arguments.
if let message = UnknownCommand.message(for: Array(CommandLine.arguments.dropFirst())) {
    Terminal.err("error: \(message)")
    exit(2)
}
do {
    var command = try ListshotCommand.parseAsRoot()
    // Listshot draws only with its private font configurations: skip loading the system one.
    ProcessFontconfig.useEmptyDefault()
    try command.run()
    StopSignals.yieldToStopSignal()
} catch let error as ListshotError {
    StopSignals.yieldToStopSignal()
    Terminal.err("error: \(error.description)")
    exit(2)
} catch {
    StopSignals.yieldToStopSignal()
    // Help, --version and an explicit ExitCode keep ArgumentParser's own output and code.
    if error is ExitCode || ListshotCommand.exitCode(for: error) == .success {
        ListshotCommand.exit(withError: error)
    }
    // A usage error: ArgumentParser's message (with its suggestion) under our prefix, then its
    // usage lines, which follow the message in its full text.
    let message = ListshotCommand.message(for: error)
    let full = ListshotCommand.fullMessage(for: error)
    let usage = full.range(of: message).map { full[$0.upperBound...] } ?? ""
    Terminal.err("error: \(message)\(usage)")
    exit(2)
}

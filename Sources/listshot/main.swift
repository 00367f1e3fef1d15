import ArgumentParser
import Foundation
import Listshot

// One place turns every error into a message and an exit code (DESIGN.md §5):
// 0 success, 1 snapshots differ, 2 bad input (usage, spec, theme, asset).
do {
    var command = try ListshotCommand.parseAsRoot()
    try command.run()
    exit(0)
} catch let error as ListshotError {
    FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
    exit(2)
} catch let exit as ExitCode {
    Foundation.exit(exit.rawValue)
} catch {
    let code = ListshotCommand.exitCode(for: error)
    if code == .success {
        print(ListshotCommand.fullMessage(for: error))
        exit(0)
    }
    FileHandle.standardError.write(Data((ListshotCommand.fullMessage(for: error) + "\n").utf8))
    exit(2)
}

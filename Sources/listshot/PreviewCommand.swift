import ArgumentParser
import Foundation
import Listshot
import ListshotPreview

/// `listshot preview [SPEC|DIR] [--port N] [--host ADDR] [--themes DIR] [--fonts DIR]`
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a live preview of a spec or catalog on 127.0.0.1; pages re-render on save.",
        discussion: "Prints the page's URL, then serves until Ctrl-C. See docs/preview.md.",
        version: ListshotCommand.version
    )

    @Argument(help: "A spec file or catalog folder.")
    var path: String = "Snapshots"

    @Option(help: "The port to listen on (0 picks a free one).")
    var port: Int = 8765

    @Option(help: "The address to listen on. Anything but 127.x lets other machines open the preview.")
    var host: String = "127.0.0.1"

    @Option(name: .customLong("themes"), help: "An extra folder of theme files, searched first.")
    var themeDirectories: [String] = []

    @Option(name: .customLong("fonts"), help: "A folder of brand font files (.otf, .ttf, .ttc) every theme may name.")
    var fontDirectories: [String] = []

    func validate() throws {
        guard (0...65_535).contains(port) else {
            throw ValidationError("--port \(port) is out of range; use 0 to 65535 (0 picks a free port).")
        }
    }

    func run() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ListshotError.usage("\(path.escapingControlCharacters): no such file or folder. Give a spec file or a catalog folder.")
        }
        let given = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
        if !isDirectory.boolValue {
            // One spec: a regular file with a spec's extension (a FIFO or a device would block the server's first read).
            let type = (try? FileManager.default.attributesOfItem(atPath: given.path))?[.type] as? FileAttributeType
            guard type == .typeRegular, ["yaml", "yml", "json"].contains(given.pathExtension.lowercased()) else {
                throw ListshotError.usage("\(path.escapingControlCharacters): not a spec file. Give a regular .yaml, .yml or .json spec file, or a catalog folder.")
            }
        }
        let root = isDirectory.boolValue ? given : given.deletingLastPathComponent()
        let single = isDirectory.boolValue ? nil : root.path + "/" + given.lastPathComponent
        var renderer = try FontFolders.renderer(themes: themeDirectories, fonts: fontDirectories)
        // Themes are searched in the served folder and the --themes folders only (docs/preview.md, "Safety").
        renderer.themeSearchBoundary = root
        let watched = [root] + renderer.themeDirectories
        let server = try PreviewServer(root: root, single: single, renderer: renderer, watched: watched,
                                       fonts: fontDirectories.map { URL(fileURLWithPath: $0) }, host: host, port: UInt16(port))
        let done = DispatchSemaphore(value: 0)
        let failure = FailureBox()
        let task = Task {
            do {
                try await server.run { url in FileHandle.standardOutput.write(Data(Terminal.clean("Preview at \(url) (Ctrl-C stops)\n").utf8)) }
            } catch is CancellationError {
            } catch let error as ListshotError {
                failure.set(error.description)
            } catch {
                failure.set("preview server stopped: \(String(describing: error).escapingControlCharacters). Start it again; if it recurs, report it with this message.")
            }
            done.signal()
        }
        // Ctrl-C and SIGTERM stop the server and end with status 0.
        StopSignals.install { _ in
            failure.stopping()
            Task { await server.stop(); task.cancel() }
        }
        done.wait()
        if server.restartRequested.load(ordering: .relaxed) { try restart(port: server.listeningPort) }
        if let message = failure.get() { throw ListshotError.usage(message) }
    }

    /// Starts the preview again in this process's place, on the port it had: fonts are read once
    /// per process, so a changed font file needs a new one (docs/preview.md, "Watching"). The open
    /// pages reconnect to their event stream and fetch themselves again.
    func restart(port bound: UInt16) throws -> Never {
        FileHandle.standardOutput.write(Data("A font file changed: restarting the preview to load it.\n".utf8))
        var arguments: [String] = []
        var skip = false
        for argument in CommandLine.arguments {
            if skip { skip = false; continue }
            if argument == "--port" { skip = true; continue }
            if argument.hasPrefix("--port=") { continue }
            arguments.append(argument)
        }
        arguments += ["--port", String(bound)]
        let pointers = arguments.map { strdup($0) } + [nil]
        // This binary by its own path (`/proc/self/exe` itself would rename the process `exe`).
        let binary = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? "/proc/self/exe"
        execv(binary, pointers)
        throw ListshotError.usage("could not restart the preview after a font change (\(String(cString: strerror(errno)))). Start it again.")
    }
}

/// The server task's error, handed to the command's thread; none once a stop was asked for (the
/// socket closing under the server is then how it ends, not a failure).
final class FailureBox: @unchecked Sendable {
    private let lock = NSLock()
    private var message: String?
    private var stopped = false
    func set(_ value: String) { lock.lock(); if !stopped { message = value }; lock.unlock() }
    func stopping() { lock.lock(); stopped = true; lock.unlock() }
    func get() -> String? { lock.lock(); defer { lock.unlock() }; return message }
}

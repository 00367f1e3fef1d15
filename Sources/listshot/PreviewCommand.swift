import ArgumentParser
import Foundation
import Listshot
import ListshotPreview
import ListshotPreviews

/// `listshot preview [SPEC|DIR] [--port N] [--host ADDR] [--themes DIR] [--fonts DIR] [--previews SOURCES…]`
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

    @Option(help: "The address to listen on (IPv4 or IPv6). Anything but loopback lets other machines open the preview.")
    var host: String = "127.0.0.1"

    @Option(name: .customLong("allow-host"), help: "Another name the preview answers to in the Host header (this machine's name when --host is 0.0.0.0); repeatable.")
    var allowedHosts: [String] = []

    @Option(name: .customLong("themes"), help: "An extra folder of theme files, searched first.")
    var themeDirectories: [String] = []

    @Option(name: .customLong("fonts"), help: "A folder of brand font files (.otf, .ttf, .ttc) every theme may name.")
    var fontDirectories: [String] = []

    @OptionGroup var previews: PreviewOptions

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
        if previews.enabled, !isDirectory.boolValue {
            throw ListshotError.usage("\(path.escapingControlCharacters): --previews needs a catalog folder, where the previews' references are (`listshot preview CATALOG --previews SOURCES`).")
        }
        let root = isDirectory.boolValue ? given : given.deletingLastPathComponent()
        let single = isDirectory.boolValue ? nil : root.path + "/" + given.lastPathComponent
        var renderer = try FontFolders.renderer(themes: themeDirectories, fonts: fontDirectories)
        // Themes are searched in the served folder and the --themes folders only (docs/preview.md, "Safety").
        renderer.themeSearchBoundary = root
        let watched = [root] + renderer.themeDirectories
        let server = try PreviewServer(root: root, single: single, renderer: renderer, watched: watched,
                                       fonts: fontDirectories.map { URL(fileURLWithPath: $0) }, host: host, port: UInt16(port),
                                       allowedHosts: allowedHosts, previews: try previewSources(), log: { message in
                                           FileHandle.standardError.write(Data(Terminal.clean("preview: \(message)\n").utf8))
                                       })
        // Ctrl-C and SIGTERM stop the server and end with status 0.
        StopSignals.install { _ in server.stop() }
        try server.run { url in FileHandle.standardOutput.write(Data(Terminal.clean("Preview at \(url) (Ctrl-C stops)\n").utf8)) }
        if server.restartRequested.load(ordering: .relaxed) { try restart(port: server.listeningPort) }
    }

    /// The `--previews` folders with their settings; each must be a folder (its previews are
    /// found and built once the server listens).
    func previewSources() throws -> [PreviewSwiftSource] {
        guard previews.enabled else { return [] }
        let settings = try previews.settings()
        _ = try settings.referenceRoot(in: path)
        for source in previews.sources {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: source, isDirectory: &isFolder), isFolder.boolValue else {
                throw ListshotError.usage("--previews \(source.escapingControlCharacters): no such folder. Give the folder of Swift files that holds your views and previews, or a package.")
            }
        }
        // Fail now, not after the server started, when Swift or Listshot's package cannot be found.
        _ = try PreviewToolchain.locate()
        return zip(previews.sources, PreviewSwiftSource.labels(for: previews.sources)).map { PreviewSwiftSource(path: $0, label: $1, settings: settings) }
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

import Foundation
import Listshot
import ListshotText

/// Builds the generated preview package, leaving out each file that does not compile (and each
/// preview the runner cannot call) until the rest builds: one failing file never stops the others
/// (docs/previews.md, "When a file does not build").
///
/// ```swift
/// let built = try PreviewBuild.run(package) { print($0) }
/// print(built.executable, built.failures.map(\.summary))
/// ```
public struct PreviewBuild: Sendable {
    /// The runner to execute.
    public var executable: String
    /// The files left out, with their first error.
    public var failures: [PreviewBuildFailure]
    /// Previews left out though their file builds (e.g. a `private` provider), with the reason.
    public var dropped: [String: String]
    /// What the runner's table holds.
    public var entries: [PreviewBuildPackage.Entry]
    /// Seconds spent in `swift build`, every round together.
    public var seconds: Double
    /// How many times `swift build` ran.
    public var rounds: Int

    public static func run(_ package: PreviewBuildPackage, progress: @escaping @Sendable (String) -> Void = { _ in }) throws(ListshotError) -> PreviewBuild {
        var excluded = Set<String>()
        var dropped: [String: String] = [:]
        var failures: [PreviewBuildFailure] = []
        var seconds = 0.0
        let allFiles = package.sources.modules.flatMap(\.files)
        let sourcesRoot = (package.folder as NSString).appendingPathComponent("Sources")
        let mainPath = (sourcesRoot as NSString).appendingPathComponent("\(PreviewBuildPackage.runnerName)/main.swift")
        for round in 1...(allFiles.count + 2) {
            let entries = package.entries(excluding: excluded, dropping: Set(dropped.keys))
            try package.write(excluding: excluded, entries: entries)
            let started = Date()
            let (status, output) = try swiftBuild(package, progress: progress)
            seconds += Date().timeIntervalSince(started)
            let executable = (package.folder as NSString).appendingPathComponent(".build/debug/\(PreviewBuildPackage.runnerName)")
            if status == 0 {
                return PreviewBuild(executable: executable, failures: failures, dropped: dropped, entries: entries, seconds: seconds, rounds: round)
            }
            let diagnostics = PreviewDiagnostic.parse(output)
            var newlyFailed: [String: PreviewDiagnostic] = [:]
            var newlyDropped: [String: String] = [:]
            let firstEntry = PreviewBuildPackage.firstEntryLine(moduleCount: package.sources.modules.filter { module in module.files.contains { !excluded.contains($0.path) } }.count)
            for diagnostic in diagnostics {
                let path = URL(fileURLWithPath: diagnostic.compiledPath).standardizedFileURL.path
                if path == mainPath {
                    let index = diagnostic.line - firstEntry
                    if entries.indices.contains(index), newlyDropped[entries[index].id] == nil {
                        newlyDropped[entries[index].id] = diagnostic.message
                    }
                    continue
                }
                guard let file = userFile(for: path, package: package, sourcesRoot: sourcesRoot), !excluded.contains(file.path) else { continue }
                if newlyFailed[file.path] == nil { newlyFailed[file.path] = diagnostic }
            }
            if newlyFailed.isEmpty && newlyDropped.isEmpty {
                let tail = PreviewDiagnostic.lines(output).suffix(30).map(\.escapingControlCharacters).joined(separator: "\n")
                throw .usage("The preview build failed outside your files (\(package.folder.escapingControlCharacters)):\n\(tail)\nIf this names Listshot's own sources, report it; otherwise check the toolchain (`swift --version`, Swift 6 is needed).")
            }
            for file in allFiles where newlyFailed[file.path] != nil {
                guard let diagnostic = newlyFailed[file.path] else { continue }
                // A file that built until another was left out needs that one.
                let needs = failures.map(\.file).first { other in
                    allFiles.first { $0.path == other }.map { !$0.declared.isDisjoint(with: file.referenced) } ?? false
                }
                failures.append(PreviewBuildFailure(file: file.path, line: diagnostic.line, column: diagnostic.column, message: diagnostic.message,
                                                    missingAPI: needs == nil ? diagnostic.missingAPI : nil, needs: needs,
                                                    previews: file.previews.map(\.id)))
                excluded.insert(file.path)
                progress("\(file.path.escapingControlCharacters) does not build: \(diagnostic.message.escapingControlCharacters); building the others without it")
            }
            for (id, message) in newlyDropped.sorted(by: { $0.key < $1.key }) {
                dropped[id] = message
                progress("preview \(id.escapingControlCharacters) cannot be called: \(message.escapingControlCharacters)")
            }
        }
        throw .usage("The preview build did not settle after leaving out \(excluded.count) files (\(package.folder.escapingControlCharacters)). Run `swift build` in that folder to see why.")
    }

    /// The user's file a compiled copy stands for.
    static func userFile(for path: String, package: PreviewBuildPackage, sourcesRoot: String) -> PreviewSourceFile? {
        for module in package.sources.modules {
            let prefix = (sourcesRoot as NSString).appendingPathComponent(module.name) + "/"
            guard path.hasPrefix(prefix) else { continue }
            let relative = String(path.dropFirst(prefix.count))
            return module.files.first { $0.relativePath == relative }
        }
        return nil
    }

    /// Runs `swift build` for the runner, its output in `build.log`; reports progress as it goes.
    static func swiftBuild(_ package: PreviewBuildPackage, progress: @escaping @Sendable (String) -> Void) throws(ListshotError) -> (Int32, String) {
        let log = (package.folder as NSString).appendingPathComponent("build.log")
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        guard let handle = FileHandle(forWritingAtPath: log) else {
            throw .io(path: log.escapingControlCharacters, message: "cannot be written. Check the catalog's .listshot folder.")
        }
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: package.toolchain.swift)
        process.arguments = ["build", "--package-path", package.folder, "--product", PreviewBuildPackage.runnerName]
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            throw .io(path: package.toolchain.swift.escapingControlCharacters, message: "cannot be started (\(FileProblem.reason(error))). Set LISTSHOT_SWIFT to the Swift driver.")
        }
        var lastReported = -1
        while process.isRunning {
            usleep(50_000)
            // SwiftPM prints "[12/345] Compiling …": report each tenth of the way.
            if let text = try? String(contentsOfFile: log, encoding: .utf8), let step = lastStep(text), step.total > 20 {
                let tenth = step.done * 10 / step.total
                if tenth > lastReported {
                    lastReported = tenth
                    progress("building previews: \(step.done)/\(step.total)")
                }
            }
        }
        let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        return (process.terminationStatus, output)
    }

    static func lastStep(_ text: String) -> (done: Int, total: Int)? {
        guard let open = text.range(of: "[", options: .backwards), let slash = text[open.upperBound...].firstIndex(of: "/"),
              let close = text[slash...].firstIndex(of: "]"),
              let done = Int(text[open.upperBound..<slash]), let total = Int(text[text.index(after: slash)..<close]) else { return nil }
        return (done, total)
    }
}

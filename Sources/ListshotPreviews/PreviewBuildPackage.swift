import Foundation
import Listshot
import ListshotImage
import ListshotPreviewNaming
import ListshotText

/// The generated package a preview run builds, in the catalog's `.listshot/previews/NAME/`: a copy
/// of the user's modules (the files that build) and a runner executable that calls every preview
/// (docs/previews.md, "How a run works"). Files are rewritten only when their bytes change, so
/// the Swift build after a one-line edit recompiles one module.
///
/// ```swift
/// let package = PreviewBuildPackage(folder: ".listshot/previews/Landmarks", sources: sources, toolchain: toolchain)
/// try package.write(excluding: [])
/// ```
public struct PreviewBuildPackage: Sendable {
    /// The generated package's root.
    public var folder: String
    public var sources: PreviewSources
    public var toolchain: PreviewToolchain

    public static let runnerName = "ListshotPreviewRunner"

    public init(folder: String, sources: PreviewSources, toolchain: PreviewToolchain) {
        self.folder = folder; self.sources = sources; self.toolchain = toolchain
    }

    /// One call of the runner's table: a preview's id and the Swift expression that makes it.
    public struct Entry: Sendable, Hashable {
        public var id: String
        public var file: String
        public var expression: String
    }

    /// The runner's entries for the previews of every file not excluded, minus `dropped` ids.
    public func entries(excluding excluded: Set<String>, dropping dropped: Set<String>) -> [Entry] {
        var entries: [Entry] = []
        for module in sources.modules {
            for file in module.files where !excluded.contains(file.path) {
                for preview in file.previews where !dropped.contains(preview.id) {
                    switch preview.form {
                    case .macro:
                        let label = PreviewEntryName.label(fileName: file.fileName, line: preview.line, column: preview.column)
                        entries.append(Entry(id: preview.id, file: file.path, expression: ".registration(id: \(SwiftLiteral.quoted(preview.id))) { __listshotPreview(\(label): ()) }"))
                    case .provider(let type):
                        entries.append(Entry(id: preview.id, file: file.path, expression: ".provider(id: \(SwiftLiteral.quoted(preview.id)), \(type).self)"))
                    }
                }
            }
        }
        return entries
    }

    /// Writes the manifest, the modules' files (not `excluded`) and the runner's `main.swift`.
    public func write(excluding excluded: Set<String>, entries: [Entry]) throws(ListshotError) {
        let identity = toolchain.packageIdentity
        var targets: [String] = []
        var kept: Set<String> = []
        // A module all of whose files are left out is no target (SwiftPM refuses an empty one).
        let active = sources.modules.filter { module in module.files.contains { !excluded.contains($0.path) } }
        let activeNames = Set(active.map(\.name))
        for module in active {
            let files = module.files.filter { !excluded.contains($0.path) }
            let folderPath = "Sources/\(module.name)"
            for file in files {
                let destination = (folder as NSString).appendingPathComponent("\(folderPath)/\(file.relativePath)")
                kept.insert(destination)
                try copy(file.path, to: destination)
            }
            let dependencies = [".product(name: \"SwiftUI\", package: \(SwiftLiteral.quoted(identity)))"] + module.dependencies.filter(activeNames.contains).map { SwiftLiteral.quoted($0) }
            targets.append("""
                    .target(name: \(SwiftLiteral.quoted(module.name)), dependencies: [\(dependencies.joined(separator: ", "))], path: \(SwiftLiteral.quoted(folderPath)),
                            swiftSettings: [.swiftLanguageMode(.v5)]),
            """)
        }
        let imports = active.map { "@testable import \($0.name)" }.joined(separator: "\n")
        let runnerDependencies = active.map { SwiftLiteral.quoted($0.name) } + [".product(name: \"ListshotPreviewRuntime\", package: \(SwiftLiteral.quoted(identity)))"]
        targets.append("""
                .executableTarget(name: "\(Self.runnerName)", dependencies: [\(runnerDependencies.joined(separator: ", "))], path: "Sources/\(Self.runnerName)",
                                  swiftSettings: [.swiftLanguageMode(.v5)]),
        """)
        let manifest = """
        // swift-tools-version: 6.0
        // Made by `listshot … --previews`: the previews of \(sources.path.escapingControlCharacters.replacingOccurrences(of: "\n", with: " ")).
        // Rewritten on every run; edit your own sources instead (docs/previews.md).
        import PackageDescription

        let package = Package(
            name: "ListshotPreviews",
            dependencies: [.package(path: \(SwiftLiteral.quoted(toolchain.package)))],
            targets: [
        \(targets.joined(separator: "\n"))
            ]
        )

        """
        try writeIfChanged(Array(manifest.utf8), to: (folder as NSString).appendingPathComponent("Package.swift"))
        // One entry a line: a compiler error in main.swift names the entry by its line.
        let main = """
        // Made by `listshot … --previews`; one preview a line (docs/previews.md).
        import ListshotPreviewRuntime
        \(imports)

        MainActor.assumeIsolated {
            let previews: [PreviewRunnerEntry] = [
        \(entries.map { "        \($0.expression)," }.joined(separator: "\n"))
            ]
            PreviewRunnerMain.run(previews)
        }

        """
        let mainPath = (folder as NSString).appendingPathComponent("Sources/\(Self.runnerName)/main.swift")
        kept.insert(mainPath)
        try writeIfChanged(Array(main.utf8), to: mainPath)
        removeStale(keeping: kept)
    }

    /// The first line of the runner's table in `main.swift` (1-based), for mapping errors to entries.
    public static func firstEntryLine(moduleCount: Int) -> Int { 6 + moduleCount }

    func copy(_ source: String, to destination: String) throws(ListshotError) {
        let bytes: [UInt8]
        do { bytes = try RegularFile.read(source, limit: PreviewSources.fileLimit) } catch {
            throw .io(path: source.escapingControlCharacters, message: "cannot be read (\(error)).")
        }
        try writeIfChanged(bytes, to: destination)
    }

    func writeIfChanged(_ bytes: [UInt8], to path: String) throws(ListshotError) {
        if let old = try? RegularFile.read(path, limit: PreviewSources.fileLimit), old == bytes { return }
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        } catch {
            throw .io(path: path.escapingControlCharacters, message: "its folder cannot be made (\(FileProblem.reason(error))). Check the catalog's .listshot folder.")
        }
        try AtomicFile.write(bytes, to: path)
    }

    /// Deletes copies of files no longer built (removed, or excluded this run) under Sources/.
    func removeStale(keeping kept: Set<String>) {
        let sourcesFolder = (folder as NSString).appendingPathComponent("Sources")
        guard let enumerator = FileManager.default.enumerator(atPath: sourcesFolder) else { return }
        var stale: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let full = (sourcesFolder as NSString).appendingPathComponent(relative)
            if (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeRegular, !kept.contains(full) { stale.append(full) }
        }
        for path in stale { try? FileManager.default.removeItem(atPath: path) }
    }
}

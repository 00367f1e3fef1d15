import Foundation
import Listshot
import ListshotImage
import ListshotText

/// The Swift files a `--previews` path holds, grouped into modules: a folder of Swift files is one
/// module named after the folder; a package (a folder with `Package.swift`) is one module per folder
/// of its `Sources/`, each depending on the others it imports (docs/previews.md, "Sources").
///
/// Only regular files inside the path are read (a link that leads out is skipped), hidden folders,
/// `.build` and Listshot's own folders never, and each file and the whole are capped.
///
/// ```swift
/// let sources = try PreviewSources.load("App/Features/Landmarks")
/// print(sources.modules.map(\.name))   // ["Landmarks"]
/// ```
public struct PreviewSources: Sendable, Hashable {
    /// One module of the user's sources.
    public struct Module: Sendable, Hashable {
        /// The Swift module name the build gives it.
        public var name: String
        /// The folder its files are under (absolute, standardised).
        public var folder: String
        public var files: [PreviewSourceFile]
        /// The other modules of these sources it imports.
        public var dependencies: [String]
    }

    /// The path as given.
    public var path: String
    public var modules: [Module]

    /// The largest Swift file read.
    public static let fileLimit = 4 << 20
    /// The most Swift files under one path.
    public static let countLimit = 4000
    /// Module names the build already uses: the user's module is renamed when it takes one.
    static let reservedModules: Set<String> = [
        "SwiftUI", "Combine", "CoreGraphics", "UIKit", "Foundation", "Observation", "Dispatch", "XCTest", "Testing",
        "ListshotPreviewRunner", "ListshotPreviewRuntime", "ListshotPreviewWire", "ListshotCore", "ListshotSwiftUI", "ListshotAssets",
    ]

    public static func load(_ path: String, configuration: PreviewBuildConfiguration = PreviewBuildConfiguration()) throws(ListshotError) -> PreviewSources {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .io(path: path.escapingControlCharacters, message: "no such folder. Give the folder of Swift files that holds your views and previews, or a package.")
        }
        let root = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        var folders: [(name: String, folder: String)] = []
        if FileManager.default.fileExists(atPath: (root as NSString).appendingPathComponent("Package.swift")) {
            let sources = (root as NSString).appendingPathComponent("Sources")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []
            for name in names.sorted() where !name.hasPrefix(".") {
                let folder = (sources as NSString).appendingPathComponent(name)
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue { folders.append((name, folder)) }
            }
            if folders.isEmpty {
                throw .io(path: path.escapingControlCharacters, message: "is a package with no folders under Sources/. Give the folder of Swift files that holds your previews.")
            }
        } else {
            folders = [((root as NSString).lastPathComponent, root)]
        }
        var modules: [Module] = []
        var total = 0
        for (name, folder) in folders {
            let files = try swiftFiles(in: folder, root: root, total: &total, configuration: configuration)
            if files.isEmpty { continue }
            modules.append(Module(name: moduleName(name, taken: Set(modules.map(\.name))), folder: folder, files: files, dependencies: []))
        }
        guard !modules.isEmpty else {
            throw .io(path: path.escapingControlCharacters, message: "holds no Swift files. Give the folder that holds your views and their previews.")
        }
        let names = Set(modules.map(\.name))
        for index in modules.indices {
            let imported = Set(modules[index].files.flatMap(\.imports))
            modules[index].dependencies = modules.map(\.name).filter { $0 != modules[index].name && imported.contains($0) && names.contains($0) }
        }
        return PreviewSources(path: path, modules: try ordered(modules, path: path))
    }

    /// Every `.swift` file under `folder`, sorted by relative path, scanned.
    static func swiftFiles(in folder: String, root: String, total: inout Int, configuration: PreviewBuildConfiguration) throws(ListshotError) -> [PreviewSourceFile] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            let type = enumerator.fileAttributes?[.type] as? FileAttributeType
            if type == .typeDirectory {
                if name.hasPrefix(".") || name == "Snapshots" || name == "__Snapshots__" { enumerator.skipDescendants() }
                continue
            }
            guard !name.hasPrefix("."), name.hasSuffix(".swift"), name != "Package.swift" else { continue }
            paths.append(relative)
        }
        var files: [PreviewSourceFile] = []
        for relative in paths.sorted() {
            let full = (folder as NSString).appendingPathComponent(relative)
            // A link may lead anywhere: read only what resolves inside the path given.
            let resolved = URL(fileURLWithPath: full).resolvingSymlinksInPath().path
            guard resolved == root || resolved.hasPrefix(root + "/") else { continue }
            total += 1
            if total > countLimit {
                throw .io(path: root.escapingControlCharacters, message: "holds more than \(countLimit) Swift files. Give the folder of one feature or one package.")
            }
            let bytes: [UInt8]
            do { bytes = try RegularFile.read(resolved, limit: fileLimit) } catch {
                throw .io(path: full.escapingControlCharacters, message: "cannot be read (\(error)). Previews are read from regular files of at most \(fileLimit >> 20) MiB.")
            }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw .io(path: full.escapingControlCharacters, message: "is not UTF-8 text. Save it as UTF-8, as Xcode does.")
            }
            files.append(PreviewScanner.scan(source: text, path: full, relativePath: relative, configuration: configuration))
        }
        return files
    }

    /// A Swift identifier for the folder's name that no module of the build uses.
    static func moduleName(_ folder: String, taken: Set<String>) -> String {
        var name = String(String.UnicodeScalarView(folder.unicodeScalars.map { scalar in
            (scalar.properties.isAlphabetic && scalar.isASCII) || ("0"..."9").contains(scalar) || scalar == "_" ? scalar : "_"
        }))
        if name.isEmpty || name.unicodeScalars.first.map({ ("0"..."9").contains($0) }) == true { name = "Previews_" + name }
        if reservedModules.contains(name) || name.hasPrefix("Listshot") { name += "Previews" }
        var unique = name
        var counter = 2
        while taken.contains(unique) { unique = "\(name)\(counter)"; counter += 1 }
        return unique
    }

    /// Modules with every dependency before its dependents; a cycle is refused.
    static func ordered(_ modules: [Module], path: String) throws(ListshotError) -> [Module] {
        var done: [Module] = []
        var remaining = modules
        while !remaining.isEmpty {
            let names = Set(done.map(\.name))
            guard let next = remaining.firstIndex(where: { $0.dependencies.allSatisfy(names.contains) }) else {
                let cycle = remaining.map(\.name).joined(separator: ", ")
                throw .io(path: path.escapingControlCharacters, message: "its modules import each other in a cycle (\(cycle)). Swift cannot build such modules; break the cycle.")
            }
            done.append(remaining.remove(at: next))
        }
        return done
    }

    /// Every file a preview of `file` may depend on: the file itself and, transitively, the files
    /// declaring a name it uses (in its own module and the modules it imports).
    public func dependencyClosure(of file: PreviewSourceFile) -> [PreviewSourceFile] {
        let all = modules.flatMap(\.files)
        var byName: [String: [Int]] = [:]
        for (index, candidate) in all.enumerated() {
            for name in candidate.declared { byName[name, default: []].append(index) }
        }
        guard let start = all.firstIndex(where: { $0.path == file.path }) else { return [file] }
        var seen: Set<Int> = [start]
        var queue = [start]
        while let current = queue.popLast() {
            for name in all[current].referenced {
                for index in byName[name] ?? [] where seen.insert(index).inserted { queue.append(index) }
            }
        }
        return seen.sorted().map { all[$0] }
    }
}

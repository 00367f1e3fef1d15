import ListshotSupport
import Foundation
import ListshotImage
import ListshotText

/// Finds and loads `Components/NAME.yaml` files for one parse, as themes are found: a
/// `Components/` folder beside the spec or in any folder above it, nearest first, climbing no
/// higher than `boundary` when one is given (a git revision's private copy) (docs/views.md "Components").
///
/// Each file is read once per parse (a regular file of at most ``SpecParser/maximumFileSize``
/// bytes), and the files read are the spec's inputs (``ScreenSpec/inputFiles``).
///
/// ```swift
/// let library = ComponentLibrary(specPath: "Snapshots/app/profile.yaml", boundary: nil)
/// let counter = try library.definition(named: "Counter", at: usageNode)
/// ```
final class ComponentLibrary {
    /// The folder name searched beside and above a spec; never read as specs.
    static let folderName = "Components"
    static let extensions = ["yaml", "yml", "json"]
    /// Most component names listed or compared for a suggestion.
    static let maximumListed = 2_000

    /// `Components/` folders, nearest first.
    let folders: [String]
    private var loaded: [String: ComponentDefinition] = [:]
    /// The files read, in the order first used.
    private(set) var files: [String] = []

    /// The folder no component may lie outside of, once links are resolved (nil: no limit).
    let boundary: String?

    init(specPath: String, boundary: String?) {
        folders = Self.folders(specPath: specPath, boundary: boundary)
        self.boundary = boundary.map { URL(fileURLWithPath: $0).standardized.path }
    }

    /// The `Components/` folders that apply to a spec at `specPath`, nearest first.
    static func folders(specPath: String, boundary: String?) -> [String] {
        var folder = URL(fileURLWithPath: specPath).standardized.deletingLastPathComponent()
        var result: [String] = []
        let limit = boundary.map { URL(fileURLWithPath: $0).standardized.path }
        if let limit, !FolderPath.contains(limit, folder.path, orEqual: true) { return [] }
        while !folder.path.isEmpty {
            let candidate = folder.appendingPathComponent(folderName).path
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), isDirectory.boolValue {
                result.append(candidate)
            }
            if folder.path == "/" || folder.path == limit { break }
            folder = folder.deletingLastPathComponent()
        }
        return result
    }

    /// The component `name`, loaded once; `usage` is where the spec names it, for errors.
    func definition(named name: String, at usage: SpecNode) throws(SpecError) -> ComponentDefinition {
        if let known = loaded[name] { return known }
        guard !name.isEmpty, name.count <= 100,
              name.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" || $0 == "-") }) else {
            throw usage.error("'\(name.shortened)' is not a component name; names use letters, digits, - and _ (the file is Components/NAME.yaml).")
        }
        guard let (file, folder) = locate(name) else {
            let names = availableNames()
            let known = names.isEmpty ? "No Components/ folder beside the spec or above it holds any." : Spelling.help(for: name, in: names, known: "Known components", docs: "the Components/ folders")
            throw usage.error("unknown component '\(name.shortened)'. \(known) A component is a file Components/\(name).yaml beside the spec or in a folder above it (docs/components.md).")
        }
        if let boundary, !FolderPath.containsResolved(boundary, file) {
            // A Components/ folder or file inside the boundary that links out of it (docs/preview.md, "Safety").
            throw usage.error("the component '\(name.shortened)' is \(Self.shown(file)), which leads through a symbolic link out of \(boundary), the folder this run reads. Keep components inside it, not behind a link.")
        }
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(file, limit: SpecParser.maximumFileSize)
        } catch {
            switch error {
            case .tooLarge(_, let size, let limit):
                throw SpecError(file: Self.shown(file), message: "the component file is \(size) bytes or more; the limit is \(limit). Split it into smaller components.")
            default:
                throw SpecError(file: Self.shown(file), message: "cannot be read: \(error.reason). A component is a regular YAML or JSON file.")
            }
        }
        try SpecTextCheck.checkEncoding(bytes, file: Self.shown(file))
        let root = (folder as NSString).deletingLastPathComponent
        let definition = try ComponentDefinition.parse(text: String(decoding: bytes, as: UTF8.self), name: name, file: Self.shown(file),
                                                       directory: folder, root: root)
        loaded[name] = definition
        files.append(file)
        return definition
    }

    /// The file of `name` in the nearest folder that has one, and that folder.
    private func locate(_ name: String) -> (file: String, folder: String)? {
        for folder in folders {
            for ext in Self.extensions {
                let file = (folder as NSString).appendingPathComponent("\(name).\(ext)")
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory), !isDirectory.boolValue {
                    return (file, folder)
                }
            }
        }
        return nil
    }

    /// `path` as messages show it: relative to the working folder when it lies inside it.
    static func shown(_ path: String) -> String {
        let here = FileManager.default.currentDirectoryPath
        let prefix = here.hasSuffix("/") ? here : here + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// The names of every component the spec can use, sorted (at most ``maximumListed``).
    func availableNames() -> [String] {
        var names = Set<String>()
        for folder in folders {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for entry in entries.prefix(Self.maximumListed) where !entry.hasPrefix(".") {
                let url = URL(fileURLWithPath: entry)
                if Self.extensions.contains(url.pathExtension.lowercased()) { names.insert(url.deletingPathExtension().lastPathComponent) }
            }
        }
        return names.sorted()
    }
}

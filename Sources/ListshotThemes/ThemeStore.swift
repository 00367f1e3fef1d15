import Foundation
import ListshotCore
import ListshotSupport
import ListshotText

/// Finds and loads themes by name from a list of folders, first match wins.
///
/// ```swift
/// let store = ThemeStore(directories: [URL(fileURLWithPath: "Themes")])
/// let movistar = try store.theme(named: "movistar")
/// ```
public struct ThemeStore: Sendable {
    public var directories: [URL]
    /// Theme files compiled into the binary (name → JSON text), searched after every folder.
    public var bundled: [String: String]

    /// The folder that theme files found in ``confinedDirectories`` must resolve inside, every
    /// symbolic link resolved, with the brand fonts they name (docs/preview.md, "Safety"); nil
    /// confines nothing.
    public var boundary: String?
    /// The folders (standardized paths) found by searching up from a spec, whose themes the
    /// ``boundary`` confines; `--themes` folders, named by the user, are not confined.
    public var confinedDirectories: Set<String> = []

    public init(directories: [URL], bundled: [String: String] = [:]) {
        self.directories = directories
        self.bundled = bundled
    }

    /// Where a theme was found: a file in one of the folders, or the copy compiled into the binary.
    public enum Source: Sendable, Hashable, CustomStringConvertible {
        case file(String)
        case bundled

        public var description: String {
            switch self {
            case .file(let path): path
            case .bundled: "bundled"
            }
        }
    }

    /// The names of every theme found, sorted.
    public func availableThemes() -> [String] { themeSources().map(\.name) }

    /// Every theme name with the source that wins for it (the first folder holding it, else the
    /// bundled copy), sorted by name.
    public func themeSources() -> [(name: String, source: Source)] {
        var found: [String: Source] = [:]
        for directory in directories {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for file in files.sorted() where file.hasSuffix(".json") {
                let name = String(file.dropLast(5))
                if found[name] == nil { found[name] = .file(directory.appendingPathComponent(file).path) }
            }
        }
        for name in bundled.keys where found[name] == nil { found[name] = .bundled }
        return found.keys.sorted().compactMap { name in found[name].map { (name, $0) } }
    }

    /// Loads and validates the theme called `name`.
    public func theme(named name: String) throws(ThemeError) -> Theme {
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }), !name.isEmpty else {
            throw ThemeError(file: name, keyPath: "", message: "is not a theme name (letters, digits, - and _ only).")
        }
        for directory in directories {
            let url = directory.appendingPathComponent(name + ".json")
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            let limit = confinedDirectories.contains(directory.standardized.path) ? boundary : nil
            if let limit { try Self.checkInside(limit, url.path, file: url.path, keyPath: "") }
            // Only regular files of at most 1 MiB: a FIFO or device named like a theme would block or never end.
            let target = try? FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path)
            guard target?[.type] as? FileAttributeType == .typeRegular, (target?[.size] as? NSNumber)?.intValue ?? 0 <= 1 << 20 else {
                throw ThemeError(file: url.path, keyPath: "", message: "is not a regular file of at most 1 MiB. Theme files are JSON files; replace it with one.")
            }
            let data: Data
            do { data = try Data(contentsOf: url) } catch {
                throw ThemeError(file: url.path, keyPath: "", message: "cannot be read (\(error.localizedDescription)).")
            }
            guard data.count <= 1 << 20 else {
                throw ThemeError(file: url.path, keyPath: "", message: "grew past 1 MiB while it was read. Theme files are JSON files of at most 1 MiB.")
            }
            // Keyed by the bytes read, not by the file's size and times, which an edit can keep.
            let stamp = ThemeCache.Stamp(path: url.path, bytes: data)
            if let cached = ThemeCache.shared.value(for: stamp) { return cached }
            let theme = try Theme.decode(data, file: url.path)
            guard theme.name == name else {
                throw ThemeError(file: url.path, keyPath: "name", message: "is '\(theme.name)' but the file is \(name).json; make them match.")
            }
            if let limit {
                for (index, font) in theme.fonts.enumerated() {
                    try Self.checkInside(limit, font.path, file: url.path, keyPath: "fonts[\(index)].file")
                }
            }
            ThemeCache.shared.store(theme, for: stamp)
            return theme
        }
        if let text = bundled[name] {
            let stamp = ThemeCache.Stamp(path: "bundled:" + name, bytes: Data(text.utf8))
            if let cached = ThemeCache.shared.value(for: stamp) { return cached }
            let theme = try Theme.decode(Data(text.utf8), file: "bundled theme \(name).json")
            ThemeCache.shared.store(theme, for: stamp)
            return theme
        }
        let known = availableThemes()
        let hint = Spelling.closest(to: name, in: known).map { " Did you mean '\($0)'?" } ?? ""
        let searched = (directories.map(\.path) + (bundled.isEmpty ? [] : ["the bundled themes"])).joined(separator: ", ")
        throw ThemeError(file: name, keyPath: "", message: "no such theme.\(hint) Known themes: \(known.isEmpty ? "none" : Spelling.nameList(known, docs: "listshot themes list")) (searched \(searched)).")
    }
}

extension ThemeStore {
    /// Refuses `path` (a theme file, or a font it names) unless it resolves inside `limit`: a
    /// `Themes/` folder, a theme or a font linked out of the folder is not read.
    static func checkInside(_ limit: String, _ path: String, file: String, keyPath: String) throws(ThemeError) {
        guard !FolderPath.containsResolved(limit, path) else { return }
        let what = keyPath.isEmpty ? "resolves" : "names a font that resolves"
        throw ThemeError(file: file, keyPath: keyPath, message: "\(what) to \(FolderPath.resolved(path)), outside \(limit) (a symbolic link or `..` leads out), and themes and their fonts are read only from inside it here. Copy the file into the folder, or pass its folder with --themes.")
    }
}

/// Parsed themes by path and the file's bytes, shared by the process: a catalog run renders
/// hundreds of variants of a few themes, and reading a small file costs far less than parsing it.
/// An edit that keeps the file's size and times (`touch -r`) still gives the new theme.
enum ThemeCache {
    struct Stamp: Hashable {
        var path: String
        var bytes: Data
    }

    static let shared = LockedCache<Stamp, Theme>(limit: 64)
}

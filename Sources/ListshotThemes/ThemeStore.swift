import Foundation
import ListshotCore

/// Finds and loads themes by name from a list of folders, first match wins.
///
/// ```swift
/// let store = ThemeStore(directories: [URL(fileURLWithPath: "Themes")])
/// let movistar = try store.theme(named: "movistar")
/// ```
public struct ThemeStore: Sendable {
    public var directories: [URL]

    public init(directories: [URL]) { self.directories = directories }

    /// The names of every theme file found, sorted.
    public func availableThemes() -> [String] {
        var names = Set<String>()
        for directory in directories {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for file in files where file.hasSuffix(".json") { names.insert(String(file.dropLast(5))) }
        }
        return names.sorted()
    }

    /// Loads and validates the theme called `name`.
    public func theme(named name: String) throws(ThemeError) -> Theme {
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }), !name.isEmpty else {
            throw ThemeError(file: name, keyPath: "", message: "is not a theme name (letters, digits, - and _ only).")
        }
        for directory in directories {
            let url = directory.appendingPathComponent(name + ".json")
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
            let stamp = ThemeCache.Stamp(path: url.path, size: (attributes?[.size] as? NSNumber)?.intValue ?? -1,
                                         modified: (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)
            if let cached = ThemeCache.shared.theme(for: stamp) { return cached }
            // Only regular files of at most 1 MiB: a FIFO or device named like a theme would block or never end.
            let target = try? FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path)
            guard target?[.type] as? FileAttributeType == .typeRegular, (target?[.size] as? NSNumber)?.intValue ?? 0 <= 1 << 20 else {
                throw ThemeError(file: url.path, keyPath: "", message: "is not a regular file of at most 1 MiB. Theme files are JSON files; replace it with one.")
            }
            let data: Data
            do { data = try Data(contentsOf: url) } catch {
                throw ThemeError(file: url.path, keyPath: "", message: "cannot be read (\(error.localizedDescription)).")
            }
            let theme = try Theme.decode(data, file: url.path)
            guard theme.name == name else {
                throw ThemeError(file: url.path, keyPath: "name", message: "is '\(theme.name)' but the file is \(name).json; make them match.")
            }
            ThemeCache.shared.store(theme, for: stamp)
            return theme
        }
        let known = availableThemes()
        let hint = Spelling.closest(to: name, in: known).map { " Did you mean '\($0)'?" } ?? ""
        let searched = directories.map(\.path).joined(separator: ", ")
        throw ThemeError(file: name, keyPath: "", message: "no such theme.\(hint) Known themes: \(known.isEmpty ? "none" : known.joined(separator: ", ")) (searched \(searched)).")
    }
}

/// Parsed themes by file identity (path, size, modification time), shared by the process:
/// a catalog run renders hundreds of variants of a few themes.
final class ThemeCache: @unchecked Sendable {
    struct Stamp: Hashable {
        var path: String
        var size: Int
        var modified: Double
    }

    static let shared = ThemeCache()
    private let lock = NSLock()
    private var themes: [Stamp: Theme] = [:]

    func theme(for stamp: Stamp) -> Theme? {
        lock.lock(); defer { lock.unlock() }
        return themes[stamp]
    }

    func store(_ theme: Theme, for stamp: Stamp) {
        lock.lock(); defer { lock.unlock() }
        if themes.count > 64 { themes.removeAll() }
        themes[stamp] = theme
    }
}

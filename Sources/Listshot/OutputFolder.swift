import Foundation
import ListshotCore
import ListshotText

/// Folders Listshot writes into (`render --out`, `verify --report`, `gallery --out`,
/// `merge-reports --out`): checked before anything is written, and marked so that spec discovery
/// never reads Listshot's own output back as specs (`verify .` twice once read
/// `listshot-report/report.json` as a spec).
///
/// ```swift
/// try OutputFolder.prepare("listshot-report", flag: "--report")
/// ```
public enum OutputFolder {
    /// The empty file that marks a folder as Listshot output.
    public static let marker = ".listshot-output"

    /// Creates `path` if needed, checks it is a writable folder reached through no symbolic link
    /// (``refuseLinks(_:flag:)``), and marks it (unless `mark` is false: the gallery written into
    /// its own catalog). Errors name the flag and say what to do.
    public static func prepare(_ path: String, flag: String, mark: Bool = true) throws(ListshotError) {
        try refuseLinks(path, flag: flag)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw .usage("\(flag) \(path.escapingControlCharacters): is a file, not a folder. Choose another \(flag) folder.")
            }
        } else {
            // Not NSString.deletingLastPathComponent: swift-corelibs-foundation traps on a
            // one-character relative path such as `--out a`.
            let parent = Self.parent(of: path)
            var parentIsDirectory: ObjCBool = false
            if !parent.isEmpty, FileManager.default.fileExists(atPath: parent, isDirectory: &parentIsDirectory), !parentIsDirectory.boolValue {
                throw .usage("\(flag) \(path.escapingControlCharacters): \(parent) is a file, so the folder cannot be made. Choose another \(flag) folder.")
            }
            do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
                throw .usage("\(flag) \(path.escapingControlCharacters): the folder cannot be made (permission denied or a read-only disk). Choose a folder you can write to.")
            }
        }
        guard FileManager.default.isWritableFile(atPath: path) else {
            throw .usage("\(flag) \(path.escapingControlCharacters): is not writable. Choose another \(flag) folder or fix its permissions.")
        }
        let markerPath = (path as NSString).appendingPathComponent(marker)
        if mark, !FileManager.default.fileExists(atPath: markerPath) {
            FileManager.default.createFile(atPath: markerPath, contents: Data("Written by Listshot: spec discovery skips this folder.\n".utf8))
        }
    }

    /// The folder part of `path` ("" for a bare name), by plain string search.
    static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// Whether the folder at `path` holds Listshot output: it is marked (``isMarked(_:)``) and
    /// nothing under it is a spec (``holdsSpecs(_:)``): a pull request can commit a marker into the
    /// folder whose spec it changed, and that folder must still be checked.
    public static func isOutput(_ path: String) -> Bool {
        isMarked(path) && !holdsSpecs(path)
    }

    /// Whether the folder at `path` carries the marker, or is a report written before markers
    /// existed (`report.json` beside `junit.xml`). A marker alone proves nothing: see ``isOutput(_:)``.
    public static func isMarked(_ path: String) -> Bool {
        let manager = FileManager.default
        return manager.fileExists(atPath: (path as NSString).appendingPathComponent(marker))
            || (manager.fileExists(atPath: (path as NSString).appendingPathComponent("report.json"))
                && manager.fileExists(atPath: (path as NSString).appendingPathComponent("junit.xml")))
    }
}

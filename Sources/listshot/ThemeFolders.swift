import Foundation
import Listshot
import ListshotCore

/// The `--themes` folders a command was given, checked: each must be an existing folder.
///
/// ```swift
/// let folders = try ThemeFolders.validated(["brand/Themes"])
/// ```
enum ThemeFolders {
    static func validated(_ paths: [String]) throws -> [URL] {
        try paths.map { path in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw ListshotError.usage("--themes \(path.escapingControlCharacters): no such folder. Give a folder that holds theme files (NAME.json), or leave the option out to use the bundled themes.")
            }
            guard isDirectory.boolValue else {
                throw ListshotError.usage("--themes \(path.escapingControlCharacters): is a file, not a folder. Give the folder that holds it.")
            }
            return URL(fileURLWithPath: path)
        }
    }
}

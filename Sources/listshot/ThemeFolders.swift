import Foundation
import Listshot
import ListshotCore
import ListshotText

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

/// The `--fonts` folders a command was given: each must be an existing folder of font files.
enum FontFolders {
    /// A renderer with the checked `--themes` folders and every font in the `--fonts` folders.
    static func renderer(themes: [String], fonts: [String], compression: PNGCompression = .fast) throws -> Renderer {
        let renderer = Renderer(themeDirectories: try ThemeFolders.validated(themes), pngCompression: compression)
        for path in fonts {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ListshotError.usage("--fonts \(path.escapingControlCharacters): no such folder. Give a folder that holds font files (.otf, .ttf, .ttc).")
            }
            try renderer.addFonts(in: [URL(fileURLWithPath: path)])
        }
        return renderer
    }
}

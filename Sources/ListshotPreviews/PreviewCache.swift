import Foundation
import Listshot
import ListshotImage
import ListshotText

/// The folders a preview build is cached in: `CATALOG/.listshot/previews/build/`, one generated
/// package for every sources folder of the catalog (so Listshot's own modules are compiled once,
/// whichever folder is built), and `runs/NAME-HASH/` for each sources folder's request and answer;
/// `build-revision/` for `verify --against`. A link or a file planted on the way is refused, so a
/// build never writes outside the catalog (docs/previews.md, "How a run works").
///
/// ```swift
/// let folder = try PreviewCache.buildFolder(suffix: "", catalog: "Snapshots")
/// ```
public enum PreviewCache {
    public static func buildFolder(suffix: String = "", catalog: String) throws(ListshotError) -> String {
        try folder(["build\(suffix)"], catalog: catalog)
    }

    /// The folder of one sources folder's runner request, answer and log.
    public static func runFolder(for sources: PreviewSources, identity: String, suffix: String = "", catalog: String) throws(ListshotError) -> String {
        let root = URL(fileURLWithPath: identity).standardizedFileURL.resolvingSymlinksInPath().path
        let hash = String(SHA256.hex(Array(root.utf8)).prefix(12))
        let name = PreviewName.safe(sources.modules.first?.name ?? "previews")
        return try folder(["runs", "\(name)-\(hash)\(suffix)"], catalog: catalog)
    }

    static func folder(_ parts: [String], catalog: String) throws(ListshotError) -> String {
        // Absolute: the compiler names files by absolute path, and errors map back by prefix.
        var folder = URL(fileURLWithPath: catalog).standardizedFileURL.path
        for (index, part) in ([".listshot", "previews"] + parts).enumerated() {
            folder = (folder as NSString).appendingPathComponent(part)
            try ensureRealFolder(folder)
            if index == 1 { try writeIgnoreFile(in: folder) }
        }
        return folder
    }

    /// `previews/.gitignore` ignoring everything beside it: the build cache never reaches a commit,
    /// whatever the catalog's own ignore file says. A link or a folder in its place is refused.
    static func writeIgnoreFile(in folder: String) throws(ListshotError) {
        let path = (folder as NSString).appendingPathComponent(".gitignore")
        var info = stat()
        if lstat(path, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFREG else {
                throw .io(path: path.escapingControlCharacters, message: "is not a file Listshot made (a link or a folder). Delete it; Listshot makes it again.")
            }
            return
        }
        try AtomicFile.write(Array("# Written by Listshot: the previews' build cache, local to each checkout (docs/previews.md).\n*\n".utf8), to: path)
    }

    /// Makes `path` a folder, refusing a link or anything else already there.
    static func ensureRealFolder(_ path: String) throws(ListshotError) {
        var info = stat()
        if lstat(path, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else {
                throw .io(path: path.escapingControlCharacters, message: "is not a folder Listshot made (a link or a file). Delete it; Listshot makes it again.")
            }
            return
        }
        do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false) } catch {
            throw .io(path: path.escapingControlCharacters, message: "cannot be made (\(FileProblem.reason(error))). Check the catalog's permissions.")
        }
    }
}

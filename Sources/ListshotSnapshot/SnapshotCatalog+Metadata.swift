import Foundation
import Listshot
import ListshotText

extension SnapshotCatalog {
    /// Checks `CATALOG/.listshot` and the named files in it without following a symbolic link:
    /// a pull request can replace the folder by a link, and the manifest would then be written
    /// wherever it points (docs/testing.md, "The catalog's own files"). Creates the folder when
    /// `create` is true and it is missing.
    ///
    /// ```swift
    /// try catalog.checkMetadata(files: ["manifest.json"], create: false)
    /// ```
    public func checkMetadata(files: [String] = [], create: Bool) throws(ListshotError) {
        let folder = metadataFolder
        var info = stat()
        if lstat(folder, &info) != 0 {
            guard errno == ENOENT else { throw .io(path: folder, message: "cannot be read (\(String(cString: strerror(errno)))).") }
            guard create else { return }
            if mkdir(folder, 0o777) != 0, errno != EEXIST {
                throw .io(path: folder, message: "cannot be created (\(String(cString: strerror(errno)))). Check that the catalog folder is writable.")
            }
            guard lstat(folder, &info) == 0 else { throw .io(path: folder, message: "cannot be read (\(String(cString: strerror(errno)))).") }
        }
        try Self.refuseUnlessKind(info, S_IFDIR, path: folder, expected: "a folder")
        // Every writer passes here with `create`: the first one writes the ignore file.
        if create { try writeIgnoreFileIfMissing() }
        for name in files {
            let file = (folder as NSString).appendingPathComponent(name)
            var fileInfo = stat()
            // Other kinds (a FIFO, a folder) are refused by the reader with what they are.
            guard lstat(file, &fileInfo) == 0, fileInfo.st_mode & S_IFMT == S_IFLNK else { continue }
            try Self.refuseUnlessKind(fileInfo, S_IFREG, path: file, expected: "a regular file")
        }
    }

    static func refuseUnlessKind(_ info: stat, _ kind: mode_t, path: String, expected: String) throws(ListshotError) {
        let actual = info.st_mode & S_IFMT
        guard actual != kind else { return }
        let shown = path.escapingControlCharacters
        if actual == S_IFLNK {
            throw .usage("\(shown) is a symbolic link. Listshot never follows it (the catalog's manifest would be written wherever it points); nothing was written. Replace it with \(expected): `rm \(ShellQuote.word(path))`, then record again.")
        }
        throw .usage("\(shown) is not \(expected). Listshot keeps its manifest and lock there; nothing was written. Remove it, then record again.")
    }
}

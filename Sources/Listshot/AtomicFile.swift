import Foundation

/// Writes files so that a reader never sees a half-written one: the bytes go to a temporary
/// file in the same folder, which is then renamed over the target.
///
/// ```swift
/// try AtomicFile.write(pngBytes, to: "out/cells.day.png")
/// ```
public enum AtomicFile {
    public static func write(_ bytes: [UInt8], to path: String) throws(ListshotError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .io(path: directory.path, message: "cannot create the folder (\(FileProblem.reason(error))). Choose a writable --out folder.")
        }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: Data(bytes)) else {
            throw .io(path: path, message: "cannot be written. Check that the folder is writable and the disk is not full.")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw .io(path: path, message: "cannot be replaced (\(reason)).")
        }
    }
}

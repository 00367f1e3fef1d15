import Foundation

/// Writes files so that a reader never sees a half-written one: the bytes go to a temporary
/// file in the same folder, which is then renamed over the target.
///
/// The temporary file is written with plain `open`/`write`, not `FileManager.createFile`, which
/// writes a second temporary file and flushes it to the disk with `fsync` for every file: the
/// rename is what keeps readers from half-written files; surviving a power cut is not asked of
/// a rendered image.
///
/// ```swift
/// try AtomicFile.write(pngBytes, to: "out/cells.day.png")
/// ```
public enum AtomicFile {
    /// The longest file name written, in bytes: what Linux and macOS file systems allow (NAME_MAX).
    public static let nameLimit = 255

    /// `durable`: the bytes reach the disk (`fsync`) before the rename, and the rename does after
    /// it (`fsync` of the folder), so even a power cut leaves the old file or the new one, never
    /// an empty one: for files that other files are checked against (the catalog's manifest).
    public static func write(_ bytes: [UInt8], to path: String, durable: Bool = false) throws(ListshotError) {
        let url = URL(fileURLWithPath: path)
        let name = url.lastPathComponent
        guard name.utf8.count <= nameLimit else {
            throw .io(path: path, message: "cannot be written: its name is \(name.utf8.count) bytes long and file names are limited to \(nameLimit) bytes. Shorten the spec's file name it comes from.")
        }
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .io(path: directory.path, message: "cannot create the folder (\(FileProblem.reason(error))). Choose a writable --out folder.")
        }
        let temporary = directory.appendingPathComponent(".\(temporaryStem(url.lastPathComponent)).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        guard writeNew(bytes, to: temporary.path, sync: durable) else {
            try? FileManager.default.removeItem(at: temporary)
            throw .io(path: path, message: "cannot be written. Check that the folder is writable and the disk is not full.")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw .io(path: path, message: "cannot be replaced (\(reason)).")
        }
        if durable {
            let folder = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if folder >= 0 { _ = fsync(folder); close(folder) }
        }
    }

    /// The start of a temporary file's name: the target's name, cut to at most 100 bytes (at a
    /// character boundary), so a target name near the file system's 255-byte limit still gets a
    /// temporary name that fits.
    static func temporaryStem(_ name: String) -> String {
        guard name.utf8.count > 100 else { return name }
        var stem = ""
        for scalar in name.unicodeScalars {
            guard stem.utf8.count + String(scalar).utf8.count <= 100 else { break }
            stem.unicodeScalars.append(scalar)
        }
        return stem
    }

    /// Creates `path` (it must not exist) holding `bytes`; false on any failure.
    private static func writeNew(_ bytes: [UInt8], to path: String, sync: Bool) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return false }
        var written = 0
        let complete = bytes.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count {
                let result = Glibc.write(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += result
            }
            return true
        }
        let synced = !sync || !complete || fsync(descriptor) == 0
        return close(descriptor) == 0 && complete && synced
    }
}

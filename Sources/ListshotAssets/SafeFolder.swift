import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads files under the folder the user named, treating every one as hostile: the file's real
/// path must stay inside that folder (a symlink may point elsewhere inside it, never out), it must
/// be a regular file (no FIFO, device or socket; opened non-blocking so a FIFO swapped in never
/// hangs), and it is read only up to a cap (docs/assets.md, "Hostile input").
///
/// ```swift
/// let root = try SafeFolder(path: "App")
/// let bytes = try root.read("App/Assets.xcassets/Contents.json", cap: SafeFolder.contentsCap)
/// ```
struct SafeFolder: Sendable, Hashable {
    /// The folder as the user named it.
    let path: String
    /// Its real path (symlinks resolved).
    let realPath: String

    /// Caps: `Contents.json` 1 MiB, string tables 8 MiB.
    static let contentsCap = 1 << 20
    static let stringsCap = 8 << 20

    init(path: String) throws(AssetError) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw AssetError(file: path, message: "does not exist or cannot be read (\(String(cString: strerror(errno)))). Name the folder that holds the app's .xcassets or .lproj folders.")
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw AssetError(file: path, message: "is not a folder. Name the folder that holds the app's resources (or an .xcassets folder itself).")
        }
        guard let real = Self.resolve(path) else {
            throw AssetError(file: path, message: "cannot be resolved (\(String(cString: strerror(errno)))).")
        }
        self.path = path
        self.realPath = real
    }

    static func resolve(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// Whether `real` (a resolved path) is this folder or inside it.
    func contains(real: String) -> Bool {
        real == realPath || real.hasPrefix(realPath == "/" ? "/" : realPath + "/")
    }

    /// The resolved path of `path` if it is inside `folder` (a resolved path), else an error.
    func resolveInside(_ path: String, folder: String? = nil) throws(AssetError) -> String {
        guard let real = Self.resolve(path) else {
            throw AssetError(file: path, message: "does not exist or cannot be read (\(String(cString: strerror(errno)))).")
        }
        let bound = folder ?? realPath
        guard real == bound || real.hasPrefix(bound == "/" ? "/" : bound + "/") else {
            throw AssetError(file: path, message: "leads outside \(folder == nil ? "the folder you named (\(self.path))" : "its folder") through a symlink, so it is not read. Copy the file in instead of linking to it.")
        }
        return real
    }

    /// The kind of the file at `path` without following a last symlink, or nil if it is missing.
    static func kind(_ path: String) -> mode_t? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    /// The file's size if `path` resolves inside the folder (or `folder`) to a regular file.
    func regularFileSize(_ path: String, folder: String? = nil) throws(AssetError) -> Int {
        let real = try resolveInside(path, folder: folder)
        var info = stat()
        guard stat(real, &info) == 0 else {
            throw AssetError(file: path, message: "cannot be read (\(String(cString: strerror(errno)))).")
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw AssetError(file: path, message: "is not a regular file (a FIFO, device, socket or folder), so it is not read. Replace it with the file itself.")
        }
        return Int(info.st_size)
    }

    /// The first `cap` bytes at most of a regular file inside the folder; larger files are refused.
    func read(_ path: String, cap: Int, folder: String? = nil, prefixOnly: Bool = false) throws(AssetError) -> [UInt8] {
        let real = try resolveInside(path, folder: folder)
        let fd = open(real, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            throw AssetError(file: path, message: "cannot be opened (\(String(cString: strerror(errno)))).")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw AssetError(file: path, message: "is not a regular file (a FIFO, device, socket or folder), so it is not read. Replace it with the file itself.")
        }
        if !prefixOnly, info.st_size > off_t(cap) {
            throw AssetError(file: path, message: "is \(info.st_size) bytes, more than the \(Self.describe(cap)) a file of this kind may be. Split it or remove what is not needed.")
        }
        var bytes = [UInt8](repeating: 0, count: prefixOnly ? cap : min(Int(info.st_size), cap) + 1)
        var total = 0
        while total < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                systemRead(fd, buffer.baseAddress.map { $0 + total }, buffer.count - total)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw AssetError(file: path, message: "cannot be read (\(String(cString: strerror(errno)))).")
            }
            if count == 0 { break }
            total += count
        }
        if !prefixOnly, total > cap {
            // Grown since the fstat: refuse rather than read past the cap.
            throw AssetError(file: path, message: "grew past the \(Self.describe(cap)) a file of this kind may be while it was read. Split it or remove what is not needed.")
        }
        return Array(bytes.prefix(total))
    }

    static func describe(_ cap: Int) -> String {
        cap >= 1 << 20 && cap % (1 << 20) == 0 ? "\(cap >> 20) MiB" : "\(cap) bytes"
    }

    /// The names in a folder, sorted, without hidden ones; nil if it cannot be listed.
    static func entries(_ path: String) -> [String]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return nil }
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }
}

private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(fd, buffer, count)
    #else
    Darwin.read(fd, buffer, count)
    #endif
}

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads and writes the files Listshot keeps in its cache folder without ever following a
/// symlink: the last component is opened with `O_NOFOLLOW` (the folders above were checked one by
/// one by ``UserCacheFolder`` and ``PrivateFolder``), only regular files owned by this user are
/// read, at most `limit` bytes, and writes go to a new exclusive temporary file that is renamed
/// into place (docs/fonts.md, "The cache folder").
///
/// ```swift
/// let text = CacheFile.read("/home/me/.cache/listshot/font-sha256.txt", limit: 1 << 20)
/// CacheFile.write(Array("…".utf8), to: "/home/me/.cache/listshot/font-sha256.txt")
/// ```
enum CacheFile {
    /// The file's bytes, or `nil` when it is missing, not a regular file of this user, a symlink,
    /// larger than `limit`, or unreadable.
    static func read(_ path: String, limit: Int) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(),
              info.st_size >= 0, info.st_size <= limit else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                posixRead(fd, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
            }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            filled += count
        }
        // Grown since the fstat: refuse rather than read past the cap.
        guard filled <= Int(info.st_size) else { return nil }
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// Writes `bytes` to `path` atomically: a new temporary file beside it (created exclusively,
    /// never through a symlink, mode 0600) renamed over it. Returns whether it was written.
    @discardableResult
    static func write(_ bytes: [UInt8], to path: String) -> Bool {
        let folder = (path as NSString).deletingLastPathComponent
        var template = Array((folder + "/.tmp-write-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard fd >= 0 else { return false }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                posixWrite(fd, buffer.baseAddress.map { $0 + written }, buffer.count - written)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            written += count
        }
        let closed = close(fd) == 0
        guard written == bytes.count, closed, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }
}

private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(fd, buffer, count) }
private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { write(fd, buffer, count) }

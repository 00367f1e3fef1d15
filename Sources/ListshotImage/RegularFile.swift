#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads input files defensively: only regular files (symlinks are followed, then devices, FIFOs,
/// sockets and folders are refused), never more than a size cap, without blocking and without
/// trapping on I/O errors (`/proc/self/mem` reads fail with EIO and become an error).
///
/// ```swift
/// let bytes = try RegularFile.read("Snapshots/avatar.png", limit: RegularFile.imageLimit)
/// ```
public enum RegularFile {
    /// The largest image file read: 64 MiB.
    public static let imageLimit = 64 << 20

    /// What identifies one file's content on disk, whatever path names it (for caches keyed by
    /// content). The status-change time is in it because no one can set it back: a file edited in
    /// place with the same size and its old modification time (`touch -r`) still gets a new one.
    public struct Identity: Hashable, Sendable {
        public var device: UInt64
        public var inode: UInt64
        public var size: Int
        public var modifiedNanoseconds: Int64
        /// `st_ctim`: set by the kernel on every write, rename or attribute change.
        public var changedNanoseconds: Int64

        public init(device: UInt64, inode: UInt64, size: Int, modifiedNanoseconds: Int64, changedNanoseconds: Int64) {
            self.device = device; self.inode = inode; self.size = size; self.modifiedNanoseconds = modifiedNanoseconds
            self.changedNanoseconds = changedNanoseconds
        }
    }

    /// The identity of the regular file at `path`, refusing anything that is not a regular file.
    public static func identity(_ path: String) throws(FileReadError) -> Identity {
        var info = stat()
        guard stat(path, &info) == 0 else { throw failure(errno, path: path) }
        try checkRegular(info, path: path)
        return identity(of: info)
    }

    /// The whole file, at most `limit` bytes; a larger file is an error, never truncated.
    public static func read(_ path: String, limit: Int) throws(FileReadError) -> [UInt8] {
        try read(path, limit: limit, prefixOnly: false)
    }

    /// The first `count` bytes (fewer when the file is shorter), checking that it is a regular file.
    public static func readPrefix(_ path: String, count: Int) throws(FileReadError) -> [UInt8] {
        try read(path, limit: count, prefixOnly: true)
    }

    /// Like ``read(_:limit:)``, but a symbolic link is refused rather than followed: for files
    /// Listshot wrote itself (a report's images and `report.json`), which are never links, so a
    /// link planted among them cannot bring `/proc/self/environ` or a token file into a copy.
    ///
    /// ```swift
    /// let bytes = try RegularFile.readUnlinked("report-shard-1/images/a.day.actual.png", limit: RegularFile.imageLimit)
    /// ```
    public static func readUnlinked(_ path: String, limit: Int) throws(FileReadError) -> [UInt8] {
        try read(path, limit: limit, prefixOnly: false, followLinks: false)
    }

    /// Whether `path` itself is a symbolic link (not followed); false when it does not exist.
    public static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    private static func read(_ path: String, limit: Int, prefixOnly: Bool, followLinks: Bool = true) throws(FileReadError) -> [UInt8] {
        var info = stat()
        guard (followLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { throw failure(errno, path: path) }
        if !followLinks, info.st_mode & S_IFMT == S_IFLNK { throw .notRegularFile(path: path, kind: "a symbolic link") }
        try checkRegular(info, path: path)
        let size = Int(clamping: info.st_size)
        if !prefixOnly, size > limit { throw .tooLarge(path: path, size: size, limit: limit) }
        // O_NONBLOCK: if the path was swapped for a FIFO after the stat, open still returns;
        // O_NOFOLLOW: if it was swapped for a link, open fails (ELOOP).
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followLinks ? 0 : O_NOFOLLOW))
        guard fd >= 0 else { throw failure(errno, path: path) }
        defer { close(fd) }
        var opened = stat()
        guard fstat(fd, &opened) == 0 else { throw failure(errno, path: path) }
        try checkRegular(opened, path: path)
        // Files in /proc report size 0 yet have content: grow as needed, bounded by the cap + 1.
        var bytes = [UInt8](repeating: 0, count: prefixOnly ? limit : min(limit + 1, max(size + 1, 4096)))
        var filled = 0
        while true {
            if filled == bytes.count {
                if prefixOnly { break }
                if filled > limit { throw .tooLarge(path: path, size: filled, limit: limit) }
                bytes += [UInt8](repeating: 0, count: min(limit + 1, bytes.count * 2) - bytes.count)
            }
            let count = bytes.withUnsafeMutableBytes { buffer in
                systemRead(fd, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(errno, path: path)
            }
            if count == 0 { break }
            filled += count
        }
        if !prefixOnly, filled > limit { throw .tooLarge(path: path, size: filled, limit: limit) }
        bytes.removeSubrange(filled...)
        return bytes
    }

    private static func checkRegular(_ info: stat, path: String) throws(FileReadError) {
        let kind = info.st_mode & S_IFMT
        guard kind != S_IFREG else { return }
        let name: String
        switch kind {
        case S_IFDIR: name = "a folder"
        case S_IFIFO: name = "a FIFO (named pipe)"
        case S_IFCHR: name = "a character device"
        case S_IFBLK: name = "a block device"
        case S_IFSOCK: name = "a socket"
        default: name = "not a regular file"
        }
        throw .notRegularFile(path: path, kind: name)
    }

    /// The identity in `info` (from `stat`, `lstat` or `fstat`).
    public static func identity(of info: stat) -> Identity {
        #if canImport(Darwin)
        let modified = Int64(info.st_mtimespec.tv_sec) &* 1_000_000_000 &+ Int64(info.st_mtimespec.tv_nsec)
        let changed = Int64(info.st_ctimespec.tv_sec) &* 1_000_000_000 &+ Int64(info.st_ctimespec.tv_nsec)
        #else
        let modified = Int64(info.st_mtim.tv_sec) &* 1_000_000_000 &+ Int64(info.st_mtim.tv_nsec)
        let changed = Int64(info.st_ctim.tv_sec) &* 1_000_000_000 &+ Int64(info.st_ctim.tv_nsec)
        #endif
        return Identity(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino),
                        size: Int(clamping: info.st_size), modifiedNanoseconds: modified, changedNanoseconds: changed)
    }

    private static func failure(_ code: Int32, path: String) -> FileReadError {
        switch code {
        case ENOENT, ENOTDIR: return .missing(path: path)
        case ELOOP: return .notRegularFile(path: path, kind: "a symbolic link")
        case EACCES, EPERM: return .unreadable(path: path, reason: "permission denied")
        default:
            let reason = strerror(code).map { String(cString: $0) } ?? "error \(code)"
            return .unreadable(path: path, reason: reason.lowercased())
        }
    }
}

private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}

/// Why ``RegularFile`` refused or failed to read a file. Each message says what to do.
public enum FileReadError: Error, Sendable, Hashable, CustomStringConvertible {
    case missing(path: String)
    case notRegularFile(path: String, kind: String)
    case tooLarge(path: String, size: Int, limit: Int)
    case unreadable(path: String, reason: String)

    public var description: String {
        switch self {
        case .missing(let path):
            return "\(path) does not exist. Check the path."
        case .notRegularFile(let path, let kind):
            return "\(path) is \(kind), not a regular file. Point at a regular file."
        case .tooLarge(let path, let size, let limit):
            return "\(path) is \(size) bytes or more; the limit is \(limit) bytes. Use a smaller file."
        case .unreadable(let path, let reason):
            return "\(path) cannot be read (\(reason)). Check the file and its permissions."
        }
    }

    /// The message without the path, for callers that name the file themselves.
    public var reason: String {
        switch self {
        case .missing: return "it does not exist"
        case .notRegularFile(_, let kind): return "it is \(kind), not a regular file"
        case .tooLarge(_, let size, let limit): return "it is \(size) bytes or more; the limit is \(limit) bytes"
        case .unreadable(_, let reason): return "it cannot be read: \(reason)"
        }
    }
}

import Foundation
import Listshot
import ListshotText

/// The one exclusive lock that every writer of a catalog holds: `record`, `accept`,
/// `verify --prune` while it deletes, and `gallery` writing into the catalog. It is an advisory
/// `flock` on `CATALOG/.listshot/lock`, opened without following a symbolic link; the kernel
/// releases it when the process ends, however it ends (docs/testing.md, "Several writers").
///
/// ```swift
/// let lock = try CatalogLock.acquire(catalog, notice: { print($0) })
/// defer { lock.release() }
/// ```
public final class CatalogLock: @unchecked Sendable {
    /// How long a second writer waits before giving up.
    public static let defaultTimeout: Double = 60
    /// When the waiting writer says why it waits.
    static let noticeAfter: Double = 1

    private var descriptor: Int32
    private let mutex = NSLock()

    private init(descriptor: Int32) { self.descriptor = descriptor }

    deinit { release() }

    /// Releases the lock (also done when the object goes away or the process ends).
    public func release() {
        mutex.lock()
        defer { mutex.unlock() }
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }

    /// The lock file of `catalog`.
    public static func path(of catalog: SnapshotCatalog) -> String {
        (catalog.metadataFolder as NSString).appendingPathComponent("lock")
    }

    /// Takes the catalog's lock, waiting while another process holds it: `notice` is called once
    /// after about a second, and after `timeout` seconds the wait ends with an error naming the lock.
    public static func acquire(_ catalog: SnapshotCatalog, timeout: Double = defaultTimeout,
                               notice: (String) -> Void = { _ in }) throws(ListshotError) -> CatalogLock {
        try catalog.checkMetadata(files: ["lock", "manifest.json"], create: true)
        let file = path(of: catalog)
        let descriptor = open(file, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0o666)
        guard descriptor >= 0 else {
            if errno == ELOOP { try catalog.checkMetadata(files: ["lock"], create: false) }
            throw .io(path: file, message: "cannot be opened (\(String(cString: strerror(errno)))). Check that the catalog folder is writable.")
        }
        let lock = CatalogLock(descriptor: descriptor)
        var opened = stat()
        guard fstat(descriptor, &opened) == 0, opened.st_mode & S_IFMT == S_IFREG else {
            throw .usage("\(file.escapingControlCharacters) is not a regular file. Remove it; Listshot makes it again.")
        }
        let start = DispatchTime.now().uptimeNanoseconds
        var noticed = false
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw .io(path: file, message: "cannot be locked (\(String(cString: strerror(errno)))).")
            }
            let waited = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            if waited >= timeout {
                throw .usage("another listshot is still writing \(catalog.root.escapingControlCharacters) after \(Int(timeout)) s (it holds the lock \(file.escapingControlCharacters)). Let it finish, then run this again.")
            }
            if !noticed && waited >= noticeAfter {
                noticed = true
                notice("waiting for another listshot writing \(catalog.root) (lock \(file))…")
            }
            usleep(20_000)
        }
        return lock
    }
}

extension SnapshotCatalog {
    /// Runs `body` holding the catalog's lock (``CatalogLock``).
    public func whileLocked<T>(notice: (String) -> Void = { _ in },
                               _ body: () throws(ListshotError) -> T) throws(ListshotError) -> T {
        let lock = try CatalogLock.acquire(self, notice: notice)
        defer { lock.release() }
        return try body()
    }
}

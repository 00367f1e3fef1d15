import Foundation

/// The identity of every file under the watched folders: device, inode, size and modification
/// time, and the folders themselves. Two scans compared give the paths added, removed or changed;
/// the kernel's notifications (``PreviewNotifier``) only say when to scan, so a missed or merged
/// notification costs nothing but a later scan (docs/preview.md, "Watching").
///
/// ```swift
/// let before = FileIdentities.scan([root])
/// let changed = FileIdentities.scan([root]).changed(since: before)
/// ```
package struct FileIdentities: Sendable, Equatable {
    /// The most files one scan records; a larger tree is watched in part (the first ones in order).
    package static let fileLimit = 20_000

    struct Identity: Sendable, Equatable {
        var device: UInt64, inode: UInt64, size: Int64, seconds: Int, nanoseconds: Int
    }

    var files: [String: Identity] = [:]
    /// Set when the scan stopped at ``fileLimit``: files past it are not watched.
    package var truncated = false
    /// Every folder met, for the notifier's watches.
    var folders: [String] = []

    /// Records each regular file under `folders`. Hidden files and folders (an editor's or an
    /// atomic write's temporary copy) are left out, but for `.listshot`, whose manifest names the
    /// references the pages compare with.
    package static func scan(_ roots: [URL]) -> FileIdentities {
        var result = FileIdentities()
        for root in roots {
            result.folders.append(root.path)
            guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { continue }
            while let relative = enumerator.nextObject() as? String {
                guard result.files.count < fileLimit else { result.truncated = true; return result }
                let name = (relative as NSString).lastPathComponent
                let path = root.path + "/" + relative
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                let type = info.st_mode & S_IFMT
                if name.hasPrefix("."), name != ".listshot" {
                    if type == S_IFDIR { enumerator.skipDescendants() }
                    continue
                }
                if type == S_IFDIR {
                    // Inside `.listshot/` only its files count (the manifest): a folder there is
                    // verify's default report, hundreds of files no spec reads (docs/preview.md).
                    let parts = relative.split(separator: "/")
                    if parts.count >= 2, parts[parts.count - 2] == ".listshot" {
                        enumerator.skipDescendants(); continue
                    }
                    result.folders.append(path); continue
                }
                guard type == S_IFREG else { continue }
                result.files[path] = Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                                              seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec))
            }
        }
        return result
    }

    /// The paths added, removed or changed since `old`.
    package func changed(since old: FileIdentities) -> Set<String> {
        var paths = Set<String>()
        for (path, identity) in files where old.files[path] != identity { paths.insert(path) }
        for path in old.files.keys where files[path] == nil { paths.insert(path) }
        return paths
    }
}

/// Wakes the watcher when a watched folder's entries change (Linux inotify), so a save is seen at
/// once rather than at the next poll. Without inotify (or beyond its watch limit) the watcher
/// falls back to polling; either way the scan decides what changed.
///
/// ```swift
/// let notifier = PreviewNotifier()
/// notifier?.watch(identities.folders)
/// _ = notifier?.wait(milliseconds: 250)   // true when something changed
/// ```
final class PreviewNotifier: @unchecked Sendable {
    private let descriptor: Int32
    /// Folders with a watch (inotify's own table is the truth; this saves a call per folder per scan).
    private var watched = Set<String>()

    init?() {
        descriptor = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
    }

    deinit { close(descriptor) }

    /// Adds a watch on each folder not yet watched (new folders appear after a scan). A file being
    /// written wakes the watcher when it is closed or renamed into place, not at each write.
    func watch(_ folders: [String]) {
        let mask = UInt32(IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB
            | IN_DELETE_SELF | IN_MOVE_SELF)
        for folder in folders where !watched.contains(folder) {
            if inotify_add_watch(descriptor, folder, mask) >= 0 { watched.insert(folder) }
        }
        // Folders that went away drop their watches in the kernel; forget them here too.
        if watched.count > folders.count * 2 { watched = watched.intersection(folders) }
    }

    /// Waits up to `milliseconds` for a notification and drains the queue; true when there was one.
    func wait(milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&entry, 1, milliseconds) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
        return true
    }
}

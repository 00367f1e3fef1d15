import Foundation

/// The identity of every file under the watched folders: device, inode, size and modification
/// time. The preview compares two of these every 50 ms rather than asking the kernel for change
/// events: it needs no platform API, sees saves through editors that replace the file, and a
/// catalog's few hundred `stat` calls cost far less than a render (docs/preview.md, "Watching").
///
/// ```swift
/// let before = FileIdentities.scan([root])
/// let changed = FileIdentities.scan([root]).changed(since: before)
/// ```
public struct FileIdentities: Sendable, Equatable {
    /// The most files one scan records; a larger tree is watched in part (the first ones in order).
    public static let fileLimit = 20_000

    struct Identity: Sendable, Equatable {
        var device: UInt64, inode: UInt64, size: Int64, seconds: Int, nanoseconds: Int
    }

    var files: [String: Identity] = [:]

    /// Records each regular file under `folders` (hidden `.listshot` folders and Listshot output
    /// included only for the manifest, which the reference toggle reads).
    public static func scan(_ folders: [URL]) -> FileIdentities {
        var result = FileIdentities()
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { continue }
            while let relative = enumerator.nextObject() as? String {
                guard result.files.count < fileLimit else { return result }
                let path = folder.path + "/" + relative
                var info = stat()
                guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
                result.files[path] = Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                                              seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec))
            }
        }
        return result
    }

    /// The paths added, removed or changed since `old`.
    public func changed(since old: FileIdentities) -> Set<String> {
        var paths = Set<String>()
        for (path, identity) in files where old.files[path] != identity { paths.insert(path) }
        for path in old.files.keys where files[path] == nil { paths.insert(path) }
        return paths
    }
}

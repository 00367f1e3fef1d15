import Foundation

extension FontSetDirectory {
    /// Temporary folders older than this are left-overs of a process that died while building.
    static let abandonedAfterNanoseconds: Int64 = 3_600_000_000_000

    /// Keeps at most ``limit`` set folders in `sets`: removes the least recently modified ones
    /// (never `key`), and temporary folders abandoned for an hour. Only real folders named like
    /// a set or a temporary build are touched; their symlinks are removed, never the targets.
    /// Returns the set folders removed.
    ///
    /// ```swift
    /// let removed = FontSetDirectory.prune(sets, keeping: key)
    /// ```
    static func prune(_ sets: String, keeping key: String,
                      now: Int64 = Int64(Date().timeIntervalSince1970 * 1_000_000_000)) -> [String] {
        guard let children = PrivateFolder.children(sets) else { return [] }
        for child in children where child.isDirectory && child.name.hasPrefix(".tmp-")
            && now - child.modifiedNanoseconds > abandonedAfterNanoseconds {
            try? PrivateFolder.remove(sets + "/" + child.name)
        }
        let candidates = children.filter { $0.isDirectory && isKey($0.name) }
        guard candidates.count > limit else { return [] }
        var removed: [String] = []
        var remaining = candidates.count
        for child in candidates.sorted(by: { ($0.modifiedNanoseconds, $0.name) < ($1.modifiedNanoseconds, $1.name) })
        where remaining > limit && child.name != key {
            let path = sets + "/" + child.name
            guard (try? PrivateFolder.remove(path)) != nil else { continue }
            removed.append(path)
            remaining -= 1
        }
        return removed
    }

    /// Whether `name` looks like a set folder's: 64 lower-case hex digits.
    static func isKey(_ name: String) -> Bool {
        name.utf8.count == 64 && name.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}

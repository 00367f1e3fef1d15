/// Reads a whole PNG file through ``RegularFile`` (regular files only, at most
/// ``maximumSize`` bytes), turning failures into ``PNGError/unreadableFile(path:reason:)``.
enum FileBytes {
    /// The largest PNG file read: 1 GiB, above any PNG of a 16384² canvas.
    static let maximumSize = 1 << 30

    static func read(_ path: String) throws(PNGError) -> [UInt8] {
        do {
            return try RegularFile.read(path, limit: maximumSize)
        } catch {
            throw .unreadableFile(path: path, reason: error.reason)
        }
    }
}

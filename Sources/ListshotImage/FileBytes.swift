#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads a whole file, turning failures into ``PNGError/unreadableFile(path:reason:)``.
enum FileBytes {
    static func read(_ path: String) throws(PNGError) -> [UInt8] {
        do {
            return try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw .unreadableFile(path: path, reason: String(describing: error))
        }
    }
}

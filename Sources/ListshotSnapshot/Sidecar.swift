import Foundation
import Listshot
import ListshotCore
import ListshotImage

/// The display-list sidecar stored beside each reference: compact JSON with image paths made
/// relative to the catalog, so the file is the same on every machine.
public enum Sidecar {
    public static func portable(_ list: DisplayList, catalogRoot: String) -> DisplayList {
        let root = URL(fileURLWithPath: catalogRoot).standardized.path + "/"
        return list.mappingImagePaths { path in path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path }
    }

    public static func encode(_ list: DisplayList, catalogRoot: String) throws(ListshotError) -> [UInt8] {
        do { return try portable(list, catalogRoot: catalogRoot).contractJSON() } catch {
            throw .io(path: "sidecar", message: error.description)
        }
    }

    /// What reading a sidecar gave: the stored display list, or why there is none.
    public enum Loaded: Sendable {
        case list(DisplayList)
        /// No sidecar beside the reference (the diff then falls back to pixels).
        case missing
        /// A sidecar in another format version, with a message that says what to do.
        case unusable(String)
    }

    /// The largest sidecar read: 32 MiB (a 1000-cell screen writes about 2 MiB).
    public static let sizeLimit = 32 << 20

    /// Reads the sidecar at `path`: only a regular file under ``sizeLimit``. Another format
    /// version is only noted (docs/display-list.md, "Versions"); an unreadable or malformed file,
    /// which no Listshot writes, is an error.
    public static func load(_ path: String) throws(ListshotError) -> Loaded {
        guard FileManager.default.fileExists(atPath: path) else { return .missing }
        let bytes: [UInt8]
        do { bytes = try RegularFile.read(path, limit: sizeLimit) } catch { throw .io(path: path, message: error.reason + ". Re-record it.") }
        do { return .list(try DisplayList.decodeContract(bytes, file: path)) } catch {
            guard case .unsupportedVersion = error else { throw .usage(error.description) }
            return .unusable(error.description)
        }
    }
}

import Foundation
import Listshot

/// The display-list sidecar stored beside each reference: compact JSON with image paths made
/// relative to the catalog, so the file is the same on every machine.
public enum Sidecar {
    public static func portable(_ list: DisplayList, catalogRoot: String) -> DisplayList {
        var copy = list
        let root = URL(fileURLWithPath: catalogRoot).standardized.path + "/"
        copy.items = list.items.map { item in
            guard case .image(var image) = item.primitive, image.path.hasPrefix(root) else { return item }
            image.path = String(image.path.dropFirst(root.count))
            return DisplayItem(id: item.id, .image(image))
        }
        return copy
    }

    public static func encode(_ list: DisplayList, catalogRoot: String) throws(ListshotError) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return Array(try encoder.encode(portable(list, catalogRoot: catalogRoot))) + [0x0A]
        } catch {
            throw .io(path: "sidecar", message: "cannot be encoded (\(error)).")
        }
    }

    /// The stored display list, or nil when absent or unreadable (the diff then falls back to pixels).
    public static func load(_ path: String) -> DisplayList? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return try? JSONDecoder().decode(DisplayList.self, from: data)
    }
}

import Foundation
import ListshotImage

extension OutputFolder {
    /// The largest JSON file read to tell Listshot's own output from a spec: a report's
    /// `report.json` is capped at 64 MiB where it is read, so nothing Listshot writes is larger.
    static let sniffLimit = 64 << 20

    /// Whether anything under `path` is a spec: a `.yaml` or `.yml` file, or a `.json` file that is
    /// not Listshot's own output. A folder that holds specs is a catalog folder whatever else lies in
    /// it, so a planted ``marker`` or `report.json` cannot switch its checks off (docs/testing.md,
    /// "Listshot's own output").
    ///
    /// ```swift
    /// OutputFolder.holdsSpecs("Snapshots/lists")   // true: it holds cells.yaml
    /// ```
    public static func holdsSpecs(_ path: String) -> Bool {
        guard let enumerator = FileManager.default.enumerator(atPath: path) else { return false }
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            let isFolder = (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory
            if name.hasPrefix(".") {
                if isFolder { enumerator.skipDescendants() }
                continue
            }
            guard !isFolder else { continue }
            let lowered = name.lowercased()
            if lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") { return true }
            if lowered.hasSuffix(".json"), !isOwnJSON((path as NSString).appendingPathComponent(relative)) { return true }
        }
        return false
    }

    /// True for the JSON files Listshot writes (reports, display lists, sidecars, audits): each is
    /// one object with a `formatVersion` key, which no spec accepts. Anything else, or anything that
    /// cannot be read as such, counts as a spec.
    static func isOwnJSON(_ file: String) -> Bool {
        if file.lowercased().hasSuffix(".layout.json") { return true }
        guard let bytes = try? RegularFile.read(file, limit: sniffLimit),
              let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else { return false }
        return object["formatVersion"] != nil
    }
}

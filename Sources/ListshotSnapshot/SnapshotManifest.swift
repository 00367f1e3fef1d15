import Foundation
import Listshot

/// What record mode stored about each reference: the pixel hash that lets verify skip decoding,
/// and the environment the references were rendered in.
///
/// Kept at `<catalog>/.listshot/manifest.json`, written only by `record`, atomically.
public struct SnapshotManifest: Sendable, Codable, Hashable {
    public struct Entry: Sendable, Codable, Hashable {
        /// Hash of the rendered pixels (see ``PixelHash``).
        public var pixelHash: String
        public var width: Int
        public var height: Int
        /// SHA-256 of the PNG file, so a reference edited by hand is noticed.
        public var pngSHA256: String
    }

    public static let currentFormatVersion = 1
    public var formatVersion = currentFormatVersion
    public var fingerprint: EnvironmentFingerprint?
    /// By case key, e.g. `mistica/boxed-cells.night`.
    public var references: [String: Entry] = [:]

    public init(fingerprint: EnvironmentFingerprint? = nil) { self.fingerprint = fingerprint }

    static func path(in catalog: SnapshotCatalog) -> String {
        (catalog.metadataFolder as NSString).appendingPathComponent("manifest.json")
    }

    /// The catalog's manifest, or an empty one when there is none yet.
    public static func load(for catalog: SnapshotCatalog) throws(ListshotError) -> SnapshotManifest {
        let file = path(in: catalog)
        guard let data = FileManager.default.contents(atPath: file) else { return SnapshotManifest() }
        do {
            return try JSONDecoder().decode(SnapshotManifest.self, from: data)
        } catch {
            throw .io(path: file, message: "is not a valid Listshot manifest (\(error)). Delete it and run `listshot record --mode all` to rebuild it.")
        }
    }

    /// Writes the manifest atomically with stable key order.
    public func save(for catalog: SnapshotCatalog) throws(ListshotError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do { data = try encoder.encode(self) } catch { throw .io(path: Self.path(in: catalog), message: "cannot be encoded (\(error)).") }
        try AtomicFile.write(Array(data) + [0x0A], to: Self.path(in: catalog))
    }
}

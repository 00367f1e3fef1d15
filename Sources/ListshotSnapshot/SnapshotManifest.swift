import Foundation
import Listshot
import ListshotCore
import ListshotImage

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
        /// What the pixels were drawn from (``RenderKey``); absent in manifests of Listshot 0.9.0.
        public var renderKey: String?
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

    /// The largest manifest read: 16 MiB (a 10 000-reference catalog writes about 3 MiB).
    public static let sizeLimit = 16 << 20

    /// The catalog's manifest, or an empty one when there is none yet. Every key must name a
    /// file inside the catalog (``CatalogKey``): a manifest comes from pull requests too.
    public static func load(for catalog: SnapshotCatalog) throws(ListshotError) -> SnapshotManifest {
        let file = path(in: catalog)
        guard FileManager.default.fileExists(atPath: file) else { return SnapshotManifest() }
        let bytes: [UInt8]
        do { bytes = try RegularFile.read(file, limit: sizeLimit) } catch { throw .io(path: file, message: error.reason + ".") }
        let manifest: SnapshotManifest
        do {
            manifest = try JSONDecoder().decode(SnapshotManifest.self, from: Data(bytes))
        } catch {
            throw .io(path: file, message: "is not a valid Listshot manifest (\(DecodingProblem.describe(error))). Delete it and run `listshot record --mode all` to rebuild it.")
        }
        guard manifest.formatVersion == currentFormatVersion else {
            throw .io(path: file, message: "is manifest format \(manifest.formatVersion); this Listshot reads \(currentFormatVersion). Re-record with `listshot record --mode all`.")
        }
        for key in manifest.references.keys.sorted() {
            if let problem = CatalogKey.problem(with: key) {
                throw .io(path: file, message: "references key '\(key.escapingControlCharacters)' \(problem); Listshot never writes such a key. Remove that entry (or delete the manifest and re-record).")
            }
        }
        return manifest
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

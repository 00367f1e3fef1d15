import ListshotCairo
import Foundation
import Listshot
import ListshotCore
import ListshotImage
import ListshotText

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
    /// Entries of the file whose key cannot name a file in the catalog, with why (an old
    /// Listshot recorded folder names with control characters). They are left out of
    /// ``references`` instead of refusing the whole manifest, and dropped when a writer saves it.
    public var rejected: [String: String] = [:]

    enum CodingKeys: String, CodingKey { case formatVersion, fingerprint, references }

    public init(fingerprint: EnvironmentFingerprint? = nil) { self.fingerprint = fingerprint }

    static func path(in catalog: SnapshotCatalog) -> String {
        (catalog.metadataFolder as NSString).appendingPathComponent("manifest.json")
    }

    /// The largest manifest read: 16 MiB (a 10 000-reference catalog writes about 3 MiB).
    public static let sizeLimit = 16 << 20

    /// The catalog's manifest, or an empty one when there is none yet. Every key must name a
    /// file inside the catalog (``CatalogKey``): a manifest comes from pull requests too. An entry
    /// whose key cannot goes to ``rejected``; the rest of the manifest stays usable.
    public static func load(for catalog: SnapshotCatalog) throws(ListshotError) -> SnapshotManifest {
        let file = path(in: catalog)
        try catalog.checkMetadata(files: ["manifest.json"], create: false)
        guard FileManager.default.fileExists(atPath: file) else { return SnapshotManifest() }
        let bytes: [UInt8]
        do { bytes = try RegularFile.read(file, limit: sizeLimit) } catch { throw .io(path: file, message: error.reason + ".") }
        var manifest: SnapshotManifest
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
                manifest.references[key] = nil
                manifest.rejected[key] = problem
            }
        }
        return manifest
    }

    /// What to tell the user about each rejected entry: which, why, and how to be rid of it.
    /// `dropping`: said by a writer, whose save leaves them out.
    public func rejectedMessages(for catalog: SnapshotCatalog, dropping: Bool = false) -> [String] {
        rejected.keys.sorted().map { key in
            let fix = dropping ? "this run drops it from the manifest."
                : "it is ignored. `\(RecordCommandLine.record(catalog: catalog.root, mode: nil))` drops it (or remove it from the file by hand)."
            return "\(Self.path(in: catalog).escapingControlCharacters): the entry '\(key.escapingControlCharacters)' \(rejected[key] ?? ""), so it names no reference; \(fix)"
        }
    }

    /// Writes the manifest atomically and durably (a temporary file in the same folder, `fsync`,
    /// rename, `fsync` of the folder) with stable key order (without the ``rejected`` entries),
    /// never through a symbolic link: the file on disk is always one a finished save wrote.
    /// Writers call it holding the ``CatalogLock``.
    public func save(for catalog: SnapshotCatalog) throws(ListshotError) {
        try catalog.checkMetadata(files: ["manifest.json"], create: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do { data = try encoder.encode(self) } catch { throw .io(path: Self.path(in: catalog), message: "cannot be encoded (\(error)).") }
        try AtomicFile.write(Array(data) + [0x0A], to: Self.path(in: catalog), durable: true)
    }
}

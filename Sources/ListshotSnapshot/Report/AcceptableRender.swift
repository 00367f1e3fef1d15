import Foundation
import Listshot
import ListshotCore
import ListshotImage

/// What `listshot accept` needs to turn a failed or new case of a report into a reference:
/// the manifest values of the render and the digests of the files verify wrote for it
/// (`images/<key>.actual.png` and `images/<key>.layout.json`), so a file changed after the run
/// is refused.
public struct AcceptableRender: Sendable, Codable, Hashable {
    /// ``PixelHash`` of the render.
    public var pixelHash: String
    public var width: Int
    public var height: Int
    /// ``RenderKey`` of the render.
    public var renderKey: String
    /// SHA-256 of the actual PNG in the report.
    public var actualSHA256: String
    /// SHA-256 of the display-list sidecar in the report.
    public var sidecarSHA256: String
}

extension ReportPath {
    /// `images/<file name of key>.layout.json`: the display-list sidecar of a failed or new case.
    public static func sidecar(_ key: String) -> String {
        "images/" + fileName(key) + ".layout.json"
    }
}

/// A digest of the catalog's spec files (catalog-relative path and bytes of each, in order), so
/// `accept` can tell a report made from other specs.
///
/// ```swift
/// let revision = try CatalogRevision.of(catalog)   // 64 hex digits
/// ```
public enum CatalogRevision {
    public static func of(_ catalog: SnapshotCatalog) throws(ListshotError) -> String {
        let root = URL(fileURLWithPath: catalog.root).standardized.path
        let files = catalog.specFiles
        var digest = SHA256.Digest()
        for file in files.map({ URL(fileURLWithPath: $0).standardized.path }).sorted() {
            let relative = file.hasPrefix(root + "/") ? String(file.dropFirst(root.count + 1)) : file
            let bytes: [UInt8]
            do { bytes = try RegularFile.read(file, limit: 32 << 20) } catch {
                throw .io(path: file, message: error.reason + ".")
            }
            digest.update(Array("\(relative.utf8.count):\(relative)\n\(bytes.count):".utf8))
            digest.update(bytes)
        }
        return digest.finalize()
    }
}

import ListshotCairo
import Foundation
import Listshot
import ListshotCore
import ListshotImage
import ListshotSnapshot

/// The audit's picture of a variant taken from its catalog reference when that reference is
/// exactly this render (same render key, same environment, the file as recorded), so auditing a
/// catalog draws nothing it has already drawn. Anything else is drawn as a preview.
final class AuditReferenceImages: @unchecked Sendable {
    private let lock = NSLock()
    private var manifests: [String: SnapshotManifest?] = [:]
    private let environment: EnvironmentFingerprint?

    init(renderer: Renderer) {
        environment = try? EnvironmentFingerprint.current(catalog: renderer.backend.catalog)
    }

    /// The catalog folder holding `spec` (the nearest folder above it with a manifest), if any.
    static func catalogRoot(of spec: String) -> String? {
        var folder = URL(fileURLWithPath: spec).standardized.deletingLastPathComponent()
        for _ in 0..<16 {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".listshot/manifest.json").path) { return folder.path }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
        return nil
    }

    /// The reference PNG of `fileStem` beside `spec`, when it is exactly `list` as drawn here.
    func png(spec: String, fileStem: String, list: DisplayList) -> [UInt8]? {
        guard let environment, let root = Self.catalogRoot(of: spec), let manifest = manifest(root),
              manifest.fingerprint == environment else { return nil }
        let folder = (URL(fileURLWithPath: spec).standardized.path as NSString).deletingLastPathComponent
        let reference = (folder as NSString).appendingPathComponent(fileStem + ".png")
        let key = String(CatalogPath.relative(reference, to: root).dropLast(4))
        guard let entry = manifest.references[key], let stored = entry.renderKey,
              (try? RenderKey.of(list, catalogRoot: root)) == stored,
              let bytes = try? RegularFile.read(reference, limit: RegularFile.imageLimit),
              SHA256.hex(bytes) == entry.pngSHA256 else { return nil }
        return bytes
    }

    private func manifest(_ root: String) -> SnapshotManifest? {
        lock.lock()
        defer { lock.unlock() }
        if let known = manifests[root] { return known }
        let loaded = (try? SnapshotCatalog(root: root)).flatMap { try? SnapshotManifest.load(for: $0) }
        manifests[root] = .some(loaded)
        return loaded
    }
}

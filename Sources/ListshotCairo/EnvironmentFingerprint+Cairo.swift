import CCairo
import Foundation
import ListshotImage
import ListshotSupport

extension EnvironmentFingerprint {
    /// The fingerprint of this process's libraries and the catalog's font files.
    ///
    /// Hashing the fonts reads every font file, so each file's hash is kept between processes by its
    /// path and identity, status-change time included (``FontHashCache``), and the whole result once
    /// per process and catalog: an unchanged machine stats the files and reads none.
    public static func current(catalog: FontCatalog = .debian) throws(RenderError) -> EnvironmentFingerprint {
        if let cached = FingerprintCache.shared.value(for: catalog) { return cached }
        let fingerprint = try compute(catalog: catalog, hashes: .shared)
        FingerprintCache.shared.store(fingerprint, for: catalog)
        return fingerprint
    }

    static func compute(catalog: FontCatalog, hashes: FontHashCache) throws(RenderError) -> EnvironmentFingerprint {
        let fc = Int(FcGetVersion())
        var fonts: [FontFile] = []
        for file in catalog.files {
            do {
                fonts.append(FontFile(path: file.path, sha256: try hashes.sha256(of: file.path, limit: ListshotCairo.FontFile.sizeLimit)))
            } catch {
                throw .fontUnreadable(path: file.path, package: file.package)
            }
        }
        hashes.save()
        return EnvironmentFingerprint(
            cairo: String(cString: cairo_version_string()),
            pango: String(cString: pango_version_string()),
            fontconfig: "\(fc / 10000).\(fc / 100 % 100).\(fc % 100)",
            harfbuzz: String(cString: hb_version_string()),
            fonts: fonts)
    }

    /// Hex SHA-256 of `data` (Nettle, hardware-accelerated; see ``SHA256``).
    public static func sha256(_ data: Data) -> String {
        data.withUnsafeBytes { SHA256.hex($0) }
    }
}

/// The per-process fingerprint cache.
enum FingerprintCache {
    static let shared = LockedCache<FontCatalog, EnvironmentFingerprint>()
}

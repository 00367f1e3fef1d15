import Foundation
import Listshot
import ListshotCore
import ListshotImage

/// `listshot accept REPORT_DIR`: turns the failed and new cases of a verify report into
/// references, with no rendering, so a CI artifact downloaded to any machine can be accepted.
///
/// Everything is checked before anything is written: the report's environment against the one
/// the catalog's references were recorded in, its catalog revision against the local specs,
/// every key (it must name a file inside the catalog), and every file's digest against the
/// report (a file changed after the run is refused). Each file is then written atomically.
///
/// ```swift
/// let plan = try ReportAccept.plan(report: "listshot-report", catalog: nil, only: [], force: false)
/// try ReportAccept.apply(plan)
/// ```
public enum ReportAccept {
    /// The largest `report.json` read: 64 MiB.
    public static let reportSizeLimit = 64 << 20

    /// One reference to write.
    public struct Item: Sendable {
        public var key: String
        public var png: [UInt8]
        public var pngPath: String
        public var sidecar: [UInt8]
        public var sidecarPath: String
        public var entry: SnapshotManifest.Entry
    }

    /// What accept will write, and what --force overrode.
    public struct Plan: Sendable {
        public var catalog: SnapshotCatalog
        public var items: [Item]
        /// How the report differs from the catalog (only non-empty under --force).
        public var overridden: [String]
        /// The report's environment, recorded in the manifest under --force.
        public var fingerprint: EnvironmentFingerprint?
    }

    /// Reads and checks everything; writes nothing.
    public static func plan(report folder: String, catalog explicit: String?, only: [String], force: Bool) throws(ListshotError) -> Plan {
        let reportFile = (folder as NSString).appendingPathComponent("report.json")
        let bytes: [UInt8]
        do { bytes = try RegularFile.read(reportFile, limit: reportSizeLimit) } catch {
            throw .io(path: reportFile, message: error.reason + ". Give the folder `listshot verify --report DIR` wrote (a CI artifact).")
        }
        let report: VerifyReport
        do { report = try JSONDecoder().decode(VerifyReport.self, from: Data(bytes)) } catch {
            throw .io(path: reportFile, message: "is not a Listshot report (\(DecodingProblem.describe(error))). Give the folder `listshot verify --report DIR` wrote.")
        }
        guard report.formatVersion == VerifyReport.currentFormatVersion else {
            throw .io(path: reportFile, message: "is report format \(report.formatVersion); this Listshot reads \(VerifyReport.currentFormatVersion). Accept it with the Listshot that wrote it.")
        }
        let root = try catalogRoot(report: report, explicit: explicit, file: reportFile)
        let catalog = try SnapshotCatalog(root: root)
        let manifest = try SnapshotManifest.load(for: catalog)

        var differences: [String] = []
        switch (report.fingerprint, manifest.fingerprint) {
        case (nil, _):
            differences.append("the report does not say which environment it rendered in (merged shards of different runs, or an older Listshot)")
        case (let theirs?, let ours?) where theirs != ours:
            differences.append("the report was rendered in another environment than the catalog's references: "
                               + theirs.differences(from: ours).joined(separator: "; "))
        default: break
        }
        let revision = try CatalogRevision.of(catalog)
        if report.catalogRevision != revision {
            differences.append("the report was made from other spec files than the catalog's (revision \(String((report.catalogRevision ?? "none").prefix(12))), here \(revision.prefix(12))): check out the commit CI verified, or verify again")
        }
        if !differences.isEmpty && !force {
            throw .usage("refusing \(folder.escapingControlCharacters): " + differences.joined(separator: ". ") + ". Pass --force to accept it anyway.")
        }

        var candidates = report.results.filter { ($0.status == .failed || $0.status == .new) && $0.acceptable != nil }
        if !only.isEmpty {
            for key in only where !candidates.contains(where: { $0.key == key }) {
                let known = candidates.prefix(5).map(\.key).joined(separator: ", ")
                throw .usage("--only \(key.escapingControlCharacters): the report has no failed or new case with that key\(known.isEmpty ? "" : " (it has \(known.escapingControlCharacters)\(candidates.count > 5 ? ", …" : ""))").")
            }
            candidates = candidates.filter { only.contains($0.key) }
        }
        var items: [Item] = []
        for result in candidates {
            guard let acceptable = result.acceptable else { continue }
            items.append(try item(result.key, acceptable, report: folder, catalog: catalog))
        }
        return Plan(catalog: catalog, items: items, overridden: differences, fingerprint: report.fingerprint)
    }

    /// Writes each reference and sidecar atomically, then the manifest.
    public static func apply(_ plan: Plan) throws(ListshotError) {
        var manifest = try SnapshotManifest.load(for: plan.catalog)
        for item in plan.items {
            try AtomicFile.write(item.png, to: item.pngPath)
            try AtomicFile.write(item.sidecar, to: item.sidecarPath)
            manifest.references[item.key] = item.entry
        }
        if manifest.fingerprint == nil || !plan.overridden.isEmpty, let fingerprint = plan.fingerprint {
            manifest.fingerprint = fingerprint
        }
        try manifest.save(for: plan.catalog)
    }

    /// The catalog: `--catalog`, else the report's own, which must be a plain relative path.
    static func catalogRoot(report: VerifyReport, explicit: String?, file: String) throws(ListshotError) -> String {
        if let explicit { return explicit }
        let named = report.catalog
        let segments = named.split(separator: "/", omittingEmptySubsequences: false)
        guard !named.isEmpty, !named.hasPrefix("/"), !named.hasPrefix("~"), !segments.contains(".."),
              !named.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .usage("\(file) names the catalog '\(named.escapingControlCharacters)', which is not a folder below this one. Give the catalog with --catalog DIR.")
        }
        return named
    }

    /// One case: its files read from the report (regular files, capped), their digests checked,
    /// the image decoded and re-encoded as the catalog stores references.
    static func item(_ key: String, _ acceptable: AcceptableRender, report: String, catalog: SnapshotCatalog) throws(ListshotError) -> Item {
        let shown = key.escapingControlCharacters
        guard let pngPath = CatalogKey.path(key, suffix: ".png", in: catalog.root),
              let sidecarPath = CatalogKey.path(key, suffix: SnapshotCatalog.sidecarSuffix, in: catalog.root) else {
            throw .usage("the report's key '\(shown)' \(CatalogKey.problem(with: key) ?? "points outside the catalog"); Listshot never writes such a key. Refusing the report.")
        }
        let actualFile = (report as NSString).appendingPathComponent(ReportPath.image(key, "actual"))
        let sidecarFile = (report as NSString).appendingPathComponent(ReportPath.sidecar(key))
        let actual: [UInt8], sidecar: [UInt8]
        do { actual = try RegularFile.read(actualFile, limit: RegularFile.imageLimit) } catch {
            throw .io(path: actualFile, message: error.reason + ". The report is incomplete: download the whole report folder.")
        }
        do { sidecar = try RegularFile.read(sidecarFile, limit: Sidecar.sizeLimit) } catch {
            throw .io(path: sidecarFile, message: error.reason + ". The report is incomplete: download the whole report folder.")
        }
        guard SHA256.hex(actual) == acceptable.actualSHA256, SHA256.hex(sidecar) == acceptable.sidecarSHA256 else {
            throw .usage("\(shown): the report's files were changed after the run (their SHA-256 differs from report.json). Refusing the report; download it again from CI.")
        }
        let bitmap: RGBABitmap
        do { bitmap = try PNGCodec.decode(actual) } catch { throw .io(path: actualFile, message: "\(error)") }
        guard bitmap.width == acceptable.width, bitmap.height == acceptable.height else {
            throw .usage("\(shown): the actual image is \(bitmap.width)×\(bitmap.height) px but the report says \(acceptable.width)×\(acceptable.height). Refusing the report.")
        }
        do { _ = try DisplayList.decodeContract(sidecar, file: sidecarFile) } catch { throw .io(path: sidecarFile, message: error.description) }
        let png = PNGCodec.encode(bitmap, options: .smallest)
        let entry = SnapshotManifest.Entry(pixelHash: acceptable.pixelHash, width: acceptable.width, height: acceptable.height,
                                           pngSHA256: SHA256.hex(png), renderKey: acceptable.renderKey)
        return Item(key: key, png: png, pngPath: pngPath, sidecar: sidecar, sidecarPath: sidecarPath, entry: entry)
    }
}

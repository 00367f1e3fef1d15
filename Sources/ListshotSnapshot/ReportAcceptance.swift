import ListshotCairo
import Foundation
import Listshot
import ListshotCore
import ListshotImage
import ListshotText

/// `listshot accept REPORT_DIR`: turns the failed and new cases of a verify report into
/// references, with no rendering of its own unless this machine is the report's environment, so
/// a CI artifact downloaded to any machine can be accepted.
///
/// A report is a claim, not a fact: everything is checked before anything is written. The
/// report's environment and catalog revision against the catalog's; every key against the keys
/// the catalog's current specs make (no other key is ever written); every file's digest against
/// the report; each display list against the one its spec lays out now; each image's size, read
/// from its PNG header before any pixel is decoded, against its display list and a decoded-pixel
/// budget. The manifest entry is computed here from the bytes written, never copied from
/// `report.json`: the pixel hash from the decoded image, the size from the image, the render key
/// from the layout. Where this machine's environment is the report's, each case is drawn and its
/// pixels must equal the image's; elsewhere nothing can be drawn that proves the pixels, so no
/// render key is written and the first `verify` in the recording environment draws and compares
/// those cases.
///
/// ```swift
/// let plan = try ReportAcceptance.plan(report: "listshot-report", catalog: nil, only: [], force: false)
/// try ReportAcceptance.apply(plan)
/// ```
public enum ReportAcceptance {
    /// The largest `report.json` read: 64 MiB.
    public static let reportSizeLimit = 64 << 20

    /// The most decoded pixels one accept run may decode, summed over its images and checked from
    /// their PNG headers before any is decoded: 2²⁸ (one 16384² canvas, 1 GiB of RGBA; images are
    /// decoded one at a time).
    public static let pixelBudget = 1 << 28

    /// One reference to write.
    public struct Item: Sendable {
        public var key: String
        /// The PNG to write; nil when the reference on disk already has these pixels and is kept.
        public var png: [UInt8]?
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
        /// True when every accepted image was drawn here and matched; false when this machine is
        /// not the report's environment (no render key was written: verify there draws them).
        public var pixelsChecked: Bool
        /// Cases whose display list this environment lays out differently, kept under --force.
        public var layoutDifferences: [String] = []
    }

    /// Reads and checks everything; writes nothing. `progress` hears `(done, total)` as each case
    /// is decoded, checked and encoded (the slow part).
    /// `previews` puts the previews a report checked into the catalog before its cases are read
    /// (`listshot accept REPORT --previews SOURCES`, docs/previews.md).
    public static func plan(report folder: String, catalog explicit: String?, only: [String], force: Bool,
                            renderer: Renderer = Renderer(),
                            previews: ((inout SnapshotCatalog) throws(ListshotError) -> Void)? = nil,
                            progress: (Int, Int) -> Void = { _, _ in }) throws(ListshotError) -> Plan {
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
        var catalog = try SnapshotCatalog(root: root, requireSpecs: previews == nil)
        if let previews { try previews(&catalog) }
        let manifest = try SnapshotManifest.load(for: catalog)

        var differences: [String] = []
        switch (report.fingerprint, manifest.fingerprint) {
        case (nil, _):
            differences.append("the report does not say which environment it rendered in (merged shards of different runs, or an older Listshot)")
        case (let theirs?, let ours?) where theirs != ours:
            differences.append("the report was rendered in another environment than the catalog's references: "
                               + theirs.differences(from: ours).map(\.escapingControlCharacters).joined(separator: "; "))
        default: break
        }
        let revision = try CatalogRevision.of(catalog)
        if report.catalogRevision != revision {
            differences.append("the report was made from other spec files than the catalog's (revision \(String((report.catalogRevision ?? "none").prefix(12)).escapingControlCharacters), here \(revision.prefix(12))): check out the commit CI verified, or verify again")
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
        // The only keys accept may write: those the catalog's specs make now (as verify enumerates them).
        let (cases, _) = try catalog.casesAndProblems(renderer: renderer)
        let produced = Dictionary(cases.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let here = try? CatalogRunner.environmentFingerprint(naming: cases, renderer: renderer)
        let context = CaseCheck(report: folder, catalog: catalog, renderer: renderer, force: force,
                                drawsHere: here != nil && report.fingerprint == here, manifest: manifest)
        // Every case is checked up to its PNG header before any image is decoded.
        var pending: [CaseCheck.Pending] = []
        var pixels = 0
        for result in candidates {
            guard let acceptable = result.acceptable else { continue }
            let item = try context.prepare(result.key, acceptable, produced: produced)
            pixels += item.header.pixelCount
            guard pixels <= pixelBudget else {
                throw .usage("\(item.actualFile): accepting it would decode \(pixels) pixels in this run, over accept's budget of \(pixelBudget) pixels (2^28). Refusing the report; accept it in parts with --only KEY.")
            }
            pending.append(item)
        }
        var items: [Item] = []
        var layoutDifferences: [String] = []
        for (index, item) in pending.enumerated() {
            items.append(try context.finish(item))
            if item.layoutDiffers { layoutDifferences.append(item.key) }
            progress(index + 1, pending.count)
        }
        return Plan(catalog: catalog, items: items, overridden: differences, fingerprint: report.fingerprint,
                    pixelsChecked: context.drawsHere, layoutDifferences: layoutDifferences)
    }

    /// Writes each reference and sidecar atomically, then the manifest.
    public static func apply(_ plan: Plan) throws(ListshotError) {
        var manifest = try SnapshotManifest.load(for: plan.catalog)
        for item in plan.items {
            if let png = item.png { try AtomicFile.write(png, to: item.pngPath) }
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
}

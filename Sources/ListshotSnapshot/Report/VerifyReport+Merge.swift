import Foundation
import Listshot
import ListshotCore
import ListshotImage
import ListshotText

extension VerifyReport {
    /// The largest `report.json` read: 64 MiB.
    public static let sizeLimit = 64 << 20

    /// Reads and checks a `report.json`: a capped regular file, the current format, reference keys
    /// inside a catalog and artifact paths inside the report's `images/` folder.
    public static func load(from folder: String) throws(ListshotError) -> VerifyReport {
        let path = (folder as NSString).appendingPathComponent("report.json")
        guard FileManager.default.fileExists(atPath: path) else {
            throw .io(path: path, message: "not found. Give folders written by `listshot verify --report DIR`.")
        }
        let bytes: [UInt8]
        do { bytes = try RegularFile.readUnlinked(path, limit: sizeLimit) } catch { throw .io(path: path, message: error.reason + ". Give folders written by `listshot verify --report DIR`.") }
        let report: VerifyReport
        do { report = try JSONDecoder().decode(VerifyReport.self, from: Data(bytes)) } catch {
            throw .io(path: path, message: "is not a Listshot report (\(DecodingProblem.describe(error))). Give folders written by `listshot verify --report DIR`.")
        }
        guard report.formatVersion == currentFormatVersion else {
            throw .io(path: path, message: "is report format \(report.formatVersion); this Listshot reads \(currentFormatVersion). Re-run verify with this version.")
        }
        if let against = report.against, !against.isPlausible {
            throw .io(path: path, message: "has `against` counts outside 0…\(AgainstSummary.maximumCount) or lists over \(AgainstSummary.listedInputLimit) input files. Listshot never writes such a report; re-run verify.")
        }
        for result in report.results {
            if let problem = CatalogKey.problem(with: result.key) {
                throw .io(path: path, message: "has a result key '\(result.key.escapingControlCharacters)' that \(problem). Listshot never writes such a report; re-run verify.")
            }
            for artifact in result.artifacts.all where !isReportImage(artifact) {
                throw .io(path: path, message: "names the image '\(artifact.escapingControlCharacters)' for \(result.key), outside its images/ folder. Re-run verify.")
            }
        }
        return report
    }

    /// Whether `path` is `images/<one file name>.png` as verify writes it.
    static func isReportImage(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0] == "images", parts[1].hasSuffix(".png"), !parts[1].hasPrefix(".") else { return false }
        return parts[1].utf8.allSatisfy(ReportPath.isNameByte)
    }

    /// What a merge will write: the joined report and the images to copy into it.
    public struct Merge: Sendable {
        public var report: VerifyReport
        /// Source file and destination (relative to the merged report folder).
        public var images: [(source: String, name: String)]
    }

    /// Checks shard reports and joins them, writing nothing: each must be one shard `I/N` of the
    /// same catalog, together covering 1…N exactly once.
    public static func merge(_ folders: [String]) throws(ListshotError) -> Merge {
        guard !folders.isEmpty else { throw .usage("merge-reports needs the report folders of every shard.") }
        var reports: [(folder: String, report: VerifyReport, shard: Shard)] = []
        for folder in folders {
            let report = try load(from: folder)
            guard report.shards.count == 1, let text = report.shards.first else {
                throw .usage("\(folder): \(report.shards.isEmpty ? "is a whole-catalog report (verify without --shard)" : "is already a merged report") ; merge-reports joins the reports of `verify --shard I/N` runs.")
            }
            let shard: Shard
            do { shard = try Shard(parsing: text) } catch {
                throw .io(path: folder, message: "has the shard '\(text.escapingControlCharacters)', which is not I/N with 1 ≤ I ≤ N ≤ \(Shard.maximumCount) (at most \(Shard.maximumCount) shards). Give reports written by `listshot verify --shard I/N`.")
            }
            reports.append((folder, report, shard))
        }
        let count = reports[0].shard.count
        for item in reports where item.shard.count != count || item.report.catalog != reports[0].report.catalog {
            throw .usage("\(item.folder.escapingControlCharacters) is shard \(item.shard) of catalog \(item.report.catalog.escapingControlCharacters), but \(reports[0].folder.escapingControlCharacters) is shard \(reports[0].shard) of \(reports[0].report.catalog.escapingControlCharacters). Merge the shards of one run.")
        }
        var byIndex: [Int: String] = [:]
        for item in reports {
            if let other = byIndex[item.shard.index] {
                throw .usage("\(other) and \(item.folder) are both shard \(item.shard). Give each shard's report once.")
            }
            byIndex[item.shard.index] = item.folder
        }
        let missing = (1...count).filter { byIndex[$0] == nil }
        guard missing.isEmpty else {
            // Named briefly: the count is capped (Shard.maximumCount), and ten names say enough.
            let named = missing.prefix(10).map { "\($0)/\(count)" }.joined(separator: ", ")
            let more = missing.count > 10 ? " and \(missing.count - 10) more" : ""
            throw .usage("shard\(missing.count == 1 ? "" : "s") \(named)\(more) missing. Give the reports of all \(count) shards.")
        }
        var merged = reports[0].report
        merged.results = []
        merged.shards = reports.sorted { $0.shard.index < $1.shard.index }.map(\.shard.description)
        var owner: [String: String] = [:]
        var images: [(source: String, name: String)] = []
        var imageNames = Set<String>()
        for item in reports.sorted(by: { $0.shard.index < $1.shard.index }) {
            merged.environmentChanges = Array(Set(merged.environmentChanges + item.report.environmentChanges)).sorted()
            merged.orphans = Array(Set(merged.orphans + item.report.orphans)).sorted()
            // Shards of one run share an environment and a catalog revision; when they do not,
            // the merged report claims neither (and accept refuses it without --force).
            if item.report.fingerprint != merged.fingerprint { merged.fingerprint = nil }
            if item.report.catalogRevision != merged.catalogRevision { merged.catalogRevision = nil }
            for result in item.report.results {
                if let other = owner[result.key] {
                    throw .usage("\(other.escapingControlCharacters) and \(item.folder.escapingControlCharacters) both hold \(result.key.escapingControlCharacters); shards never overlap. Merge the shards of one run.")
                }
                owner[result.key] = item.folder
                merged.results.append(result)
                // One copy per destination: a report that names one image in every slot of every
                // result copies it once.
                let names = result.artifacts.all + (result.acceptable != nil ? [ReportPath.sidecar(result.key)] : [])
                for name in names where imageNames.insert(name).inserted {
                    images.append(((item.folder as NSString).appendingPathComponent(name), name))
                }
            }
        }
        merged.results.sort { $0.key < $1.key }
        return Merge(report: merged, images: images)
    }

    /// Writes a checked merge into `folder`: every image is checked first (``checkImages(_:)``),
    /// so a planted one stops the merge before anything is written; then the report folder is made
    /// (links refused) and the images are copied one at a time, never followed through a link.
    public static func write(_ merge: Merge, to folder: String, flag: String = "--out") throws(ListshotError) {
        try checkImages(merge.images)
        try CatalogRunner.prepareReportDirectory(folder, flag: flag)
        for image in merge.images {
            let bytes: [UInt8]
            do { bytes = try RegularFile.readUnlinked(image.source, limit: RegularFile.imageLimit) } catch {
                throw .io(path: image.source, message: error.reason + ". Re-run that shard's verify.")
            }
            try AtomicFile.write(bytes, to: (folder as NSString).appendingPathComponent(image.name))
        }
        try merge.report.write(to: folder)
    }
}

extension SnapshotResult.Artifacts {
    /// Every image path this result names.
    var all: [String] { [expected, actual, diff, composite].compactMap { $0 } }
}

import ListshotCairo
import Foundation
import Listshot

/// The machine-readable record of a verify run: `report.json` in the report folder. Shards'
/// reports merge into one with `listshot merge-reports`.
public struct VerifyReport: Sendable, Codable, Hashable {
    public static let currentFormatVersion = 1
    public var formatVersion = currentFormatVersion
    public var catalog: String
    /// The words a `listshot record` of this catalog needs besides the folder (`--previews …`).
    public var recordArguments: [String]?
    /// Shards merged into this report, e.g. ["1/2", "2/2"]; empty for a whole run.
    public var shards: [String]
    public var environmentChanges: [String]
    public var orphans: [String]
    public var pruned: [String]
    public var results: [SnapshotResult]
    /// The environment the run rendered in; `accept` refuses a report from another one.
    public var fingerprint: EnvironmentFingerprint?
    /// ``CatalogRevision`` of the specs the run checked; `accept` refuses another revision.
    public var catalogRevision: String?
    /// For `verify --against`: the revision the working tree was compared with, and the counts.
    public var against: AgainstSummary?

    public init(run: VerifyRun, catalog: String, shard: Shard?) {
        self.catalog = catalog
        shards = shard.map { [$0.description] } ?? []
        environmentChanges = run.environmentChanges
        orphans = run.orphans
        pruned = run.pruned
        results = run.results
        fingerprint = run.fingerprint
        catalogRevision = run.catalogRevision
        against = run.against
    }

    public func count(_ status: SnapshotStatus) -> Int { results.filter { $0.status == status }.count }

    /// The command that accepts every failing and new reference of this report.
    public var acceptCommand: String {
        // Against a revision nothing is stored, so nothing is recorded: the review is the pull request's.
        if against != nil { return "" }
        let failing = results.filter { $0.status == .failed || $0.status == .new }
        if failing.isEmpty { return "" }
        let extra = recordArguments ?? []
        if failing.count == 1, let only = failing.first { return RecordCommandLine.record(catalog: catalog, mode: .all, keys: [only.key], extra: extra) }
        return RecordCommandLine.record(catalog: catalog, mode: .failed, extra: extra)
    }

    /// Writes `report.json`, `junit.xml`, `summary.md`, `index.html` and one page per failing case
    /// (`cases/`) into `folder`, each file atomically.
    public func write(to folder: String) throws(ListshotError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let json: Data
        do { json = try encoder.encode(self) } catch { throw .io(path: folder, message: "report cannot be encoded (\(error)).") }
        try AtomicFile.write(Array(json) + [0x0A], to: (folder as NSString).appendingPathComponent("report.json"))
        try AtomicFile.write(Array(JUnitReport.xml(self).utf8), to: (folder as NSString).appendingPathComponent("junit.xml"))
        let cases = (folder as NSString).appendingPathComponent("cases")
        do { try FileManager.default.createDirectory(atPath: cases, withIntermediateDirectories: true) } catch {
            throw .io(path: cases, message: "the folder cannot be made (\(error.localizedDescription)). Choose another --report folder.")
        }
        for page in HTMLReport.pages(self) {
            try AtomicFile.write(Array(page.html.utf8), to: (folder as NSString).appendingPathComponent(page.path))
        }
        try AtomicFile.write(Array(summaryMarkdown().utf8), to: (folder as NSString).appendingPathComponent("summary.md"))
    }
}

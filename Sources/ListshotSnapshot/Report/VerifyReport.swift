import Foundation
import Listshot

/// The machine-readable record of a verify run: `report.json` in the report folder. Shards'
/// reports merge into one with `listshot merge-reports`.
public struct VerifyReport: Sendable, Codable, Hashable {
    public static let currentFormatVersion = 1
    public var formatVersion = currentFormatVersion
    public var catalog: String
    /// Shards merged into this report, e.g. ["1/2", "2/2"]; empty for a whole run.
    public var shards: [String]
    public var environmentChanges: [String]
    public var orphans: [String]
    public var pruned: [String]
    public var results: [SnapshotResult]

    public init(run: VerifyRun, catalog: String, shard: Shard?) {
        self.catalog = catalog
        shards = shard.map { [$0.description] } ?? []
        environmentChanges = run.environmentChanges
        orphans = run.orphans
        pruned = run.pruned
        results = run.results
    }

    public func count(_ status: SnapshotStatus) -> Int { results.filter { $0.status == status }.count }

    /// The command that accepts every failing and new reference of this report.
    public var acceptCommand: String {
        let failing = results.filter { $0.status != .passed }
        if failing.isEmpty { return "" }
        if failing.count == 1, let only = failing.first { return AcceptCommand.record(catalog: catalog, mode: .all, keys: [only.key]) }
        return AcceptCommand.record(catalog: catalog, mode: .failed)
    }

    /// Writes `report.json`, `junit.xml` and `index.html` into `folder`, atomically.
    public func write(to folder: String) throws(ListshotError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let json: Data
        do { json = try encoder.encode(self) } catch { throw .io(path: folder, message: "report cannot be encoded (\(error)).") }
        try AtomicFile.write(Array(json) + [0x0A], to: (folder as NSString).appendingPathComponent("report.json"))
        try AtomicFile.write(Array(JUnitReport.xml(self).utf8), to: (folder as NSString).appendingPathComponent("junit.xml"))
        try AtomicFile.write(Array(HTMLReport.html(self).utf8), to: (folder as NSString).appendingPathComponent("index.html"))
    }

    /// Reads a `report.json`.
    public static func load(from folder: String) throws(ListshotError) -> VerifyReport {
        let path = (folder as NSString).appendingPathComponent("report.json")
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .io(path: path, message: "not found. Give folders written by `listshot verify --report DIR`.")
        }
        do { return try JSONDecoder().decode(VerifyReport.self, from: data) } catch {
            throw .io(path: path, message: "is not a Listshot report (\(error)).")
        }
    }

    /// Joins shard reports: results sorted by key, shards listed, artifacts copied into `folder`.
    public static func merge(_ folders: [String], into folder: String) throws(ListshotError) -> VerifyReport {
        guard let firstFolder = folders.first else { throw .usage("merge-reports needs at least one report folder.") }
        var merged = try load(from: firstFolder)
        merged.results = []
        merged.shards = []
        var seen = Set<String>()
        for source in folders {
            let report = try load(from: source)
            merged.shards += report.shards
            merged.environmentChanges = Array(Set(merged.environmentChanges + report.environmentChanges)).sorted()
            merged.orphans = Array(Set(merged.orphans + report.orphans)).sorted()
            for result in report.results where seen.insert(result.key).inserted {
                merged.results.append(result)
            }
            try copyImages(from: source, to: folder)
        }
        merged.results.sort { $0.key < $1.key }
        return merged
    }

    static func copyImages(from source: String, to folder: String) throws(ListshotError) {
        let from = (source as NSString).appendingPathComponent("images")
        let to = (folder as NSString).appendingPathComponent("images")
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: from) else { return }
        do { try FileManager.default.createDirectory(atPath: to, withIntermediateDirectories: true) } catch {
            throw .io(path: to, message: "cannot be created (\(error.localizedDescription)).")
        }
        for file in files where file.hasSuffix(".png") {
            guard let data = FileManager.default.contents(atPath: (from as NSString).appendingPathComponent(file)) else { continue }
            try AtomicFile.write(Array(data), to: (to as NSString).appendingPathComponent(file))
        }
    }
}

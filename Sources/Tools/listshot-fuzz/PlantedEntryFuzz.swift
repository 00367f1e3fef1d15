import Foundation
import Listshot
import ListshotSnapshot

/// What a pull request can commit into a catalog's `.listshot/` folder, a report folder or a spec
/// folder, planted one at a time into the seed catalog (whose two specs changed since they were
/// recorded) before a real verify (docs/testing.md, "Listshot's own output"). Whatever is planted,
/// verify either refuses with a typed message or still fails both changed specs, and nothing
/// outside the catalog and the report folder changes.
enum PlantedEntryFuzz {
    /// One planted entry: a path under the work folder and what it is.
    enum Entry: CaseIterable {
        case reportLinkOutside, reportLinkToParent, imagesLinkOutside, casesLinkOutside, metadataLinkOutside
        case reportIsAFile, indexLinkOutside, markerBesideSpecs, reportBesideSpecs, markerAtRoot
    }

    /// The folder outside the catalog that must never change, and its one file.
    static let outside = "outside", outsideFile = "outside/keep.txt"

    static func run(seed: ReportSeed, random: inout SplitMix64, renderer: Renderer) -> Outcome {
        let entry = random.pick(Entry.allCases)
        let useDefault = random.chance(1, in: 2)
        let catalog = seed.catalog
        let metadata = (catalog as NSString).appendingPathComponent(".listshot")
        let report = useDefault ? (metadata as NSString).appendingPathComponent("report") : "planted-report"
        let manager = FileManager.default
        try? manager.removeItem(atPath: report)
        try? manager.createDirectory(atPath: outside, withIntermediateDirectories: true)
        FuzzRun.write(outsideFile, Data("keep\n".utf8))
        let absoluteOutside = (manager.currentDirectoryPath as NSString).appendingPathComponent(outside)
        var planted: [String] = []
        func link(_ path: String, to target: String) {
            try? manager.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try? manager.removeItem(atPath: path)
            try? manager.createSymbolicLink(atPath: path, withDestinationPath: target)
            planted.append(path)
        }
        let lists = (catalog as NSString).appendingPathComponent("lists")
        switch entry {
        case .reportLinkOutside: link(report, to: absoluteOutside)
        case .reportLinkToParent: link(report, to: "..")
        case .imagesLinkOutside: link((report as NSString).appendingPathComponent("images"), to: absoluteOutside); planted.append(report)
        case .casesLinkOutside: link((report as NSString).appendingPathComponent("cases"), to: absoluteOutside); planted.append(report)
        case .indexLinkOutside: link((report as NSString).appendingPathComponent("index.html"), to: (absoluteOutside as NSString).appendingPathComponent("keep.txt")); planted.append(report)
        case .metadataLinkOutside:
            // The real `.listshot/` (manifest, ignore file) moves aside and comes back afterwards.
            try? manager.moveItem(atPath: metadata, toPath: "metadata-aside")
            link(metadata, to: absoluteOutside)
        case .reportIsAFile:
            try? manager.createDirectory(atPath: (report as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            FuzzRun.write(report, Data("planted\n".utf8)); planted.append(report)
        case .markerBesideSpecs:
            let marker = (lists as NSString).appendingPathComponent(OutputFolder.marker)
            FuzzRun.write(marker, Data()); planted.append(marker)
        case .markerAtRoot:
            let marker = (catalog as NSString).appendingPathComponent(OutputFolder.marker)
            FuzzRun.write(marker, Data()); planted.append(marker)
        case .reportBesideSpecs:
            // A shard's real report, as a pull request would copy it in; its report.json is then one more
            // JSON file among the specs, an error of its own.
            for name in ["report.json", "junit.xml"] {
                let target = (lists as NSString).appendingPathComponent(name)
                try? manager.copyItem(atPath: (seed.shards[0] as NSString).appendingPathComponent(name), toPath: target)
                planted.append(target)
            }
        }
        defer {
            for path in planted { try? manager.removeItem(atPath: path) }
            if entry == .metadataLinkOutside { try? manager.moveItem(atPath: "metadata-aside", toPath: metadata) }
            try? manager.removeItem(atPath: "planted-report")
        }
        var outcome = Outcome.rejected
        do {
            let engine = try CatalogRunner(catalog: catalog, renderer: renderer)
            var options = SnapshotOptions()
            options.compression = .fast
            options.reportDirectory = report
            let run = try engine.verify(options: options)
            try VerifyReport(run: run, catalog: catalog, shard: nil).write(to: report)
            for key in ["lists/a.day", "lists/b.day"] where !run.results.contains(where: { $0.key == key && $0.status == .failed }) {
                ReportFuzz.finding("with \(entry) planted (report \(report)), verify did not fail the changed \(key): \(run.results.map { "\($0.key) \($0.status)" })")
            }
            outcome = .accepted
        } catch {
            FuzzRun.check("\(error)", input: "\(entry) planted")
        }
        let kept = (try? manager.contentsOfDirectory(atPath: outside)) ?? []
        if kept != ["keep.txt"] || manager.contents(atPath: outsideFile) != Data("keep\n".utf8) {
            ReportFuzz.finding("with \(entry) planted (report \(report)), verify wrote outside the catalog: \(outside)/ holds \(kept)")
        }
        return outcome
    }
}

import Foundation
import Listshot
import ListshotImage
@testable import ListshotSnapshot
import Testing

@Suite("Record and verify")
struct CatalogRunnerTests {
    func catalog(specs: [String: [String]] = ["lists/cells.yaml": ["Alpha", "Beta", "Gamma"]]) throws -> ScratchCatalog {
        let catalog = try ScratchCatalog()
        for (path, titles) in specs { try catalog.write(path, ScratchCatalog.spec(titles: titles)) }
        return catalog
    }

    @Test func recordWritesReferencesSidecarsAndManifest() throws {
        let scratch = try catalog()
        let engine = try CatalogRunner(catalog: scratch.path)
        let run = try engine.record(mode: .missing, options: fastOptions())
        #expect(run.recorded == 2)
        for name in ["cells.day", "cells.night"] {
            #expect(scratch.exists("lists/\(name).png"))
            #expect(scratch.exists("lists/\(name).layout.json"))
        }
        let manifest = try SnapshotManifest.load(for: engine.catalog)
        #expect(manifest.references.keys.sorted() == ["lists/cells.day", "lists/cells.night"])
        #expect(manifest.fingerprint != nil)
        // Sidecars hold catalog-relative image paths, so they are the same on every machine.
        let sidecar = try String(contentsOf: scratch.url("lists/cells.day.layout.json"), encoding: .utf8)
        #expect(sidecar.contains("\"path\":\"lists/photo.png\""))
        #expect(!sidecar.contains(scratch.path))
        // A second missing-mode run writes nothing.
        let second = try engine.record(mode: .missing, options: fastOptions())
        #expect(second.recorded == 0)
    }

    @Test func unchangedRendersPassByPixelHash() throws {
        let scratch = try catalog()
        let engine = try CatalogRunner(catalog: scratch.path)
        _ = try engine.record(mode: .all, options: fastOptions())
        let run = try engine.verify(options: fastOptions())
        #expect(run.succeeded)
        let allFast = run.results.allSatisfy { $0.fastPath }
        #expect(allFast)
        #expect(run.summary == "2 passed, 0 failed, 0 new, 0 orphaned")
    }

    @Test func aStaleManifestFallsBackToPixels() throws {
        let scratch = try catalog()
        let engine = try CatalogRunner(catalog: scratch.path)
        _ = try engine.record(mode: .all, options: fastOptions())
        try FileManager.default.removeItem(at: scratch.url(".listshot/manifest.json"))
        let run = try engine.verify(options: fastOptions())
        #expect(run.succeeded)
        let noneFast = run.results.allSatisfy { !$0.fastPath }
        #expect(noneFast)
    }

    @Test func changesFailWithSemanticDiffAndArtifacts() throws {
        let scratch = try catalog()
        let engine = try CatalogRunner(catalog: scratch.path)
        _ = try engine.record(mode: .all, options: fastOptions())
        try scratch.write("lists/cells.yaml", ScratchCatalog.spec(titles: ["Alpha", "Beta changed", "Gamma"]))
        var options = fastOptions()
        options.reportDirectory = scratch.url("report").path
        let run = try engine.verify(options: options)
        #expect(!run.succeeded)
        let day = try #require(run.results.first { $0.key == "lists/cells.day" })
        #expect(day.status == .failed)
        #expect(day.changes.contains("list[0].cell[1].title text \"Beta\" → \"Beta changed\""))
        #expect(day.mismatchedPixels > 0)
        #expect(day.changedElements.contains("list[0].cell[1].title"))
        #expect(day.message.contains("listshot record"))
        for artifact in [day.artifacts.expected, day.artifacts.actual, day.artifacts.diff, day.artifacts.composite] {
            let file = try #require(artifact)
            #expect(FileManager.default.fileExists(atPath: scratch.url("report/" + file).path), "\(file)")
        }
        // Verify never writes references.
        let reference = try Data(contentsOf: scratch.url("lists/cells.day.png"))
        let width = try PNGCodec.decode(Array(reference)).width
        #expect(width == 786)
        // record --mode failed re-records only what no longer matches, then verify passes.
        let rerun = try engine.record(mode: .failed, options: fastOptions())
        #expect(rerun.recorded == 2)
        let after = try engine.verify(options: fastOptions())
        #expect(after.succeeded)
    }

    @Test func ignoredElementsDoNotFail() throws {
        let scratch = try catalog()
        let engine = try CatalogRunner(catalog: scratch.path)
        _ = try engine.record(mode: .all, options: fastOptions())
        try scratch.write("lists/cells.yaml", ScratchCatalog.spec(titles: ["Alpha", "Beta", "Gamma"]).replacingOccurrences(of: "Row 1", with: "Row one"))
        var options = fastOptions()
        #expect(!(try engine.verify(options: options).succeeded))
        options.ignore = [.element("list[0].cell[1].subtitle")]
        let ignored = try engine.verify(options: options)
        #expect(ignored.succeeded, "\(ignored.results.map(\.message))")
        options.ignore = [try IgnoreRegion(parsing: "0,0,393,20")]
        #expect(!(try engine.verify(options: options).succeeded))
    }

    @Test(arguments: [("1,2,3,4", IgnoreRegion.rect(Rect(x: 1, y: 2, width: 3, height: 4))),
                      ("list[0].cell[1]", IgnoreRegion.element("list[0].cell[1]")), (" 0 , 0 , 393 , 20 ", IgnoreRegion.rect(Rect(x: 0, y: 0, width: 393, height: 20)))])
    func ignoreRegionsParse(text: String, region: IgnoreRegion) throws {
        #expect(try IgnoreRegion(parsing: text) == region)
    }

    /// In a presented (framed) screen an element sits inside a transform group: the mask and the
    /// changed-element names use where it lands on the canvas, not its frame in the screen's points.
    @Test func ignoredElementsAndChangedElementsUseCanvasFrames() {
        let inner = Rect(x: 10, y: 20, width: 30, height: 10)
        let list = DisplayList(size: Size(width: 200, height: 200), scale: 2, items: [
            DisplayItem(id: "background", .rect(RectPrimitive(frame: Rect(x: 0, y: 0, width: 200, height: 200), fill: .solid(.white)))),
            DisplayItem(id: "presentation.screen", .pushTransform(Transform(translation: Point(x: 100, y: 50), scale: 0.5))),
            DisplayItem(id: "chrome.statusBar.time", .rect(RectPrimitive(frame: inner, fill: .solid(.white)))),
            DisplayItem(id: "presentation.screen", .popTransform),
        ])
        // (100 + 0.5·10, 50 + 0.5·20) = (105, 60), 15 × 5 pt, at 2×.
        #expect(IgnoreRegion.element("chrome.statusBar").pixelRects(in: list) == [PixelRect(x: 210, y: 120, width: 30, height: 10)])
        #expect(DisplayListDiff.elements(inPixels: Rect(x: 212, y: 122, width: 2, height: 2), of: list) == ["chrome.statusBar.time"])
        #expect(DisplayListDiff.elements(inPixels: Rect(x: 22, y: 42, width: 2, height: 2), of: list).isEmpty,
                "the element's inner frame is not where it is drawn")
    }

    @Test(arguments: ["1,2,3", "1e300,0,1,1", "0,0,nan,1", "0,0,-1,5", "0,0,inf,1", "99999999999,0,1,1", "", "a\u{1B}b", "1,2,3,4,5"])
    func badIgnoreRegionsAreErrors(text: String) {
        #expect(throws: ListshotError.self) { try IgnoreRegion(parsing: text) }
    }

    @Test func missingReferencesAreNewAndFail() throws {
        let scratch = try catalog()
        let run = try CatalogRunner(catalog: scratch.path).verify(options: fastOptions())
        #expect(run.count(.new) == 2)
        #expect(!run.succeeded)
        #expect(run.results.first?.message.contains("Run `listshot record") == true)
    }

    @Test func orphansAreListedAndPrunedOnlyOnWholeRuns() throws {
        let scratch = try catalog(specs: ["lists/cells.yaml": ["A"], "lists/old.yaml": ["B"]])
        let engine = try CatalogRunner(catalog: scratch.path)
        _ = try engine.record(mode: .all, options: fastOptions())
        try FileManager.default.removeItem(at: scratch.url("lists/old.yaml"))
        let fresh = try CatalogRunner(catalog: scratch.path)
        var partial = fastOptions()
        partial.filter = "cells"
        let filtered = try fresh.verify(options: partial)
        #expect(filtered.orphans.isEmpty)
        #expect(throws: ListshotError.self) { _ = try fresh.verify(options: partial, prune: true) }
        let run = try fresh.verify(options: fastOptions())
        #expect(run.orphans == ["lists/old.day", "lists/old.night"])
        #expect(scratch.exists("lists/old.day.png"))
        let pruned = try fresh.verify(options: fastOptions(), prune: true)
        #expect(pruned.pruned == ["lists/old.day", "lists/old.night"])
        #expect(!scratch.exists("lists/old.day.png"))
        #expect(!scratch.exists("lists/old.day.layout.json"))
        let clean = try fresh.verify(options: fastOptions())
        #expect(clean.orphans.isEmpty)
    }

    @Test(arguments: [(1, 3), (2, 3), (3, 3)])
    func shardsSplitDeterministicallyAndCoverEverything(index: Int, count: Int) throws {
        let specs = Dictionary(uniqueKeysWithValues: (0..<7).map { ("lists/spec\($0).yaml", ["Title \($0)"]) })
        let scratch = try catalog(specs: specs)
        let engine = try CatalogRunner(catalog: scratch.path)
        var all = Set<String>()
        for shard in 1...count {
            var options = fastOptions()
            options.shard = try Shard(parsing: "\(shard)/\(count)")
            let keys = try engine.selectCases(options: options).selected.map(\.key)
            #expect(Set(keys).isDisjoint(with: all))
            all.formUnion(keys)
            if shard == index {
                let again = try engine.selectCases(options: options).selected.map(\.key)
                #expect(keys == again)
            }
        }
        #expect(all.count == 14)
    }

    @Test(arguments: ["0/2", "3/2", "1", "a/b", "1/0", ""])
    func badShardsAreUsageErrors(text: String) {
        #expect(throws: ListshotError.self) { _ = try Shard(parsing: text) }
    }

    @Test func twoJobsWriteTheSameBytesAsOne() throws {
        let specs = Dictionary(uniqueKeysWithValues: (0..<4).map { ("lists/spec\($0).yaml", ["Title \($0)", "Second"]) })
        let one = try catalog(specs: specs), two = try catalog(specs: specs)
        var options = fastOptions()
        options.jobs = 1
        _ = try CatalogRunner(catalog: one.path).record(mode: .all, options: options)
        options.jobs = 2
        _ = try CatalogRunner(catalog: two.path).record(mode: .all, options: options)
        for index in 0..<4 {
            for suffix in ["day.png", "night.png", "day.layout.json"] {
                let a = try Data(contentsOf: one.url("lists/spec\(index).\(suffix)"))
                let b = try Data(contentsOf: two.url("lists/spec\(index).\(suffix)"))
                #expect(a == b, "spec\(index).\(suffix)")
            }
        }
        let manifestA = try SnapshotManifest.load(for: SnapshotCatalog(root: one.path))
        let manifestB = try SnapshotManifest.load(for: SnapshotCatalog(root: two.path))
        #expect(manifestA.references == manifestB.references)
    }

    @Test func corruptAndLFSReferencesAreClearErrors() throws {
        let scratch = try catalog()
        let engine = try CatalogRunner(catalog: scratch.path)
        _ = try engine.record(mode: .all, options: fastOptions())
        try scratch.write("lists/cells.day.png", "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 12345\n")
        // Each becomes an error case; the other reference is still verified.
        let lfs = try engine.verify(options: fastOptions())
        let lfsDay = try #require(lfs.results.first { $0.key == "lists/cells.day" })
        #expect(lfsDay.status == .error)
        #expect(lfsDay.message.contains("Git LFS"), "\(lfsDay.message)")
        #expect(lfs.results.first { $0.key == "lists/cells.night" }?.status == .passed)
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48]).write(to: scratch.url("lists/cells.day.png"))
        let corrupt = try engine.verify(options: fastOptions())
        let corruptDay = try #require(corrupt.results.first { $0.key == "lists/cells.day" })
        #expect(corruptDay.status == .error)
        #expect(corruptDay.message.contains("lists/cells.day.png"), "\(corruptDay.message)")
        #expect(!corrupt.succeeded)
    }
}

/// Options recording with the fast encoder: these tests check behaviour, not file size.
func fastOptions() -> SnapshotOptions {
    var options = SnapshotOptions()
    options.compression = .fast
    return options
}

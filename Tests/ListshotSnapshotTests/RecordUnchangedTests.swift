import Foundation
import Listshot
import ListshotImage
@testable import ListshotSnapshot
import Testing

/// `record --mode all` keeps a reference whose pixels and file are unchanged: nothing is
/// encoded twice, and an edited file, other pixels or `--reencode` still write.
@Suite("Record keeps unchanged references")
struct RecordUnchangedTests {
    func catalog() throws -> ScratchCatalog {
        let scratch = try ScratchCatalog()
        try scratch.write("lists/cells.yaml", ScratchCatalog.spec(titles: ["Alpha", "Beta"]))
        try scratch.write("lists/other.yaml", ScratchCatalog.spec(titles: ["One"]))
        return scratch
    }

    /// The file's inode: an atomic rewrite (temporary file, then rename) gives a new one.
    func inode(_ scratch: ScratchCatalog, _ relative: String) throws -> UInt64 {
        let attributes = try FileManager.default.attributesOfItem(atPath: scratch.url(relative).path)
        return try #require((attributes[.systemFileNumber] as? NSNumber)?.uint64Value)
    }

    @Test func aSecondRecordAllWritesNoPNG() throws {
        let scratch = try catalog()
        let engine = try CatalogRunner(catalog: scratch.path)
        let first = try engine.record(mode: .all, options: fastOptions())
        #expect(first.summary == "4 recorded, 0 unchanged, 0 skipped (mode all)")
        let before = try inode(scratch, "lists/cells.day.png")
        let manifest = try SnapshotManifest.load(for: engine.catalog)
        let second = try engine.record(mode: .all, options: fastOptions())
        #expect(second.summary == "0 recorded, 4 unchanged, 0 skipped (mode all)")
        #expect(try inode(scratch, "lists/cells.day.png") == before)
        #expect(try SnapshotManifest.load(for: engine.catalog).references == manifest.references)
        #expect(try engine.verify(options: fastOptions()).succeeded)
    }

    @Test func onlyTheChangedSpecIsWritten() throws {
        let scratch = try catalog()
        let engine = try CatalogRunner(catalog: scratch.path)
        _ = try engine.record(mode: .all, options: fastOptions())
        try scratch.write("lists/other.yaml", ScratchCatalog.spec(titles: ["Changed"]))
        let run = try engine.record(mode: .all, options: fastOptions())
        #expect(run.summary == "2 recorded, 2 unchanged, 0 skipped (mode all)")
        #expect(Set(run.results.filter { $0.status == .recorded }.map(\.key)) == ["lists/other.day", "lists/other.night"])
        #expect(try engine.verify(options: fastOptions()).succeeded)
    }

    @Test func anEditedFileIsWrittenAgainWithTheSamePixels() throws {
        let scratch = try catalog()
        let engine = try CatalogRunner(catalog: scratch.path)
        _ = try engine.record(mode: .all, options: fastOptions())
        let path = scratch.url("lists/cells.day.png")
        let recorded = try Data(contentsOf: path)
        // Same pixels, other bytes: the digest no longer matches the manifest, so the file is written.
        let other = PNGCodec.encode(try PNGCodec.decode(Array(recorded)), options: .smallest)
        #expect(Data(other) != recorded)
        try Data(other).write(to: path)
        let run = try engine.record(mode: .all, options: fastOptions())
        #expect(run.results.first { $0.key == "lists/cells.day" }?.status == .recorded)
        #expect(run.recorded == 1)
        #expect(try Data(contentsOf: path) == recorded)
    }

    @Test func reencodeWritesEveryReference() throws {
        let scratch = try catalog()
        let engine = try CatalogRunner(catalog: scratch.path)
        _ = try engine.record(mode: .all, options: fastOptions())
        var options = fastOptions()
        options.compression = .smallest
        // Without --reencode another compression leaves unchanged pixels as they are...
        #expect(try engine.record(mode: .all, options: options).recorded == 0)
        // ...with it, every reference is encoded again.
        options.reencode = true
        let run = try engine.record(mode: .all, options: options)
        #expect(run.summary == "4 recorded, 0 unchanged, 0 skipped (mode all)")
        #expect(try engine.verify(options: fastOptions()).succeeded)
    }

    @Test func missingModeSkipsWhatExists() throws {
        let scratch = try catalog()
        let engine = try CatalogRunner(catalog: scratch.path)
        _ = try engine.record(mode: .missing, options: fastOptions())
        let run = try engine.record(mode: .missing, options: fastOptions())
        #expect(run.summary == "0 recorded, 0 unchanged, 4 skipped (mode missing)")
        let failedMode = try engine.record(mode: .failed, options: fastOptions())
        #expect(failedMode.summary == "0 recorded, 4 unchanged, 0 skipped (mode failed)")
    }

    /// A stale sidecar or render key is brought up to date without touching the PNG.
    @Test func aStaleSidecarAndRenderKeyAreRefreshed() throws {
        let scratch = try catalog()
        let engine = try CatalogRunner(catalog: scratch.path)
        _ = try engine.record(mode: .all, options: fastOptions())
        let sidecar = scratch.url("lists/cells.day.layout.json")
        let good = try Data(contentsOf: sidecar)
        try Data(#"{"formatVersion":2,"items":[],"scale":2,"size":{"height":1,"width":1}}"#.utf8).write(to: sidecar)
        var manifest = try SnapshotManifest.load(for: engine.catalog)
        let entry = try #require(manifest.references["lists/cells.day"])
        manifest.references["lists/cells.day"]?.renderKey = String(repeating: "0", count: 64)
        try manifest.save(for: engine.catalog)
        let before = try inode(scratch, "lists/cells.day.png")
        let run = try engine.record(mode: .all, options: fastOptions())
        #expect(run.recorded == 0)
        #expect(try inode(scratch, "lists/cells.day.png") == before)
        #expect(try Data(contentsOf: sidecar) == good)
        #expect(try SnapshotManifest.load(for: engine.catalog).references["lists/cells.day"] == entry)
    }
}

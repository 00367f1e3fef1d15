import Foundation
import ListshotSnapshot
import Testing

/// Sidecars in an older display-list format do not break verify: the failure says to re-record.
@Suite("Sidecar format versions")
struct SidecarFormatTests {
    @Test func anOldSidecarIsNamedWithTheRemedy() throws {
        let scratch = try ScratchCatalog()
        try scratch.write("lists/cells.yaml", ScratchCatalog.spec(titles: ["Alpha", "Beta"]))
        let engine = try CatalogRunner(catalog: scratch.path)
        _ = try engine.record(mode: .all, options: fastOptions())
        // What format 1 wrote: version 1 and `_0` keys.
        try scratch.write("lists/cells.day.layout.json", #"{"formatVersion":1,"items":[],"scale":2,"size":{"height":10,"width":10}}"#)
        try scratch.write("lists/cells.yaml", ScratchCatalog.spec(titles: ["Alpha", "Beta changed"]))
        let run = try engine.verify(options: fastOptions())
        let day = try #require(run.results.first { $0.key == "lists/cells.day" })
        #expect(day.status == .failed)
        #expect(day.changes.count == 1)
        #expect(day.changes.first?.contains("display-list format 1, older than this Listshot's 2. Re-record it") == true, "\(day.changes)")
        // The night sidecar is current: its element diff still works.
        let night = try #require(run.results.first { $0.key == "lists/cells.night" })
        #expect(night.changes.contains { $0.contains("\"Beta\" → \"Beta changed\"") }, "\(night.changes)")
    }

    @Test func recordWritesTheCurrentFormatRounded() throws {
        let scratch = try ScratchCatalog()
        try scratch.write("lists/cells.yaml", ScratchCatalog.spec(titles: ["Alpha"]))
        _ = try CatalogRunner(catalog: scratch.path).record(mode: .all, options: fastOptions())
        let text = try String(contentsOf: scratch.url("lists/cells.day.layout.json"), encoding: .utf8)
        #expect(text.hasPrefix(#"{"formatVersion":2,"#), "\(text.prefix(40))")
        #expect(!text.contains("_0"))
        #expect(text.range(of: #"\d\.\d{4,}"#, options: .regularExpression) == nil, "numbers are rounded to 1/1000")
    }
}

import Foundation
import Listshot
import ListshotSnapshot
import Testing

/// Names in a catalog (CatalogName), an old manifest's unusable keys, and the writers' lock.
@Suite("Catalog names, old manifests and the catalog lock")
struct CatalogNamesTests {
    @Test func collisionsAreNamed() {
        #expect(CatalogName.collision("caf\u{E9}/a", "cafe\u{301}/a")?.contains("Unicode normalisation") == true)
        #expect(CatalogName.collision("Lists/a", "lists/a") == "differ only by case")
        #expect(CatalogName.collision("stra\u{DF}e", "STRASSE") == "differ only by case")
        #expect(CatalogName.collision("Caf\u{E9}", "cafe\u{301}") == "differ only by case")
        #expect(CatalogName.collision("a", "a") == nil)
        #expect(CatalogName.collision("a", "b") == nil)
    }

    @Test func discoveryRefusesAPairAndABadFolderBeforeWriting() throws {
        let catalog = try ScratchCatalog()
        let spec = ScratchCatalog.spec(titles: ["A"])
        try catalog.write("lists/caf\u{E9}.yaml", spec)
        try catalog.write("lists/cafe\u{301}.yaml", spec)
        #expect(throws: ListshotError.self) { try SnapshotCatalog(root: catalog.path) }
        try FileManager.default.removeItem(at: catalog.url("lists/cafe\u{301}.yaml"))
        _ = try SnapshotCatalog(root: catalog.path)
        try FileManager.default.createDirectory(at: catalog.url("a\u{1B}b"), withIntermediateDirectories: true)
        try catalog.write("a\u{1B}b/x.yaml", spec)
        do {
            _ = try SnapshotCatalog(root: catalog.path)
            Issue.record("a folder named with ESC was accepted")
        } catch {
            #expect(error.description.contains("the folder name 'a\\u{1B}b' contains U+001B, a control character"), "\(error)")
            #expect(error.description.contains("Rename the folder"))
        }
        #expect(!catalog.exists(".listshot"), "nothing is written")
    }

    @Test func anOldManifestWithAnUnusableKeyStaysReadable() throws {
        let catalog = try ScratchCatalog()
        try catalog.write("lists/a.yaml", ScratchCatalog.spec(titles: ["A"]))
        try FileManager.default.createDirectory(at: catalog.url(".listshot"), withIntermediateDirectories: true)
        let entry = #"{"pixelHash": "00", "width": 1, "height": 1, "pngSHA256": "00"}"#
        try catalog.write(".listshot/manifest.json", #"{"formatVersion": 1, "references": {"a\nb/s.day": \#(entry), "lists/a.day": \#(entry)}}"#)
        let snapshot = try SnapshotCatalog(root: catalog.path)
        let manifest = try SnapshotManifest.load(for: snapshot)
        #expect(Array(manifest.references.keys) == ["lists/a.day"])
        #expect(manifest.rejected["a\nb/s.day"]?.contains("control character") == true)
        #expect(manifest.rejectedMessages(for: snapshot).first?.contains("'a\\nb/s.day'") == true)
        try manifest.save(for: snapshot)
        let saved = try String(contentsOf: catalog.url(".listshot/manifest.json"), encoding: .utf8)
        #expect(!saved.contains("a\\nb"), "a writer drops the unusable entry")
        #expect(saved.contains("lists/a.day"))
    }

    @Test func aSecondLockWaitsThenGivesUpNamingTheLock() throws {
        let catalog = try ScratchCatalog()
        try catalog.write("lists/a.yaml", ScratchCatalog.spec(titles: ["A"]))
        let snapshot = try SnapshotCatalog(root: catalog.path)
        let first = try CatalogLock.acquire(snapshot)
        let notices = Notices()
        let start = Date()
        do {
            _ = try CatalogLock.acquire(snapshot, timeout: 1.5, notice: { notices.add($0) })
            Issue.record("a second lock was granted while the first is held")
        } catch {
            #expect(error.description.contains("another listshot is still writing"), "\(error)")
            #expect(error.description.contains(".listshot/lock"), "\(error)")
        }
        #expect(Date().timeIntervalSince(start) >= 1.4)
        #expect(notices.all.count == 1 && notices.all.first?.hasPrefix("waiting for another listshot writing") == true, "\(notices.all)")
        first.release()
        let second = try CatalogLock.acquire(snapshot, timeout: 1)
        second.release()
    }

    final class Notices: @unchecked Sendable {
        private(set) var all: [String] = []
        func add(_ text: String) { all.append(text) }
    }
}

import Foundation
import Testing

/// Orphan search and `verify --prune` compare manifest keys and spec keys in one Unicode
/// normalisation (NFC): a manifest written on macOS keys `café` precomposed while a Linux checkout
/// may keep the spec's name decomposed, and that entry still belongs to the spec.
@Suite("verify --prune and Unicode normalisation")
struct PruneNormalizationTests {
    static let nfd = "cafe\u{301}", nfc = "caf\u{E9}"

    @Test func anNFCManifestKeyForAnNFDSpecIsNoOrphan() throws {
        let scratch = try Scratch(prefix: "listshot-prune-nfc")
        try scratch.write("cat/\(Self.nfd).yaml", "appearances: [day]\ncontent: [{list: {cells: [{title: A}]}}]\n")
        let record = try CLI.run(["record", "cat"], in: scratch.url)
        #expect(record.status == 0, "\(record.stderr)")

        // Rewrite the key as macOS writes it: precomposed.
        let manifest = scratch.url.appendingPathComponent("cat/.listshot/manifest.json")
        let bytes = try Data(contentsOf: manifest)
        let decomposed = Data("\"\(Self.nfd).day\"".utf8), precomposed = Data("\"\(Self.nfc).day\"".utf8)
        let range = try #require(bytes.range(of: decomposed), "the manifest has no decomposed key")
        var rewritten = bytes
        rewritten.replaceSubrange(range, with: precomposed)
        try rewritten.write(to: manifest)

        let verify = try CLI.run(["verify", "cat", "--prune"], in: scratch.url)
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
        #expect(verify.stdout.contains("1 passed, 0 failed, 0 new, 0 orphaned"), "\(verify.stdout)")
        #expect(!verify.stdout.contains("ORPHAN"), "\(verify.stdout)")
        // The entry is kept, as written, and the reference files stay.
        let after = try Data(contentsOf: manifest)
        #expect(after.range(of: precomposed) != nil, "the manifest entry was dropped")
        let files = scratch.files(in: "cat")
        #expect(files.contains("\(Self.nfd).day.png") && files.contains("\(Self.nfd).day.layout.json"), "\(files)")

        // A second verify still finds it (nothing was dropped for good).
        let again = try CLI.run(["verify", "cat"], in: scratch.url)
        #expect(again.status == 0 && again.stdout.contains("1 passed"), "\(again.stdout)\(again.stderr)")
    }

    /// A stray decomposed sidecar beside a precomposed spec's references is a file of its own on
    /// Linux: an orphan that --prune deletes, while the spec's manifest entry stays.
    @Test func aStrayNFDSidecarIsPrunedAndTheSpecsEntryStays() throws {
        let scratch = try Scratch(prefix: "listshot-prune-stray")
        try scratch.write("cat/\(Self.nfc).yaml", "appearances: [day]\ncontent: [{list: {cells: [{title: A}]}}]\n")
        let record = try CLI.run(["record", "cat"], in: scratch.url)
        #expect(record.status == 0, "\(record.stderr)")
        let sidecar = try String(contentsOf: scratch.url.appendingPathComponent("cat/\(Self.nfc).day.layout.json"), encoding: .utf8)
        try scratch.write("cat/\(Self.nfd).day.layout.json", sidecar)

        let verify = try CLI.run(["verify", "cat", "--prune"], in: scratch.url)
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
        #expect(verify.stdout.contains("1 passed") && verify.stdout.contains("(deleted)"), "\(verify.stdout)")
        let files = scratch.files(in: "cat")
        #expect(!files.contains { Array($0.utf8) == Array("\(Self.nfd).day.layout.json".utf8) }, "\(files)")
        let again = try CLI.run(["verify", "cat"], in: scratch.url)
        #expect(again.status == 0 && again.stdout.contains("1 passed, 0 failed, 0 new, 0 orphaned"), "\(again.stdout)\(again.stderr)")
    }
}

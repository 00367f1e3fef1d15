import Testing
@testable import ListshotSnapshot

/// docs/against.md, "Output": a file only the revision has is named where the working tree would
/// have it, so a removed preview sits under the same heading as the added ones beside it.
@Suite("A revision's file named as the working tree's")
struct GitRevisionTreeWorkingTreePathTests {
    static let tree = GitRevisionTree(revision: "main", commit: String(repeating: "a", count: 40),
                                      folder: "/tmp/listshot-against-1", catalogRoot: "/tmp/listshot-against-1/ui/Snapshots")

    @Test(arguments: [
        // (file in the private copy, working-tree path, name from the catalog)
        ("/tmp/listshot-against-1/ui/Snapshots/a/gone.yaml", "/repo/ui/Snapshots/a/gone.yaml", "a/gone.yaml"),
        ("/tmp/listshot-against-1/ui/Snapshots/./a/../b.yaml", "/repo/ui/Snapshots/b.yaml", "b.yaml"),
        ("/tmp/listshot-against-1/App/Views/Chip.swift", "/repo/App/Views/Chip.swift", "../../App/Views/Chip.swift"),
        ("/tmp/listshot-against-1/ui/Themes/brand.json", "/repo/ui/Themes/brand.json", "../Themes/brand.json"),
        ("/elsewhere/x.yaml", "/elsewhere/x.yaml", "../../../elsewhere/x.yaml"),
    ])
    func named(_ file: String, path: String, name: String) {
        #expect(Self.tree.workingTreePath(of: file, headRoot: "/repo/ui/Snapshots") == path)
        #expect(Self.tree.catalogName(of: file, headRoot: "/repo/ui/Snapshots") == name)
    }

    /// The console groups a removed preview with the working tree's previews of the same file.
    @Test func aRemovedPreviewJoinsItsFilesGroup() {
        let head = "/repo/ui/Snapshots"
        var added = SnapshotResult(key: "previews/Chip/New.day", groupKey: "previews/Chip/New.day",
                                   specFile: "/repo/App/Views/Chip.swift", appearance: "day", status: .new,
                                   message: "added: main (aaaaaaaaaaaa) has no spec that makes this variant")
        added.changes = []
        let removed = SnapshotResult(key: "previews/Chip/Old.day", groupKey: "previews/Chip/Old.day",
                                     specFile: Self.tree.workingTreePath(of: "/tmp/listshot-against-1/App/Views/Chip.swift", headRoot: head),
                                     appearance: "day", status: .failed,
                                     message: "removed: main (aaaaaaaaaaaa) has this variant (../../App/Views/Chip.swift); the working tree has no spec that makes it")
        let console = AgainstConsole(results: [added, removed], inputs: [], revision: "main", commit: String(repeating: "a", count: 40),
                                     catalogRoot: head, catalogName: "Snapshots")
        #expect(console.groups.map(\.spec) == ["../../App/Views/Chip.swift"])
    }
}

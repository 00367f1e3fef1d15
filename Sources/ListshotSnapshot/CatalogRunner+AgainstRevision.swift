import Foundation
import Listshot

extension CatalogRunner {
    /// `verify --against REV` as one call (docs/against.md): checks the revision, finds the git
    /// clone, copies the catalog as of the revision into a private folder, compares it with the
    /// working tree's catalog, and removes the copy again, on success and on error.
    ///
    /// - `repository`: a folder inside the clone whose objects are read (`--repo`); nil reads the one
    ///   the working directory is in, never one found from the catalog.
    /// - `baseRenderer`: draws the revision's side. Give a new renderer with the same theme and
    ///   font folders as this runner's: a brand font that changed between the two sides is then
    ///   never registered beside its other version. Its theme search is bounded to the copy here.
    /// - `folder`: the private copy's path, not yet made (``GitRevisionTree/newFolderPath()``), so a
    ///   caller can register it for removal on a stop signal before anything is written into it.
    ///
    /// The entries of the revision that were not copied are in the run's `revisionWarnings`.
    ///
    /// ```swift
    /// let runner = try CatalogRunner(catalog: "Snapshots")
    /// let run = try runner.verify(againstRevision: "main", baseRenderer: Renderer(), options: SnapshotOptions())
    /// print(run.against?.line ?? run.summary)   // "14 variants: 1 changed, … against main (abc1234…)"
    /// ```
    public func verify(againstRevision revision: String, repository: String? = nil, baseRenderer: Renderer,
                       options: SnapshotOptions, folder: String = GitRevisionTree.newFolderPath(),
                       progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) throws(ListshotError) -> VerifyRun {
        try GitRevisionTree.check(revision: revision)
        let clone = try GitRepository.find(from: repository ?? FileManager.default.currentDirectoryPath,
                                           flag: repository == nil ? "the working directory" : "--repo")
        var tree = try GitRevisionTree.materialise(revision: revision, catalog: catalog.root, repository: clone, folder: folder)
        defer { tree.remove() }
        var withPreviews = self
        if let revisionPreviews {
            var base = try revisionSide(tree, renderer: baseRenderer)
            base.catalog = try revisionPreviews(&tree, clone, base.catalog)
            withPreviews.revisionCatalog = base.catalog
        }
        var base = baseRenderer
        // The revision's specs look for Themes/ folders inside its private copy only.
        base.themeSearchBoundary = URL(fileURLWithPath: tree.folder)
        var run = try withPreviews.verify(against: tree, baseRenderer: base, options: options, progress: progress)
        run.revisionWarnings = tree.warnings
        return run
    }
}

import Foundation
import Listshot

extension SnapshotCatalog {
    /// The ignore file Listshot keeps in `CATALOG/.listshot/`: git skips the lock, the default
    /// verify report, and the ignore file itself, so a catalog needs no ignore pattern of its own
    /// and `verify` leaves `git status` clean (docs/testing.md, "What to commit").
    public static let ignoreFileText = """
        # Written by Listshot (docs/testing.md, "What to commit"). The manifest beside this file is
        # committed with the references; these are local to each checkout.
        /.gitignore
        /lock
        /report/

        """

    /// Where `verify` writes its report when `--report` is not given: inside the catalog's own
    /// `.listshot/` folder, which its ignore file keeps out of git.
    ///
    /// ```swift
    /// let folder = catalog.defaultReportFolder   // "Snapshots/.listshot/report"
    /// ```
    public var defaultReportFolder: String { (metadataFolder as NSString).appendingPathComponent("report") }

    /// Writes `.listshot/.gitignore` when it is missing (an existing one is the user's and stays as
    /// it is). The folder must already have passed `checkMetadata`; a link in the file's place is refused.
    func writeIgnoreFileIfMissing() throws(ListshotError) {
        let path = (metadataFolder as NSString).appendingPathComponent(".gitignore")
        var info = stat()
        if lstat(path, &info) == 0 {
            try Self.refuseUnlessKind(info, S_IFREG, path: path, expected: "a regular file")
            return
        }
        guard errno == ENOENT else { return }
        try AtomicFile.write(Array(Self.ignoreFileText.utf8), to: path)
    }
}

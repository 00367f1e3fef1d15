import Foundation
import Listshot

extension GitRevisionTree {
    /// Copies another folder of the working tree (`path`, e.g. the Swift sources of previews) as it
    /// was at ``commit`` into ``folder``, at its place relative to the repository, with the same
    /// checks and limits as the catalog; returns where it is in the copy (docs/previews.md,
    /// "Against a revision"). A folder the revision does not have yet comes back empty.
    ///
    /// ```swift
    /// let sourcesThen = try tree.addFolder("App/Landmarks", repository: repository)
    /// ```
    public mutating func addFolder(_ path: String, repository: GitRepository) throws(ListshotError) -> String {
        let prefix = try repository.prefix(ofCatalog: path)
        let git = try Git(.repository(repository))
        try copy(from: git, prefix: prefix, catalog: path)
        let copied = prefix.isEmpty ? folder : (folder as NSString).appendingPathComponent(String(prefix.dropLast()))
        if !FileManager.default.fileExists(atPath: copied) { try makeFolder(copied) }
        return copied
    }
}

import Foundation
import Listshot

/// Where a file of the revision's private copy lies in the working tree, so that a spec only the
/// revision has (a removed variant, a spec the revision could not read) is named as the working
/// tree's specs are (docs/against.md, "Output").
extension GitRevisionTree {
    /// The working-tree path of `file`, a path inside ``folder``: beside the catalog at `headRoot`
    /// when it lies in the revision's catalog, otherwise at the same place below the working tree's
    /// top (a preview's Swift file outside the catalog). A path outside ``folder`` is returned as is.
    ///
    /// ```swift
    /// // tree.folder "/tmp/x", tree.catalogRoot "/tmp/x/Snapshots", headRoot "/repo/Snapshots"
    /// tree.workingTreePath(of: "/tmp/x/App/Chip.swift", headRoot: "/repo/Snapshots") // "/repo/App/Chip.swift"
    /// ```
    public func workingTreePath(of file: String, headRoot: String) -> String {
        let path = CatalogRunner.InputNamer.standard(file)
        let inCatalog = CatalogPath.relative(path, to: catalogRoot)
        if !inCatalog.hasPrefix("/") {
            return inCatalog.isEmpty ? headRoot : (headRoot as NSString).appendingPathComponent(inCatalog)
        }
        let inTop = CatalogPath.relative(path, to: folder)
        guard !inTop.hasPrefix("/") else { return file }
        let top = CatalogRunner.InputNamer.top(of: CatalogRunner.InputNamer.standard(headRoot), like: self)
        return inTop.isEmpty ? top : (top as NSString).appendingPathComponent(inTop)
    }

    /// `file`'s working-tree path (``workingTreePath(of:headRoot:)``) named from the catalog at
    /// `headRoot`, climbing with `../` out of it, as the console's spec headings are.
    public func catalogName(of file: String, headRoot: String) -> String {
        let head = workingTreePath(of: file, headRoot: headRoot)
        let relative = CatalogPath.relative(head, to: headRoot)
        return relative.hasPrefix("/") ? CatalogPath.walk(from: headRoot, to: head) : relative
    }
}

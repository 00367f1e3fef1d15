import Foundation
import Listshot
import ListshotImage

extension SnapshotCatalog {
    /// The file naming the folders a `record --previews` wrote references into
    /// (`CATALOG/.listshot/preview-folders`, one catalog-relative folder a line), committed with the
    /// manifest so that a fresh clone's run without `--previews` knows them too.
    public static func previewFoldersFile(in root: String) -> String {
        ((root as NSString).appendingPathComponent(".listshot") as NSString).appendingPathComponent("preview-folders")
    }

    /// The folders previews wrote references into, as key prefixes (`previews/`). A run without
    /// `--previews` keeps them: they are neither orphans nor pruned (docs/previews.md). Only a
    /// regular file of at most 64 KiB is read; a line that is not a plain relative folder is skipped.
    public static func previewFolders(in root: String) -> [String] {
        guard let bytes = try? RegularFile.read(previewFoldersFile(in: root), limit: 64 << 10),
              let text = String(validating: bytes, as: UTF8.self) else { return [] }
        return text.split(separator: "\n").map(String.init).filter { line in
            let parts = line.split(separator: "/", omittingEmptySubsequences: false)
            return !line.isEmpty && !line.hasPrefix("/") && parts.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." && !$0.hasPrefix(".") }
        }.map { $0 + "/" }
    }
}

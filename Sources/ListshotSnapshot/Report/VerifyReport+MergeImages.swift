import Foundation
import Listshot
import ListshotImage
import ListshotText

extension VerifyReport {
    /// The most bytes of images one merge copies: 4 GiB, far above what a catalog's shards write
    /// (this project's whole catalog, every image failing, writes under 200 MiB).
    public static let mergedImageLimit = 4 << 30

    /// Checks every image a merge will copy, before anything is written: each is a regular file
    /// (never a symbolic link, nor reached through a linked `images/` folder) of at most
    /// `RegularFile.imageLimit` bytes, and together they stay under ``mergedImageLimit``. A shard
    /// report is an artifact a pull request's CI job uploaded: a link planted in it would copy
    /// `/proc/self/environ` or a token file into the merged report (docs/ci.md, "Merging shards").
    ///
    /// ```swift
    /// try VerifyReport.checkImages(merge.images)
    /// ```
    public static func checkImages(_ images: [(source: String, name: String)]) throws(ListshotError) {
        var checkedFolders = Set<String>()
        var total = 0
        for image in images {
            let folder = (image.source as NSString).deletingLastPathComponent
            if checkedFolders.insert(folder).inserted, RegularFile.isLink(folder) {
                throw .io(path: folder, message: "is a symbolic link. Listshot never copies through a link; a report's images/ folder is always a real one. Re-run that shard's verify.")
            }
            var info = stat()
            guard lstat(image.source, &info) == 0 else {
                throw .io(path: image.source, message: "is named in its report.json but missing. Re-run that shard's verify.")
            }
            let kind = info.st_mode & S_IFMT
            guard kind == S_IFREG else {
                let what = kind == S_IFLNK ? "a symbolic link" : "not a regular file"
                throw .io(path: image.source, message: "is \(what). Listshot copies only the regular files verify writes, never through a link; nothing was written. Re-run that shard's verify.")
            }
            let size = Int(clamping: info.st_size)
            guard size <= RegularFile.imageLimit else {
                throw .io(path: image.source, message: "is \(size) bytes; a report image is at most \(RegularFile.imageLimit) bytes. Re-run that shard's verify.")
            }
            let (sum, overflow) = total.addingReportingOverflow(size)
            guard !overflow, sum <= mergedImageLimit else {
                throw .usage("the shards' images come to more than \(mergedImageLimit) bytes (at \(image.source.escapingControlCharacters)); nothing was written. Merge the reports of one run of this catalog.")
            }
            total = sum
        }
    }
}

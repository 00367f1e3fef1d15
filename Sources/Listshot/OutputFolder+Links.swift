import Foundation
import ListshotText

extension OutputFolder {
    /// Refuses an output folder reached through a symbolic link: the folder itself, or, for a
    /// relative path, any folder on the way to it. A pull request can commit `.listshot/report`,
    /// `report-shard-1` or `images/` as a link to a folder outside the catalog, and the report would
    /// be written wherever it points (docs/testing.md, "Listshot's own output"). A missing folder
    /// passes: it is made as a real one.
    ///
    /// ```swift
    /// try OutputFolder.refuseLinks("Snapshots/.listshot/report", flag: "--report", named: "The report folder")
    /// ```
    public static func refuseLinks(_ path: String, flag: String, named: String? = nil) throws(ListshotError) {
        let components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !components.isEmpty else { return }
        // An absolute path is the user's own choice of place (its parents may be links, as /tmp is
        // on some systems); only its last folder is checked. A relative one is checked all the way.
        let checked = path.hasPrefix("/") ? [path] : components.indices.map { components[...$0].joined(separator: "/") }
        for prefix in checked {
            var info = stat()
            guard lstat(prefix, &info) == 0 else { return }
            guard info.st_mode & S_IFMT == S_IFLNK else { continue }
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: prefix)) ?? "?"
            let given = named.map { "\($0) \(path.escapingControlCharacters)" } ?? "\(flag) \(path.escapingControlCharacters)"
            let advice = named == nil ? " or give \(flag) another folder" : ""
            let place = prefix == path ? given : "\(given): \(prefix.escapingControlCharacters)"
            throw .usage("\(place) is a symbolic link (to \(target.escapingControlCharacters)). Listshot writes output only into real folders and never follows a link out of them; nothing was written. Remove the link (`rm \(ShellQuote.word(prefix))`)\(advice).")
        }
    }
}

import Foundation
import ListshotPreviews

/// One `--previews` folder of the live preview: where its Swift files are, the label its previews
/// are listed under (`Landmarks/Views/LandmarkRow.swift/Dark`), the preview settings, and the
/// folders a save in which re-runs its previews (docs/preview.md, "Previews").
///
/// ```swift
/// let source = PreviewSwiftSource(path: "App/Landmarks", label: "Landmarks", settings: PreviewSettings())
/// ```
package struct PreviewSwiftSource: Sendable, Equatable {
    /// The folder as given on the command line.
    package var path: String
    /// The first part of its previews' names on the page; unique among the sources served.
    package var label: String
    package var settings: PreviewSettings

    package init(path: String, label: String, settings: PreviewSettings) {
        self.path = path; self.label = label; self.settings = settings
    }

    /// The sources folder, absolute and with symlinks resolved, as the watcher names its files.
    package var root: String { PreviewDependencies.standard(path) }

    /// The folders watched for it: the sources folder and the `--preview-assets` folder.
    package var watchFolders: [URL] {
        [URL(fileURLWithPath: root)] + (settings.assetsFolder.map { [URL(fileURLWithPath: PreviewDependencies.standard($0))] } ?? [])
    }

    /// Whether a changed path is this source's: a file under its folder or its assets folder.
    package func owns(_ path: String) -> Bool {
        watchFolders.contains { path.hasPrefix($0.path + "/") }
    }

    /// Labels for the folders given: each folder's name, numbered when two share one.
    package static func labels(for paths: [String]) -> [String] {
        var taken = Set<String>()
        return paths.map { path in
            let base = PreviewName.safe((PreviewDependencies.standard(path) as NSString).lastPathComponent)
            var label = base
            var counter = 2
            while !taken.insert(label).inserted { label = "\(base)-\(counter)"; counter += 1 }
            return label
        }
    }
}

/// Which previews a save re-runs: those of every file whose dependency closure
/// (``PreviewSources/dependencyClosure(of:)``) holds a saved Swift file, so saving a model re-runs
/// the views that use it and saving a view its own previews and those of the views that show it.
/// Every file is re-run when a saved Swift file is no current one (a file added or removed) or an
/// asset or string table changed (the runner reads those); any other file (a README, an editor's
/// temporary) re-runs nothing (docs/preview.md, "Previews").
///
/// ```swift
/// PreviewLiveScope.files(toRun: ["/src/Views/LandmarkRow.swift"], in: sources)   // LandmarkRow.swift, LandmarkList.swift
/// ```
package enum PreviewLiveScope {
    /// The user-file paths (as ``PreviewSourceFile/path``) whose previews to run again.
    package static func files(toRun saved: Set<String>, in sources: PreviewSources) -> Set<String> {
        let files = sources.modules.flatMap(\.files)
        let all = Set(files.map(\.path))
        let byStandard = Dictionary(files.map { (PreviewDependencies.standard($0.path), $0.path) }, uniquingKeysWith: { a, _ in a })
        var savedPaths = Set<String>()
        for path in saved.map(PreviewDependencies.standard) {
            if path.hasSuffix(".swift") {
                guard let file = byStandard[path] else { return all }
                savedPaths.insert(file)
            } else if isResource(path) {
                return all
            }
        }
        guard !savedPaths.isEmpty else { return [] }
        var result = Set<String>()
        for file in files where savedPaths.contains(file.path) || !savedPaths.isDisjoint(with: sources.dependencyClosure(of: file).map(\.path)) {
            result.insert(file.path)
        }
        return result
    }

    /// Whether a path is an app resource the runner reads: in an asset catalog, or a string table.
    static func isResource(_ path: String) -> Bool {
        path.contains(".xcassets/") || path.hasSuffix(".xcassets") || path.hasSuffix(".strings") || path.hasSuffix(".xcstrings") || path.hasSuffix(".stringsdict")
    }
}

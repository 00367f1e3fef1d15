import Listshot

extension PreviewSnapshots {
    /// One sources folder's previews for the live preview (`listshot preview --previews`): the build
    /// brought up to date (incrementally, in the catalog's cache folder), then the runner run for the
    /// previews of the files `only` names (every file when nil) (docs/preview.md, "Previews").
    ///
    /// ```swift
    /// let sources = try PreviewSources.load("App/Landmarks")
    /// let loaded = try PreviewSnapshots.live(sources, catalog: "Snapshots", settings: PreviewSettings(), only: [rowFile])
    /// ```
    public static func live(_ sources: PreviewSources, catalog: String, settings: PreviewSettings, only: Set<String>?,
                            progress: @escaping @Sendable (String) -> Void = { _ in }) throws(ListshotError) -> PreviewSnapshots {
        try load(sources, catalogRoot: catalog, cacheCatalog: catalog, cacheIdentity: sources.path, settings: settings, only: only, progress: progress)
    }
}

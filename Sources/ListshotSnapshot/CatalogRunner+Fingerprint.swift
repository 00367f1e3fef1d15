import ListshotCairo
import Listshot

extension CatalogRunner {
    /// The environment these cases render in, naming the brand fonts of every theme they use.
    /// Listing a catalog registers nothing (``SnapshotCatalog/casesAndProblems(renderer:)`` is a
    /// query): the brand fonts are registered here, the one place that needs them before the
    /// fingerprint is read, so the fingerprint verify compares and record writes names them
    /// whichever cases were drawn (docs/fonts.md, "What stays hermetic"). A theme that does not
    /// load is reported by the case that uses it, not here.
    ///
    /// ```swift
    /// let (_, all) = try runner.selectCases(options: options)
    /// let fingerprint = try runner.environmentFingerprint(naming: all)
    /// ```
    public func environmentFingerprint(naming cases: [SnapshotCase]) throws(ListshotError) -> EnvironmentFingerprint {
        try Self.environmentFingerprint(naming: cases, renderer: renderer)
    }

    /// ``environmentFingerprint(naming:)`` for a renderer without a runner (`accept`'s).
    static func environmentFingerprint(naming cases: [SnapshotCase], renderer: Renderer) throws(ListshotError) -> EnvironmentFingerprint {
        var seen = Set<[String]>()
        for item in cases where seen.insert([item.variant.screen.theme, item.spec.file]).inserted {
            _ = try? renderer.theme(named: item.variant.screen.theme, specPath: item.spec.file)
        }
        do { return try EnvironmentFingerprint.current(catalog: renderer.backend.catalog) } catch {
            throw .render(error, spec: "")
        }
    }
}

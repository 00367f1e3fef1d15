import Foundation
import ListshotCairo
import ListshotCore
import ListshotImage
import ListshotSpec
import ListshotThemes

/// The whole pipeline in one value: theme → layout → Cairo, for screens from specs or Swift.
///
/// Safe to use from several threads at once: each thread lays out and draws with its own
/// Pango font map.
///
/// ```swift
/// let renderer = Renderer()
/// let screen = Screen(theme: "movistar") {
///     CellList(style: .boxed) { Cell(title: "Title", subtitle: "Subtitle") }
/// }
/// let png = try renderer.render(screen, format: .png)
/// ```
public struct Renderer: Sendable {
    /// Extra theme folders searched before the defaults (see ``ThemeLocator``).
    public var themeDirectories: [URL]
    public var backend: CairoRenderer
    /// How PNG bytes are produced (speed first for verify, smallest for committed references).
    public var pngCompression: PNGCompression
    /// The folder the theme search climbs no higher than (see ``ThemeLocator``); nil climbs to `/`.
    public var themeSearchBoundary: URL?

    public init(themeDirectories: [URL] = [], backend: CairoRenderer = CairoRenderer(), pngCompression: PNGCompression = .fast) {
        self.themeDirectories = themeDirectories; self.backend = backend; self.pngCompression = pngCompression
    }

    /// Loads a theme for `screen`, adds the brand fonts it names and checks that its font family
    /// is one Listshot ships or one of those files holds.
    public func theme(named name: String, specPath: String? = nil) throws(ListshotError) -> Theme {
        let store = ThemeLocator.store(explicit: themeDirectories, specPath: specPath, boundary: themeSearchBoundary)
        let theme: Theme
        do { theme = try store.theme(named: name) } catch { throw .theme(error) }
        for (index, font) in theme.fonts.enumerated() {
            do { try backend.fonts.add(path: font.path, family: font.family, weight: font.weight) } catch {
                throw .theme(Self.placed(ThemeError(file: theme.file, keyPath: "fonts[\(index)].\(Self.keyOfFault(error))", message: error.description)))
            }
        }
        let families = backend.baseCatalog.families + backend.fonts.families.filter { !backend.baseCatalog.families.contains($0) }
        guard families.contains(theme.fontFamily) else {
            let hint = theme.fonts.isEmpty ? " or name your brand's font files under `fonts` (docs/fonts.md)" : ""
            throw .theme(Self.placed(ThemeError(file: theme.file, keyPath: "typography.fontFamily",
                                                message: "'\(theme.fontFamily)' is neither a font Listshot ships nor in the theme's font files. Use one of: \(families.joined(separator: ", "))\(hint).")))
        }
        return theme
    }

    /// `error` with its line and column in the theme file, when that file can be read again (themes are at most 1 MiB).
    static func placed(_ error: ThemeError) -> ThemeError {
        guard let bytes = try? RegularFile.read(error.file, limit: 1 << 20) else { return error }
        return error.placed(in: bytes)
    }

    /// Which key of a `fonts` entry an error is about.
    static func keyOfFault(_ error: FontFileError) -> String {
        switch error {
        case .familyNotInFile: "family"
        case .weightNotInFile: "weight"
        default: "file"
        }
    }

    /// Makes the fonts in each of `directories` (`.otf`, `.ttf`, `.ttc`) available to every theme,
    /// as `--fonts` does.
    ///
    /// ```swift
    /// let renderer = Renderer()
    /// try renderer.addFonts(in: [URL(fileURLWithPath: "BrandFonts")])
    /// ```
    public func addFonts(in directories: [URL]) throws(ListshotError) {
        for directory in directories {
            do { try backend.fonts.addDirectory(directory.path) } catch {
                throw .usage("--fonts \(directory.path): \(error.description)")
            }
        }
    }

    /// Lays out `screen` with Pango measurements.
    public func layout(_ screen: Screen, specPath: String? = nil) throws(ListshotError) -> LayoutResult {
        let theme = try self.theme(named: screen.theme, specPath: specPath)
        // The themes the screen's views name for their subtrees, loaded now so their fonts are registered and measured.
        var themes = [screen.theme: theme]
        for name in screen.namedThemes.sorted() where themes[name] == nil { themes[name] = try self.theme(named: name, specPath: specPath) }
        let measurer: PangoTextMeasurer
        do { measurer = try PangoTextMeasurer(catalog: backend.catalog(forFamilies: Set(themes.values.map(\.fontFamily)))) } catch {
            throw .render(error, spec: specPath ?? "")
        }
        do {
            return try ScreenLayout.layout(screen, theme: theme.resolved(appearance: screen.appearance, contentSize: screen.contentSize),
                                           measurer: measurer, themes: LoadedThemes(themes: themes))
        } catch {
            throw .layout(error, spec: specPath ?? "")
        }
    }

    /// Renders a laid-out display list to file bytes.
    public func render(_ list: DisplayList, format: OutputFormat, specPath: String? = nil) throws(ListshotError) -> [UInt8] {
        let compression = pngCompression
        do {
            return try backend.render(list, format: format, pngEncoder: { raster in compression.encode(raster) })
        } catch {
            throw .render(error, spec: specPath ?? "")
        }
    }

    /// Lays out and renders `screen` to file bytes.
    public func render(_ screen: Screen, format: OutputFormat) throws(ListshotError) -> [UInt8] {
        try render(try layout(screen).displayList, format: format)
    }

    /// Draws a laid-out display list to pixels, as the neutral image type the regression engine
    /// takes (it never sees the backend's own types).
    public func image(_ list: DisplayList, specPath: String? = nil) throws(ListshotError) -> any PremultipliedImage {
        do { return try backend.rasterize(list) } catch { throw .render(error, spec: specPath ?? "") }
    }

    /// Lays out and rasterizes `screen`.
    public func rasterize(_ screen: Screen) throws(ListshotError) -> RasterImage {
        let list = try layout(screen).displayList
        do { return try backend.rasterize(list) } catch { throw .render(error, spec: "") }
    }
}

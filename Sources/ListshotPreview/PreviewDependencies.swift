import Foundation
import Listshot
import ListshotCore

/// The files one spec's render read: the spec, the component files its views use, the theme file
/// each variant resolved to, the brand font files that theme names and every image the display
/// lists draw, as absolute paths, plus the
/// theme names (a new file of that name in a theme folder may take over the resolution). A save
/// re-renders only the specs whose dependencies it touches (docs/preview.md, "Watching").
///
/// ```swift
/// let needs = PreviewDependencies(spec: file, variants: rendered, renderer: renderer)
/// needs.isTouched(by: ["/cat/Themes/movistar.json"])   // true when the spec uses that theme
/// ```
package struct PreviewDependencies: Sendable, Equatable {
    /// Absolute, standardized paths of the files read.
    package var files: Set<String> = []
    /// The theme names the variants asked for.
    package var themes: Set<String> = []

    package init(files: Set<String> = [], themes: Set<String> = []) {
        self.files = files; self.themes = themes
    }

    /// What `variants` of the spec at `spec` read, `renderer` resolving each theme as the render did.
    package init(spec: String, variants: [RenderedVariant], renderer: Renderer) {
        files.insert(Self.standard(spec))
        for component in variants.first?.spec.inputFiles ?? [] { files.insert(Self.standard(component)) }
        var resolved = Set<String>()
        for output in variants {
            let name = output.variant.screen.theme
            themes.insert(name)
            if resolved.insert(name).inserted, let theme = try? renderer.theme(named: name, specPath: spec) {
                files.insert(Self.standard(theme.file))
                for font in theme.fonts { files.insert(Self.standard(font.path)) }
            }
            for item in output.displayList.items {
                if case .image(let image) = item.primitive { files.insert(Self.standard(image.path)) }
            }
        }
    }

    /// Whether a change to `paths` (absolute, already through ``standard(_:)``: the caller does it
    /// once per save, not once per spec) can change this spec's render: one of its files, or a
    /// file named after one of its themes (`NAME.json`), which may now be the one resolved.
    package func isTouched(by paths: Set<String>) -> Bool {
        for path in paths {
            if files.contains(path) { return true }
            let name = (path as NSString).lastPathComponent
            if name.hasSuffix(".json"), themes.contains(String(name.dropLast(5))) { return true }
        }
        return false
    }

    /// The union of two renders' dependencies (a failed render keeps what the last good one read).
    package func union(_ other: PreviewDependencies) -> PreviewDependencies {
        PreviewDependencies(files: files.union(other.files), themes: themes.union(other.themes))
    }

    static func standard(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}

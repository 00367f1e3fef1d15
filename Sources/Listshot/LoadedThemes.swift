import ListshotCore
import ListshotThemes

/// The themes a screen's views name, loaded by ``Renderer/layout(_:specPath:)`` before the layout,
/// resolved for each subtree's colour scheme and Dynamic Type size.
struct LoadedThemes: ThemeResolving {
    let themes: [String: Theme]

    func resolvedTheme(named name: String, appearance: Appearance, contentSize: ContentSizeCategory,
                       element: String) throws(LayoutError) -> ResolvedTheme {
        guard let theme = themes[name] else {
            throw .invalidValue(element: element, message: "the theme '\(name)' was not loaded for this screen: name it with a `theme:` modifier on a view of the screen's content, so the renderer loads it first.")
        }
        return theme.resolved(appearance: appearance, contentSize: contentSize)
    }
}

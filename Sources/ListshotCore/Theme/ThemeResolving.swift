/// Finds the themes a view tree names for its subtrees (`theme:`, `colorScheme:`, `dynamicTypeSize:`
/// modifiers, ``ViewEnvironmentValue``): the renderer loads them as it loads the screen's own.
///
/// ```swift
/// struct Themes: ThemeResolving {
///     func resolvedTheme(named name: String, appearance: Appearance, contentSize: ContentSizeCategory,
///                        element: String) throws(LayoutError) -> ResolvedTheme { … }
/// }
/// let result = try ScreenLayout.layout(screen, theme: theme, measurer: measurer, themes: Themes())
/// ```
public protocol ThemeResolving: Sendable {
    /// The theme `name` resolved for `appearance` and `contentSize`; a theme that cannot be loaded
    /// is a ``LayoutError`` naming `element`, the view that asked for it.
    func resolvedTheme(named name: String, appearance: Appearance, contentSize: ContentSizeCategory,
                       element: String) throws(LayoutError) -> ResolvedTheme
}

/// The themes one layout pass has resolved, shared by the pass's scratch contexts.
final class ThemeCache {
    let resolver: (any ThemeResolving)?
    private var themes: [ThemeKey: ResolvedTheme] = [:]

    init(resolver: (any ThemeResolving)?, root: ResolvedTheme) {
        self.resolver = resolver
        themes[ThemeKey(root)] = root
    }

    /// The theme `key` names; the screen's own theme needs no resolver.
    func theme(_ key: ThemeKey, element: String) throws(LayoutError) -> ResolvedTheme {
        if let known = themes[key] { return known }
        guard let resolver else {
            throw .invalidValue(element: element, message: "the view asks for the theme '\(key.name)' (\(key.appearance.rawValue), \(key.contentSize.rawValue)), and this layout was given no themes but its own. Lay it out through Renderer, or pass `themes:` to ScreenLayout.layout.")
        }
        let theme = try resolver.resolvedTheme(named: key.name, appearance: key.appearance, contentSize: key.contentSize, element: element)
        themes[key] = theme
        return theme
    }
}

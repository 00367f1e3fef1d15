/// A navigation bar: a title (inline, or large below the bar), a back button, trailing bar
/// buttons and an optional search field, drawn in the theme's design system's bar style.
///
/// ```swift
/// NavigationBar(title: "Settings", display: .large, back: "Account", trailing: [.icon(.search)])
/// ```
public struct NavigationBar: Sendable, Hashable, Codable {
    /// How the title is shown (`UINavigationItem.LargeTitleDisplayMode`).
    public enum Display: String, Sendable, Hashable, Codable, CaseIterable {
        /// A large title in its own row below the bar; the bar's centre stays empty at rest.
        case large
        /// A title centred in the bar.
        case inline
    }

    public var title: String
    public var display: Display
    /// The back button's label (the previous screen's title); nil for a root screen.
    public var back: String?
    /// Buttons at the trailing end, first one outermost.
    public var trailing: [BarButton]
    /// The search field's placeholder; nil for no search field.
    public var search: String?
    /// Whether content has scrolled under the bar: UIKit then draws the bar's `standardAppearance`
    /// (its material and hairline) instead of the transparent `scrollEdgeAppearance`, and a large
    /// title has collapsed into the bar.
    public var scrolled: Bool
    /// Backpack's bar style (Backpack themes only); nil is Backpack's `.default`.
    public var backpackStyle: BPKNavigationBarStyle?

    public init(title: String, display: Display = .large, back: String? = nil, trailing: [BarButton] = [],
                search: String? = nil, scrolled: Bool = false, backpackStyle: BPKNavigationBarStyle? = nil) {
        self.title = title; self.display = display; self.back = back; self.trailing = trailing; self.search = search
        self.scrolled = scrolled; self.backpackStyle = backpackStyle
    }

    /// How the title shows on screen: a large title collapses into the bar once content scrolls
    /// under it, and Backpack's `surfaceContrast` bar is always inline (`supportsLargeTitle`).
    public var shownDisplay: Display {
        if scrolled || backpackStyle == .surfaceContrast { return .inline }
        return display
    }
}

/// A bar button: a glyph from the icon set, a system symbol (an SF Symbol name, docs/symbols.md) or a text label.
///
/// ```swift
/// BarButton.symbol("square.and.arrow.up")
/// ```
public enum BarButton: Sendable, Hashable, Codable {
    case icon(Icon)
    case text(String)
    /// An SF Symbol name, drawn at the bar button glyph's size.
    case symbol(String)
}

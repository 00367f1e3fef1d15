/// Mistica's bars (docs/screens.md, "Colours"):
///
/// - navigation bar: `UINavigationBar+Mistica.swift` `applyMisticaStyle()` makes it opaque in
///   `navigationBarBackground` with no shadow (so no hairline) for every appearance, tints the back
///   button and items `textNavigationBarPrimary`, and sets the inline title in text preset 4 medium
///   and the large title in preset 7 bold, both `textNavigationBarPrimary`;
/// - search field text and hint: `textNavigationSearchBarText` / `textNavigationSearchBarHint`;
/// - tab bar: `TabView+Styleguide.swift` paints it `appBarBackground` with a `divider` hairline in
///   every state, selected items `textAppBarSelected`, unselected ones left to the system.
///
/// A theme without these tokens (a user's own) keeps the system bars for what it lacks.
enum MisticaBarStyle {
    static func apply(to style: inout ChromeStyle, theme: ResolvedTheme) {
        let colors = theme.colors
        if let background = colors["navigationBarBackground"] {
            style.navigationBackground = background
            style.navigationDivider = nil
        }
        if let primary = colors["textNavigationBarPrimary"]?.primaryColor {
            style.title = primary
            style.tint = primary
            // The app's own type scale and font, with Dynamic Type, as Mistica sets them.
            style.inlineTitle = theme.textStyle(preset: 4, weight: .medium)
            style.largeTitle = theme.textStyle(preset: 7, weight: .bold)
        }
        if let hint = colors["textNavigationSearchBarHint"]?.primaryColor { style.searchText = hint }
        if let tab = colors["appBarBackground"] {
            style.tabBackground = tab
            style.tabDivider = colors["divider"]?.primaryColor
            style.tabTransparentAtScrollEdge = false
        }
        if let selected = colors["textAppBarSelected"]?.primaryColor { style.tabSelected = selected }
    }
}

/// Backpack's bars (docs/screens.md, "Colours"): `BPKNavigationView+Style.swift`'s `.default`
/// style is an opaque `canvas` bar with a `line` hairline, its title and items in `textPrimary`,
/// and a back button that is the chevron alone. The tab bar is the system's.
enum BackpackBarStyle {
    static func apply(to style: inout ChromeStyle, theme: ResolvedTheme) {
        let colors = theme.colors
        if let canvas = colors["canvas"] { style.navigationBackground = canvas }
        if let line = colors["line"]?.primaryColor { style.navigationDivider = line }
        if let text = colors["textPrimary"]?.primaryColor {
            style.title = text
            style.tint = text
        }
        style.backLabel = false
    }
}

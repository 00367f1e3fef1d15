/// Mistica's bars (docs/screens.md, "Colours"):
///
/// - navigation bar: `UINavigationBar+Mistica.swift` `applyMisticaStyle()` (mistica-ios 3443160f)
///   makes it opaque in `navigationBarBackground` with no shadow (so no hairline) for every
///   appearance (standard, compact and scroll edge alike, so `scrolled` changes nothing), tints the
///   back button and items `textNavigationBarPrimary`, sets `layoutMargins` 16 on both sides (on
///   every width: the 6.7-inch phone and iPad too), and sets the inline title in text preset 4
///   medium and the large title in preset 7, both `constrainedToPreferredSize: .large`: they grow
///   with Dynamic Type up to the Large size and no further (`FontStyle.preferredFont`,
///   `Sources/MisticaCommon/Fonts/FontStyle.swift`);
/// - search field text and hint: `textNavigationSearchBarText` / `textNavigationSearchBarHint`;
/// - tab bar: `TabView+Styleguide.swift` paints it `appBarBackground` with a `divider` hairline in
///   every state, selected items `textAppBarSelected`, unselected ones left to the system.
///
/// A theme without these tokens (a user's own) keeps the system bars for what it lacks.
enum MisticaBarStyle {
    /// `layoutMargins.left` and `.right` of `applyCommonOpaqueStyle()`.
    static let margin = 16.0

    static func apply(to style: inout ChromeStyle, theme: ResolvedTheme) {
        let colors = theme.colors
        if let background = colors["navigationBarBackground"] {
            style.navigationBackground = background
            style.navigationDivider = nil
            style.margin = Self.margin
        }
        if let primary = colors["textNavigationBarPrimary"]?.primaryColor {
            style.title = primary
            style.tint = primary
            // The app's own type scale and font, with Dynamic Type, as Mistica sets them.
            style.inlineTitle = theme.textStyle(preset: 4, weight: .medium, cappedAt: .large)
            style.largeTitle = theme.textStyle(preset: 7, weight: .bold, cappedAt: .large)
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

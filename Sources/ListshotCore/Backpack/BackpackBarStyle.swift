/// Backpack's own navigation bar, `BPKNavigationBar` (docs/screens.md, "Backpack's bar"), from
/// Skyscanner/backpack-ios `Backpack-SwiftUI/NavigationBar/Classes/`:
///
/// - `BPKNavigationView+Style.swift` (12a20dc7): per style the background (`canvasColor`; for
///   `.transparent` clear while expanded; `surfaceContrastColor`), the foreground
///   (`textPrimaryColor`; `.transparent` `textOnDarkColor` while expanded; `textOnDarkColor`), the
///   line (`lineColor`, none, `lineOnDarkColor`), the 44 pt bar and the 52 pt expanded row
///   (`expandedNavigationBarHeight`; 0 for `.surfaceContrast`, which `supportsLargeTitle` false);
/// - `CollapsedNavigationBar.swift` (04070e8d): the title `heading5`, one line; the line a 1 pt
///   `Rectangle` under the bar, drawn only when not expanded;
/// - `ExpandedNavigationBar.swift` (04070e8d): the large title `heading2`, `.padding(.horizontal,
///   .base)` (16), `.padding(.top, -largeTitlePadding)` (`BPKSpacing.md`, 8) in the 52 pt row.
///
/// The back button is the chevron alone (`BPKNavigationBarItem` `.backButton` is an icon). The
/// tab bar is the system's.
enum BackpackBarStyle {
    static let margin = 16.0
    static let dividerHeight = 1.0
    static let expandedRowHeight = 52.0
    static let largeTitlePadding = 8.0

    static func apply(to style: inout ChromeStyle, theme: ResolvedTheme, bar: NavigationBar?) {
        let backpackStyle = bar?.backpackStyle ?? .default
        let expanded = bar.map { $0.shownDisplay == .large } ?? false
        let colors = theme.colors
        func color(_ token: String) -> RGBA? { colors[token]?.primaryColor }
        let background: Paint?, foreground: RGBA?, line: RGBA?
        switch backpackStyle {
        case .default:
            background = colors["canvas"]
            foreground = color("textPrimary")
            line = expanded ? nil : color("line")
        case .transparent:
            background = expanded ? nil : colors["canvas"]
            foreground = color(expanded ? "textOnDark" : "textPrimary")
            line = nil
        case .surfaceContrast:
            background = colors["surfaceContrast"]
            foreground = color("textOnDark")
            line = color("lineOnDark")
        }
        style.navigationBackground = background
        style.navigationDivider = line
        if let foreground {
            style.title = foreground
            style.tint = foreground
        }
        style.inlineTitle = BPKFontStyle.heading5.style(in: theme)
        style.largeTitle = BPKFontStyle.heading2.style(in: theme)
        style.backLabel = false
        style.margin = margin
        style.dividerHeight = dividerHeight
        style.largeTitleRowHeight = expandedRowHeight
        // The title's line box, `largeTitlePadding` shorter at its top, centred in the row.
        style.largeTitleTop = (expandedRowHeight - (style.largeTitle.lineHeight - largeTitlePadding)) / 2 - largeTitlePadding
    }

    /// Whether content runs under the bar from the screen's top: `.transparent` while expanded
    /// (`BPKNavigationView` puts its content under the bar; `safeAreasToIgnore` is `.top`).
    static func contentRunsUnderBar(_ bar: NavigationBar) -> Bool {
        bar.backpackStyle == .transparent && bar.shownDisplay == .large
    }
}

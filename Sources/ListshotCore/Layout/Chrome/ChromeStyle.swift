/// The colours system chrome draws with, for one theme and appearance.
///
/// iOS's own bars (ListKit and Material screens) use UIKit's system colours; Mistica and Backpack
/// screens use their design system's bar colours where its sources define them (docs/screens.md,
/// "Colours").
struct ChromeStyle: Sendable, Hashable {
    /// The navigation bar's fill, or nil for a transparent bar (the screen shows through).
    var navigationBackground: Paint?
    /// The hairline under the navigation bar, or nil for none.
    var navigationDivider: RGBA?
    var title: RGBA
    var inlineTitle: TextStyle
    var largeTitle: TextStyle
    /// Whether the back button shows the previous screen's title beside its chevron.
    var backLabel = true
    /// The bar's side margins when the design system sets them; nil for UIKit's (16, 20 on wide screens).
    var margin: Double?
    /// The hairline's height when the design system draws its own; nil for one device pixel.
    var dividerHeight: Double?
    /// The large title row's height and where its line box starts when the design system fixes
    /// them; nil for UIKit's (the line height plus 11, 3 pt in).
    var largeTitleRowHeight: Double?
    var largeTitleTop: Double?
    /// Back button, bar buttons.
    var tint: RGBA
    var searchField: RGBA
    var searchText: RGBA
    var tabBackground: Paint
    var tabDivider: RGBA?
    var tabSelected: RGBA
    var tabUnselected: RGBA
    var badge: RGBA
    var badgeText: RGBA
    /// Whether the tab bar turns transparent when no content runs beneath it (UIKit's default
    /// `scrollEdgeAppearance` since iOS 15); design systems that set one appearance for both keep it.
    var tabTransparentAtScrollEdge = true

    /// UIKit's system colours (Apple, "UI element colors" and "Standard colors").
    struct System {
        let appearance: Appearance
        private var day: Bool { appearance == .day }
        /// `label`: black / white.
        var label: RGBA { day ? .rgb(0x00, 0x00, 0x00) : .rgb(0xFF, 0xFF, 0xFF) }
        /// The tab bar's unselected items: #999999 / #757575 (Flutter's Cupertino `inactiveGray`).
        var inactiveGray: RGBA { day ? .rgb(0x99, 0x99, 0x99) : .rgb(0x75, 0x75, 0x75) }
        /// `secondaryLabel`: #3C3C43 at 60% / #EBEBF5 at 60%.
        var secondaryLabel: RGBA { day ? .rgb(0x3C, 0x3C, 0x43, 0x99) : .rgb(0xEB, 0xEB, 0xF5, 0x99) }
        /// `systemBlue`: #007AFF / #0A84FF.
        var blue: RGBA { day ? .rgb(0x00, 0x7A, 0xFF) : .rgb(0x0A, 0x84, 0xFF) }
        /// `systemRed`: #FF3B30 / #FF453A.
        var red: RGBA { day ? .rgb(0xFF, 0x3B, 0x30) : .rgb(0xFF, 0x45, 0x3A) }
        /// `tertiarySystemFill` (the search field): #767680 at 12% / at 24%.
        var tertiaryFill: RGBA { day ? .rgb(0x76, 0x76, 0x80, 0x1F) : .rgb(0x76, 0x76, 0x80, 0x3D) }
        /// The bars' hairline: black at 30%; the dark tab bar's black at 16% (Flutter's Cupertino
        /// `_kDefaultNavBarBorderColor` and `_kDefaultTabBarBorderColor`).
        var barShadow: RGBA { .rgb(0x00, 0x00, 0x00, 0x4D) }
        var tabShadow: RGBA { day ? .rgb(0x00, 0x00, 0x00, 0x4D) : .rgb(0x00, 0x00, 0x00, 0x29) }
        /// The bars' default material, drawn flat without the blur: #F9F9F9 at 94%, dark #1D1D1D
        /// (navigation) and #161616 (tab) at 94% (Flutter's Cupertino theme, "values extracted from
        /// navigation bar").
        var barMaterial: RGBA { day ? .rgb(0xF9, 0xF9, 0xF9, 0xF0) : .rgb(0x1D, 0x1D, 0x1D, 0xF0) }
        var tabMaterial: RGBA { day ? .rgb(0xF9, 0xF9, 0xF9, 0xF0) : .rgb(0x16, 0x16, 0x16, 0xF0) }
    }

    /// The style of `theme`'s design system for a screen with `navigationBar`: the bar's state
    /// (scrolled, Backpack's style) picks its appearance.
    static func resolve(_ theme: ResolvedTheme, navigationBar: NavigationBar? = nil) throws(LayoutError) -> ChromeStyle {
        let system = System(appearance: theme.appearance)
        // iOS 15's default bars: transparent at the scroll edge, where a screen at rest is.
        let large = ChromeMetrics.largeTitleStyle(theme.contentSize)
        var style = ChromeStyle(
            navigationBackground: nil, navigationDivider: nil, title: system.label,
            inlineTitle: ChromeText.style(size: ChromeMetrics.barFontSize, weight: .semibold, lineHeight: ChromeMetrics.barLineHeight),
            largeTitle: ChromeText.style(size: large.size, weight: .bold, lineHeight: large.lineHeight), tint: system.blue,
            searchField: system.tertiaryFill, searchText: system.secondaryLabel,
            tabBackground: .solid(system.tabMaterial), tabDivider: system.tabShadow,
            tabSelected: system.blue, tabUnselected: system.inactiveGray, badge: system.red, badgeText: .rgb(0xFF, 0xFF, 0xFF))
        if let chosen = navigationBar?.backpackStyle, theme.designSystem != .backpack {
            throw .invalidValue(element: "chrome.navigationBar.backpackStyle", message: "'\(chosen.rawValue)' is a style of Backpack's own navigation bar, but '\(theme.name)' is a \(theme.designSystem.displayName) theme. Use a Backpack theme (theme: backpack), or leave `backpackStyle` out: the theme's design system picks its bar.")
        }
        // iOS 15's `standardAppearance` once content scrolls under the bar: the default material
        // and its 1-pixel shadow (Apple, `UINavigationBar.standardAppearance` and
        // `scrollEdgeAppearance`: "standardAppearance … modified to use a transparent background";
        // `UIBarAppearance.shadowColor`). A design system's own bar replaces both.
        if navigationBar?.scrolled == true {
            style.navigationBackground = .solid(system.barMaterial)
            style.navigationDivider = system.barShadow
        }
        switch theme.designSystem {
        case .mistica:
            MisticaBarStyle.apply(to: &style, theme: theme)
        case .backpack:
            BackpackBarStyle.apply(to: &style, theme: theme, bar: navigationBar)
        case .material, .ios:
            break
        }
        return style
    }
}

extension RGBA {
    /// A colour from its bytes: `.rgb(0x00, 0x7A, 0xFF)`.
    static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 0xFF) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Whether the colour reads as light (Rec. 601 luma of the sRGB bytes above one half); a
    /// translucent colour is judged as drawn over `backdrop`.
    func isLight(over backdrop: RGBA = .rgb(0xFF, 0xFF, 0xFF)) -> Bool {
        let seen = composited(over: backdrop)
        return 0.299 * Double(seen.red) + 0.587 * Double(seen.green) + 0.114 * Double(seen.blue) > 127.5
    }
}

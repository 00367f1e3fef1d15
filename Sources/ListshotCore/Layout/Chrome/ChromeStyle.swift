/// The colours system chrome draws with, for one theme and appearance.
///
/// iOS's own bars (ListKit and Material screens) use UIKit's system colours; Mistica and Backpack
/// screens use their design system's bar colours where its sources define them (docs/screens.md,
/// "Colours").
struct ChromeStyle: Sendable, Hashable {
    /// The navigation bar's fill, or nil for a transparent bar (the screen shows through).
    var navigationBackground: Paint?
    /// The hairline under the navigation bar, or nil for none.
    var navigationDivider: Color?
    var title: Color
    var inlineTitle: TextStyle
    var largeTitle: TextStyle
    /// Whether the back button shows the previous screen's title beside its chevron.
    var backLabel = true
    /// Back button, bar buttons.
    var tint: Color
    var searchField: Color
    var searchText: Color
    var tabBackground: Paint
    var tabDivider: Color?
    var tabSelected: Color
    var tabUnselected: Color
    var badge: Color
    var badgeText: Color
    /// Whether the tab bar turns transparent when no content runs beneath it (UIKit's default
    /// `scrollEdgeAppearance` since iOS 15); design systems that set one appearance for both keep it.
    var tabTransparentAtScrollEdge = true

    /// UIKit's system colours (Apple, "UI element colors" and "Standard colors").
    struct System {
        let appearance: Appearance
        private var day: Bool { appearance == .day }
        /// `label`: black / white.
        var label: Color { day ? .rgb(0x00, 0x00, 0x00) : .rgb(0xFF, 0xFF, 0xFF) }
        /// The tab bar's unselected items: #999999 / #757575 (Flutter's Cupertino `inactiveGray`).
        var inactiveGray: Color { day ? .rgb(0x99, 0x99, 0x99) : .rgb(0x75, 0x75, 0x75) }
        /// `secondaryLabel`: #3C3C43 at 60% / #EBEBF5 at 60%.
        var secondaryLabel: Color { day ? .rgb(0x3C, 0x3C, 0x43, 0x99) : .rgb(0xEB, 0xEB, 0xF5, 0x99) }
        /// `systemBlue`: #007AFF / #0A84FF.
        var blue: Color { day ? .rgb(0x00, 0x7A, 0xFF) : .rgb(0x0A, 0x84, 0xFF) }
        /// `systemRed`: #FF3B30 / #FF453A.
        var red: Color { day ? .rgb(0xFF, 0x3B, 0x30) : .rgb(0xFF, 0x45, 0x3A) }
        /// `tertiarySystemFill` (the search field): #767680 at 12% / at 24%.
        var tertiaryFill: Color { day ? .rgb(0x76, 0x76, 0x80, 0x1F) : .rgb(0x76, 0x76, 0x80, 0x3D) }
        /// The bars' hairline: black at 30%; the dark tab bar's black at 16% (Flutter's Cupertino
        /// `_kDefaultNavBarBorderColor` and `_kDefaultTabBarBorderColor`).
        var barShadow: Color { .rgb(0x00, 0x00, 0x00, 0x4D) }
        var tabShadow: Color { day ? .rgb(0x00, 0x00, 0x00, 0x4D) : .rgb(0x00, 0x00, 0x00, 0x29) }
        /// The bars' default material, drawn flat without the blur: #F9F9F9 at 94%, dark #1D1D1D
        /// (navigation) and #161616 (tab) at 94% (Flutter's Cupertino theme, "values extracted from
        /// navigation bar").
        var barMaterial: Color { day ? .rgb(0xF9, 0xF9, 0xF9, 0xF0) : .rgb(0x1D, 0x1D, 0x1D, 0xF0) }
        var tabMaterial: Color { day ? .rgb(0xF9, 0xF9, 0xF9, 0xF0) : .rgb(0x16, 0x16, 0x16, 0xF0) }
    }

    /// The style of `theme`'s design system.
    static func resolve(_ theme: ResolvedTheme) -> ChromeStyle {
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
        switch theme.designSystem {
        case .mistica:
            MisticaBarStyle.apply(to: &style, theme: theme)
        case .backpack:
            BackpackBarStyle.apply(to: &style, theme: theme)
        case .material:
            break
        }
        return style
    }
}

extension Color {
    /// A colour from its bytes: `.rgb(0x00, 0x7A, 0xFF)`.
    static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 0xFF) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Whether the colour reads as light (Rec. 601 luma of the sRGB bytes above one half); a
    /// translucent colour is judged as drawn over `backdrop`.
    func isLight(over backdrop: Color = .rgb(0xFF, 0xFF, 0xFF)) -> Bool {
        let seen = composited(over: backdrop)
        return 0.299 * Double(seen.red) + 0.587 * Double(seen.green) + 0.114 * Double(seen.blue) > 127.5
    }
}

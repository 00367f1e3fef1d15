/// Where a device screen's system chrome sits and where its content starts: the layout core
/// places the bars from the device and the spec, and the content fills what remains between them
/// (docs/screens.md, "Layout").
struct ScreenChrome {
    let screen: Screen
    let family: DeviceFamily
    let width: Double
    /// The device's width in portrait: the home indicator keeps its portrait length when turned.
    let portraitWidth: Double
    let height: Double
    let safeArea: SafeArea
    /// A 6.1-inch or smaller iPhone in landscape: the compact 32 pt bars.
    let compact: Bool
    let statusBar: StatusBar?
    let navigation: (bar: NavigationBar, plan: NavigationBarLayout.Plan)?
    let tabBar: (bar: TabBar, top: Double, height: Double)?
    /// Tab items with the glyph above the label (iPhone portrait), or beside it.
    let tabItems: TabBarLayout.ItemLayout

    /// The chrome of `screen`, or nil for fit and custom frames (component shots have none).
    let style: ChromeStyle

    init?(_ screen: Screen, safeArea: SafeArea, style: ChromeStyle) throws(LayoutError) {
        guard case .device(let device, let orientation) = screen.frame else { return nil }
        self.screen = screen
        self.style = style
        family = device.family
        width = screen.frame.width
        portraitWidth = device.size.width
        height = screen.frame.fixedHeight ?? device.size.height
        self.safeArea = safeArea
        // The compact (32 pt) bars of a phone in landscape; the 6.7-inch phones keep 44 (docs/screens.md).
        compact = family != .tablet && orientation == .landscape && device.size.width < 414
        let landscapePhone = family != .tablet && orientation == .landscape
        if let bar = screen.statusBar { try StatusBarLayout.validate(bar) }
        // iOS hides the status bar of an iPhone app in landscape (UIKit `prefersStatusBarHidden`'s default).
        statusBar = landscapePhone ? nil : screen.statusBar
        let barsTop = landscapePhone ? 0 : ChromeMetrics.statusBarHeight(family)
        if family != .tablet && orientation == .portrait {
            tabItems = .stacked
        } else {
            tabItems = compact ? .compactInline : .regularInline
        }
        if let bar = screen.navigationBar {
            try NavigationBarLayout.validate(bar)
            navigation = (bar, NavigationBarLayout.plan(bar, family: family, compact: compact, top: barsTop, safeTop: safeArea.top,
                                                        style: style))
        } else {
            navigation = nil
        }
        if let bar = screen.tabBar {
            try TabBarLayout.validate(bar)
            let barHeight = ChromeMetrics.tabBarHeight(family, compact: compact)
            tabBar = (bar, height - safeArea.bottom - barHeight, barHeight)
        } else {
            tabBar = nil
        }
    }

    /// Where the content starts: below the navigation bar's last row, or the safe area's top.
    var contentTop: Double {
        guard let (bar, plan) = navigation else { return safeArea.top }
        if BackpackBarStyle.contentRunsUnderBar(bar) { return 0 }
        return max(plan.bottom, safeArea.top)
    }

    /// Whether the home indicator is drawn.
    var showsHomeIndicator: Bool {
        switch screen.homeIndicator {
        case .automatic: return family.hasHomeIndicator
        case .shown: return true
        case .hidden: return false
        }
    }

    /// Emits the bars over the content; `contentBottom` says whether content runs under the tab bar.
    func emit(contentBottom: Double, screenBackground: Paint, context: LayoutContext) throws(LayoutError) {
        var style = self.style
        // The layout margins are the system minimum inside the safe area, by the device's portrait width
        // (Apple, `UIView.directionalLayoutMargins`: "the system minimum margins and safe area insets");
        // a design system's own bar may set its own (Mistica's and Backpack's 16 on every width).
        let margin = style.margin ?? ChromeMetrics.margin(width: portraitWidth)
        let sides = (leading: safeArea.leading + margin, trailing: safeArea.trailing + margin)
        let backdrop = screenBackground.primaryColor
        var top = backdrop
        if let (bar, plan) = navigation {
            try NavigationBarLayout.emit(bar, plan: plan, width: width, sides: sides, margin: margin, style: style, context: context)
            if let fill = style.navigationBackground { top = fill.primaryColor.composited(over: backdrop) }
        }
        var bottom = backdrop
        if let (bar, barTop, barHeight) = tabBar {
            // At rest with nothing beneath it, iOS 15's scroll-edge appearance makes the bar transparent.
            if contentBottom <= barTop, style.tabTransparentAtScrollEdge {
                style.tabBackground = .solid(.clear)
                style.tabDivider = nil
            }
            try TabBarLayout.emit(bar, top: barTop, barHeight: barHeight, height: height, width: width,
                                  sides: (safeArea.leading, safeArea.trailing), layout: tabItems,
                                  style: style, context: context)
            bottom = style.tabBackground.primaryColor.composited(over: backdrop)
        }
        if let bar = statusBar {
            try StatusBarLayout.emit(bar, family: family, width: width, height: ChromeMetrics.statusBarHeight(family),
                                     color: top.isLight() ? .rgb(0, 0, 0) : .rgb(0xFF, 0xFF, 0xFF), context: context)
        }
        if showsHomeIndicator {
            HomeIndicatorLayout.emit(width: width, length: ChromeMetrics.homeIndicatorWidth(screenWidth: portraitWidth, family: family),
                                     height: height,
                                     color: (bottom.isLight() ? RGBA.rgb(0, 0, 0) : .rgb(0xFF, 0xFF, 0xFF)).withOpacity(ChromeMetrics.homeIndicatorOpacity),
                                     context: context)
        }
    }
}

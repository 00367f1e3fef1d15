import ListshotCore
import Testing

/// System chrome's geometry against the cited figures (docs/screens.md), with the fake measurer
/// (every character 0.5 × the font size wide).
@Suite("Screen chrome layout")
struct ChromeLayoutTests {
    static let tabs = TabBar(selected: 1, items: [TabItem(icon: .home, label: "Home"), TabItem(icon: .user, label: "Account", badge: "2"),
                                                  TabItem(icon: .settings, label: "Settings")])

    func screen(_ device: Device, orientation: Orientation = .portrait, navigationBar: NavigationBar? = NavigationBar(title: "Settings"),
                tabBar: TabBar? = tabs, statusBar: StatusBar? = StatusBar(), rows: Int = 3, direction: LayoutDirection = .leftToRight,
                contentSize: ContentSizeCategory = .default) -> Screen {
        Screen(frame: .device(device, orientation), contentSize: contentSize, direction: direction, statusBar: statusBar,
               navigationBar: navigationBar, tabBar: tabBar,
               content: [.cellList(CellList(style: .fullwidth, cells: (0..<rows).map { Cell(title: "Row \($0)") }))])
    }

    func layout(_ screen: Screen, theme: ResolvedTheme? = nil) throws -> DisplayList {
        try ScreenLayout.layout(screen, theme: theme ?? TestTheme.make(contentSize: screen.contentSize),
                                measurer: FixedAdvanceTextMeasurer()).displayList
    }

    /// Each family's status bar, navigation rows and first content row, in points.
    @Test(arguments: [
        (Device.iPhone15, 54.0, 103.0), (Device.iPhone15ProMax, 54.0, 103.0), (Device.iPhoneSE, 20.0, 64.0), (Device.iPad, 24.0, 74.0),
    ])
    func navigationRowsFollowTheStatusBar(device: Device, barTop: Double, rowsTop: Double) throws {
        let list = try layout(screen(device))
        let barHeight = device.family == .tablet ? 50.0 : 44
        let back = try #require(list.frame("chrome.navigationBar.largeTitle"))
        #expect(back.minY == rowsTop + 3, "the large title's line box starts 3 pt into its row")
        #expect(back.height == 41)
        let firstRow = try #require(list.frame("list[0].cell[0].title"))
        #expect(firstRow.minY > rowsTop + 52 - 0.001, "content starts below the 52 pt large title row")
        #expect(firstRow.minY < rowsTop + 52 + 30)
        let search = try layout(screen(device, navigationBar: NavigationBar(title: "Settings", search: "Search")))
        let field = try #require(search.frame("chrome.navigationBar.search"))
        #expect(field.minY == rowsTop + 52 + 8 && field.height == 36)
        let inline = try layout(screen(device, navigationBar: NavigationBar(title: "Settings", display: .inline)))
        let title = try #require(inline.frame("chrome.navigationBar.title"))
        #expect(abs(title.midY - (barTop + barHeight / 2)) < 0.34, "the inline title is centred in the item row")
        #expect(abs(title.midX - device.size.width / 2) < 0.34)
    }

    @Test(arguments: [(Device.iPhone15, 49.0, 34.0), (Device.iPhone15ProMax, 49.0, 34.0), (Device.iPhoneSE, 49.0, 0.0), (Device.iPad, 50.0, 20.0)])
    func tabBarSitsAboveTheBottomSafeArea(device: Device, height: Double, safeBottom: Double) throws {
        let list = try layout(screen(device, rows: 20))
        let top = device.size.height - safeBottom - height
        let background = try #require(list.frame("chrome.tabBar.background"))
        #expect(background.minY == top && background.maxY == device.size.height, "the bar's fill runs under the home indicator")
        let item = try #require(list.frame("chrome.tabBar.items[0]"))
        #expect(item.height == height && item.minY == top)
        let icon = try #require(list.frame("chrome.tabBar.items[0].icon"))
        if device.family == .tablet {
            #expect(abs(icon.midY - (top + height / 2)) < 0.34, "iPad puts the label beside the glyph")
        } else {
            #expect(abs(icon.midY - (top + 18.8)) < 0.34, "the glyph is centred 18.8 pt below the bar's top")
            let label = try #require(list.frame("chrome.tabBar.items[0].label"))
            #expect(abs(label.minY - (top + 35.7)) < 0.34)
            #expect(item.width == device.size.width / 3, "stacked items share the width equally")
        }
        #expect(list.item("chrome.tabBar.items[1].badge") != nil)
    }

    @Test(arguments: [(Device.iPhone15, 140.0), (Device.iPhone15ProMax, 154.0), (Device.iPad, 154.0)])
    func homeIndicatorIsFiveTallEightAboveTheBottom(device: Device, width: Double) throws {
        let list = try layout(screen(device, navigationBar: nil, tabBar: nil))
        let bar = try #require(list.frame("chrome.homeIndicator"))
        #expect(bar.width == width && bar.height == 5)
        #expect(bar.maxY == device.size.height - 8)
        #expect(abs(bar.midX - device.size.width / 2) < 0.34, "centred, on the pixel grid")
    }

    @Test func homeButtonPhonesHaveNoHomeIndicatorUnlessAsked() throws {
        #expect(try layout(screen(.iPhoneSE)).item("chrome.homeIndicator") == nil)
        var shown = screen(.iPhoneSE)
        shown.homeIndicator = .shown
        #expect(try layout(shown).item("chrome.homeIndicator") != nil)
        var hidden = screen(.iPhone15)
        hidden.homeIndicator = .hidden
        #expect(try layout(hidden).item("chrome.homeIndicator") == nil)
    }

    @Test func statusItemsMirrorAboutTheCentreBesideTheIsland() throws {
        let list = try layout(screen(.iPhone15))
        let time = try #require(list.frame("chrome.statusBar.time"))
        let battery = try #require(list.frame("chrome.statusBar.battery"))
        let signal = try #require(list.frame("chrome.statusBar.signal"))
        // Measured: the time centred at 71.7 of 393 pt, glyphs centred on y 29.25, 7.33 apart.
        #expect(abs(time.midY - 29.25) < 0.34 && abs(battery.midY - 29.25) < 0.34)
        let glyphsMid = (signal.minX + battery.maxX) / 2
        #expect(abs((time.midX + glyphsMid) - 393) < 1.5, "the time and the glyphs mirror each other")
        #expect(abs(glyphsMid - (393 - 71.35)) < 1)
        #expect(abs(battery.width - 27.33) < 0.34 && abs(battery.height - 13) < 0.34)
    }

    @Test func rightToLeftMirrorsPositionsButNotStatusGlyphs() throws {
        let list = try layout(screen(.iPhone15, navigationBar: NavigationBar(title: "Settings", back: "Account"), direction: .rightToLeft))
        let time = try #require(list.frame("chrome.statusBar.time"))
        #expect(time.midX > 393 / 2, "the time moves to the right")
        guard case .path(let chevron)? = list.item("chrome.navigationBar.back.chevron")?.primitive,
              case .path(let battery)? = list.item("chrome.statusBar.battery")?.primitive else {
            Issue.record("missing back chevron or battery"); return
        }
        #expect(chevron.isMirrored && chevron.frame.minX > 393 / 2, "the back chevron points right, at the right")
        #expect(!battery.isMirrored && battery.frame.maxX < 393 / 2)
        let title = try #require(list.frame("chrome.navigationBar.largeTitle"))
        #expect(title.maxX == 393 - 16)
    }

    @Test(arguments: ContentSizeCategory.allCases)
    func largeTitlesScaleWithDynamicTypeAndBarsDoNot(size: ContentSizeCategory) throws {
        let list = try layout(screen(.iPhone15, navigationBar: NavigationBar(title: "Settings", back: "Back"), contentSize: size))
        guard case .text(let large)? = list.item("chrome.navigationBar.largeTitle")?.primitive,
              case .text(let back)? = list.item("chrome.navigationBar.back.label")?.primitive,
              case .text(let tab)? = list.item("chrome.tabBar.items[0].label")?.primitive else {
            Issue.record("missing a title"); return
        }
        let expected: [ContentSizeCategory: Double] = [.extraSmall: 31, .large: 34, .extraExtraExtraLarge: 40,
                                                       .accessibilityExtraExtraExtraLarge: 60]
        if let points = expected[size] { #expect(large.request.style.size == points) }
        #expect(back.request.style.size == 17 && tab.request.style.size == 10)
        let firstRow = try #require(list.frame("list[0].cell[0]") ?? list.frame("list[0].cell[0].title"))
        #expect(firstRow.minY >= 103 + large.request.style.lineHeight + 11 - 0.001)
    }

    @Test func phonesInLandscapeHideTheStatusBarAndUseCompactBars() throws {
        let list = try layout(screen(.iPhone15, orientation: .landscape))
        #expect(!list.items.contains { $0.id.hasPrefix("chrome.statusBar") })
        let tab = try #require(list.frame("chrome.tabBar.items[0]"))
        #expect(tab.height == 32 && tab.maxY == 393 - 21)
        #expect(list.frame("chrome.homeIndicator")?.width == 140, "the indicator keeps its portrait length")
        let inline = try layout(screen(.iPhone15, orientation: .landscape, navigationBar: NavigationBar(title: "T", display: .inline)))
        let title = try #require(inline.frame("chrome.navigationBar.title"))
        #expect(abs(title.midY - 16) < 0.34, "a 32 pt bar at the top")
        let max = try layout(screen(.iPhone15ProMax, orientation: .landscape, navigationBar: NavigationBar(title: "T", display: .inline)))
        #expect(abs((try #require(max.frame("chrome.navigationBar.title"))).midY - 22) < 0.34, "the 6.7-inch phone keeps 44")
        let iPad = try layout(screen(.iPad, orientation: .landscape))
        #expect(iPad.item("chrome.statusBar.time") != nil, "iPad keeps its status bar in landscape")
    }

    @Test func statusBarTextFollowsWhatIsBehindIt() throws {
        var theme = TestTheme.make()
        theme.colors["background"] = .solid(RGBA(red: 0xFF, green: 0xFF, blue: 0xFF))
        let light = try layout(screen(.iPhone15, navigationBar: nil), theme: theme)
        #expect(light.textColor("chrome.statusBar.time") == RGBA(red: 0, green: 0, blue: 0))
        theme.colors["navigationBarBackground"] = .solid(RGBA(red: 0x06, green: 0x18, blue: 0x24))
        let dark = try layout(screen(.iPhone15), theme: theme)
        #expect(dark.textColor("chrome.statusBar.time") == RGBA(red: 0xFF, green: 0xFF, blue: 0xFF))
        #expect(dark.fill("chrome.navigationBar.background") == .solid(RGBA(red: 0x06, green: 0x18, blue: 0x24)))
        #expect(dark.item("chrome.navigationBar.divider") == nil, "Mistica's bar has no shadow")
    }

    @Test func systemTabBarIsTransparentUntilContentRunsBeneathIt() throws {
        let short = try layout(screen(.iPhone15, rows: 1))
        #expect(short.fill("chrome.tabBar.background") == .solid(.clear))
        #expect(short.item("chrome.tabBar.divider") == nil)
        let long = try layout(screen(.iPhone15, rows: 20))
        #expect(long.fill("chrome.tabBar.background") == .solid(RGBA(red: 0xF9, green: 0xF9, blue: 0xF9, alpha: 0xF0)))
        #expect(long.item("chrome.tabBar.divider") != nil)
    }

    @Test func barButtonsHaveFortyFourPointTouchAreas() throws {
        let list = try layout(screen(.iPhone15, navigationBar: NavigationBar(title: "T", back: "Back", trailing: [.icon(.search), .text("Edit")])))
        for id in ["chrome.navigationBar.back", "chrome.navigationBar.trailing[0]", "chrome.navigationBar.trailing[1]"] {
            let frame = try #require(list.frame(id))
            #expect(frame.width >= 44 && frame.height >= 44, "\(id)")
            #expect(list.fill(id) == nil, "a touch area draws nothing")
        }
        let glyph = try #require(list.frame("chrome.navigationBar.trailing[0].glyph"))
        #expect(glyph.maxX == 393 - 16 && glyph.width == 24)
    }

    @Test func componentShotsHaveNoChrome() throws {
        let fit = Screen(frame: .fit(width: 393, scale: 3), navigationBar: NavigationBar(title: "T"), tabBar: Self.tabs,
                         content: [.cellList(CellList(cells: [Cell(title: "A")]))])
        var bare = fit
        bare.statusBar = nil; bare.navigationBar = nil; bare.tabBar = nil
        #expect(try layout(fit) == layout(bare))
        #expect(!(try layout(fit)).items.contains { $0.id.hasPrefix("chrome.") })
    }

    @Test(arguments: [
        (StatusBar(time: "25:00"), "chrome.statusBar.time"), (StatusBar(time: "9:5"), "chrome.statusBar.time"),
        (StatusBar(time: "9:41 AM"), "chrome.statusBar.time"), (StatusBar(battery: 101), "chrome.statusBar.battery"),
        (StatusBar(battery: -1), "chrome.statusBar.battery"), (StatusBar(signal: 5), "chrome.statusBar.signal"),
        (StatusBar(wifi: 4), "chrome.statusBar.wifi"),
    ])
    func badStatusBarValuesAreRefused(bar: StatusBar, element: String) throws {
        #expect { try layout(screen(.iPhone15, statusBar: bar)) } throws: { error in
            guard case .invalidValue(let at, _) = error as? LayoutError else { return false }
            return at == element
        }
    }

    @Test func badBarsAreRefused() throws {
        let cases: [(NavigationBar?, TabBar?, String)] = [
            (nil, TabBar(selected: 3, items: Self.tabs.items), "chrome.tabBar.selected"),
            (nil, TabBar(items: [TabItem(icon: .home, label: "Only")]), "chrome.tabBar.items"),
            (nil, TabBar(items: Array(repeating: TabItem(icon: .home, label: "Tab"), count: 6)), "chrome.tabBar.items"),
            (nil, TabBar(items: [TabItem(icon: .home, label: "A", badge: "12345"), TabItem(icon: .user, label: "B")]), "chrome.tabBar.items[0].badge"),
            (NavigationBar(title: "T", trailing: Array(repeating: .icon(.search), count: 4)), nil, "chrome.navigationBar.trailing"),
        ]
        for (navigation, tabs, element) in cases {
            #expect(performing: { try layout(screen(.iPhone15, navigationBar: navigation, tabBar: tabs)) }, throws: { error in
                guard case .invalidValue(let at, let message)? = error as? LayoutError else { return false }
                return at == element && !message.isEmpty
            })
        }
        #expect(throws: LayoutError.emptyText(element: "chrome.navigationBar.largeTitle")) {
            try layout(screen(.iPhone15, navigationBar: NavigationBar(title: "")))
        }
        let untitled = try layout(screen(.iPhone15, navigationBar: NavigationBar(title: "", display: .inline, back: "Card list")))
        #expect(untitled.item("chrome.navigationBar.title") == nil && untitled.item("chrome.navigationBar.back.label") != nil)
    }

    @Test func theSemanticDiffNamesTheChromeElementThatChanged() throws {
        let old = try layout(screen(.iPhone15))
        let new = try layout(screen(.iPhone15, statusBar: StatusBar(time: "10:41")))
        let changed = Set(DisplayListDiff(old: old, new: new).changes.map(\.element))
        #expect(changed == ["chrome.statusBar.time"])
        let badge = TabBar(selected: 1, items: [Self.tabs.items[0], TabItem(icon: .user, label: "Account", badge: "3"), Self.tabs.items[2]])
        let rebadged = Set(DisplayListDiff(old: old, new: try layout(screen(.iPhone15, tabBar: badge))).changes.map(\.element))
        #expect(rebadged == ["chrome.tabBar.items[1].badge.text"])
    }
}

@testable import ListshotCore
import Testing

/// The bar's appearance by state and design system, each figure against the source it names
/// (docs/screens.md, "Colours", "Backpack's bar").
@Suite("Navigation bar styles")
struct NavigationBarStyleTests {
    static func layout(_ bar: NavigationBar, theme: ResolvedTheme, device: Device = .iPhone15) throws -> DisplayList {
        let screen = Screen(frame: .device(device, .portrait), navigationBar: bar, content: [])
        return try ScreenLayout.layout(screen, theme: theme, measurer: FixedAdvanceTextMeasurer()).displayList
    }

    static func theme(_ system: DesignSystem, _ appearance: Appearance = .day, colors: [String: String] = [:]) -> ResolvedTheme {
        var theme = system == .material ? TestTheme.material() : TestTheme.make()
        theme.designSystem = system
        theme.appearance = appearance
        for (token, hex) in colors { theme.colors[token] = .solid(RGBA(hex: hex) ?? .clear) }
        return theme
    }

    // MARK: Scroll edge (item 3)

    /// Apple, `UINavigationBar.scrollEdgeAppearance`: nil means the standard appearance "modified to
    /// use a transparent background"; `standardAppearance` is the default material with its shadow.
    @Test(arguments: [(Appearance.day, RGBA(red: 0xF9, green: 0xF9, blue: 0xF9, alpha: 0xF0)),
                      (.night, RGBA(red: 0x1D, green: 0x1D, blue: 0x1D, alpha: 0xF0))])
    func systemBarIsTransparentAtRestAndMaterialOnceScrolled(appearance: Appearance, material: RGBA) throws {
        let theme = Self.theme(.material, appearance)
        let rest = try Self.layout(NavigationBar(title: "Inbox", display: .inline), theme: theme)
        #expect(rest.item("chrome.navigationBar.background") == nil && rest.item("chrome.navigationBar.divider") == nil)
        let scrolled = try Self.layout(NavigationBar(title: "Inbox", display: .inline, scrolled: true), theme: theme)
        #expect(scrolled.fill("chrome.navigationBar.background") == .solid(material))
        let line = try #require(scrolled.frame("chrome.navigationBar.divider"))
        #expect(abs(line.height - 1.0 / 3) < 0.001 && line.maxY == 103, "one device pixel at the bar's bottom")
        #expect(scrolled.fill("chrome.navigationBar.divider") == .solid(RGBA(red: 0, green: 0, blue: 0, alpha: 0x4D)))
    }

    @Test func aScrolledLargeTitleHasCollapsedIntoTheBar() throws {
        let list = try Self.layout(NavigationBar(title: "Inbox", scrolled: true), theme: Self.theme(.material))
        #expect(list.item("chrome.navigationBar.largeTitle") == nil)
        #expect(abs((try #require(list.frame("chrome.navigationBar.title"))).midY - 76) < 0.34)
    }

    // MARK: Mistica (item 4)

    /// Telefonica/mistica-ios `Sources/Mistica/Components/NavigationBar/UINavigationBar+Mistica.swift`
    /// (3443160f): `layoutMargins` 16 on every width; the same opaque appearance when scrolled.
    @Test(arguments: [Device.iPhoneSE, .iPhone15, .iPhone15ProMax, .iPad])
    func misticaBarsKeepSixteenPointMargins(device: Device) throws {
        let theme = Self.theme(.mistica, colors: ["navigationBarBackground": "#0B9CEA", "textNavigationBarPrimary": "#FFFFFF"])
        let list = try Self.layout(NavigationBar(title: "Settings", trailing: [.icon(.search)]), theme: theme, device: device)
        #expect(list.frame("chrome.navigationBar.largeTitle")?.minX == 16)
        #expect(list.frame("chrome.navigationBar.trailing[0].glyph")?.maxX == device.size.width - 16)
        let scrolled = try Self.layout(NavigationBar(title: "Settings", scrolled: true), theme: theme, device: device)
        #expect(scrolled.fill("chrome.navigationBar.background") == .solid(RGBA(red: 0x0B, green: 0x9C, blue: 0xEA)))
        #expect(scrolled.item("chrome.navigationBar.divider") == nil, "shadowColor .clear")
    }

    /// `FontStyle.preferredFont(weight:constrainedToPreferredSize:)` (mistica-ios
    /// `Sources/MisticaCommon/Fonts/FontStyle.swift`, edf7ad7b) caps a size above the constraint,
    /// and the bar's titles are `constrainedToPreferredSize: .large`.
    @Test(arguments: [(ContentSizeCategory.extraSmall, 25.0), (.large, 28.0), (.extraExtraExtraLarge, 28.0),
                      (.accessibilityExtraExtraExtraLarge, 28.0)])
    func misticaBarTitlesStopGrowingAtTheLargeSize(size: ContentSizeCategory, points: Double) throws {
        var theme = Self.theme(.mistica, colors: ["navigationBarBackground": "#0B9CEA", "textNavigationBarPrimary": "#FFFFFF"])
        theme.contentSize = size
        let style = try ChromeStyle.resolve(theme)
        #expect(style.largeTitle.size == points, "preset 7 (28 pt in the test theme)")
    }

    // MARK: Backpack (item 5)

    static let backpackColors = ["canvas": "#FFFFFF", "line": "#C1C7CF", "lineOnDark": "#FFFFFF80", "surfaceContrast": "#05203C",
                                 "textOnDark": "#FFFFFF", "textPrimary": "#161616"]

    /// Skyscanner/backpack-ios `Backpack-SwiftUI/NavigationBar/Classes/BPKNavigationView+Style.swift`
    /// (12a20dc7) and `CollapsedNavigationBar.swift` (04070e8d): background, foreground and line
    /// per style, expanded (large title at rest) and collapsed.
    @Test(arguments: [
        (BPKNavigationBarStyle.default, NavigationBar.Display.large, "#FFFFFF" as String?, "#161616", nil as String?),
        (.default, .inline, "#FFFFFF", "#161616", "#C1C7CF"),
        (.transparent, .large, nil, "#FFFFFF", nil),
        (.transparent, .inline, "#FFFFFF", "#161616", nil),
        (.surfaceContrast, .inline, "#05203C", "#FFFFFF", "#FFFFFF80"),
    ])
    func backpackStylesFollowBPKNavigationBarStyle(style: BPKNavigationBarStyle, display: NavigationBar.Display,
                                                   background: String?, foreground: String, line: String?) throws {
        let theme = Self.theme(.backpack, colors: Self.backpackColors)
        let list = try Self.layout(NavigationBar(title: "Hotels", display: display, backpackStyle: style), theme: theme)
        #expect(list.fill("chrome.navigationBar.background") == background.map { .solid(RGBA(hex: $0) ?? .clear) })
        let titleID = display == .large ? "chrome.navigationBar.largeTitle" : "chrome.navigationBar.title"
        #expect(list.textColor(titleID) == RGBA(hex: foreground))
        #expect(list.fill("chrome.navigationBar.divider") == line.map { .solid(RGBA(hex: $0) ?? .clear) })
        if line != nil { #expect(list.frame("chrome.navigationBar.divider")?.height == 1, "a 1 pt Rectangle") }
    }

    /// `CollapsedNavigationBar.swift` `heading5`, `ExpandedNavigationBar.swift` `heading2` with
    /// `.padding(.horizontal, .base)` (16) and `.padding(.top, -BPKSpacing.md)` in a 52 pt row.
    @Test func backpackTitlesUseHeadingFiveAndHeadingTwo() throws {
        let theme = Self.theme(.backpack, colors: Self.backpackColors)
        let style = try ChromeStyle.resolve(theme, navigationBar: NavigationBar(title: "Hotels"))
        #expect(style.inlineTitle == BPKFontStyle.heading5.style(in: theme))
        #expect(style.largeTitle == BPKFontStyle.heading2.style(in: theme))
        let list = try Self.layout(NavigationBar(title: "Hotels"), theme: theme, device: .iPhone15ProMax)
        let large = try #require(list.frame("chrome.navigationBar.largeTitle"))
        #expect(large.minX == 16, "16 pt on the 6.7-inch phone too")
        let lineHeight = style.largeTitle.lineHeight
        #expect(abs(large.minY - (103 + (52 - (lineHeight - 8)) / 2 - 8)) < 0.34)
    }

    @Test func backpackStylesNeedABackpackTheme() throws {
        #expect(performing: {
            try Self.layout(NavigationBar(title: "Hotels", backpackStyle: .transparent), theme: Self.theme(.material))
        }, throws: { error in
            guard case .invalidValue(let element, let message)? = error as? LayoutError else { return false }
            return element == "chrome.navigationBar.backpackStyle" && message.contains("theme: backpack")
        })
    }
}

import ListshotCore
import Testing

/// The bars of every preset in portrait and landscape against the cited figures (docs/screens.md,
/// "Layout" and "Tab bar"), with the fake measurer.
@Suite("Landscape bars")
struct LandscapeBarsTests {
    static let tabs = TabBar(selected: 0, items: [TabItem(icon: .home, label: "Home"), TabItem(icon: .user, label: "Account"),
                                                  TabItem(icon: .settings, label: "Settings")])

    struct Figures: Sendable, CustomTestStringConvertible {
        var device: Device
        var orientation: Orientation
        /// The navigation bar's item row and the tab bar, above the bottom safe area.
        var navigationBar: Double
        var tabBar: Double
        /// The tab glyph box and the label's size; whether the label sits beside the glyph.
        var glyph: Double
        var label: Double
        var inline: Bool
        /// Items fill the bar (horizontally compact) or are centred at most 160 wide (regular).
        var fill: Bool
        /// The layout margin added to the safe area.
        var margin: Double
        var source: String
        var testDescription: String { "\(device.name) \(orientation)" }
    }

    static let figures: [Figures] = [
        Figures(device: .iPhoneSE, orientation: .portrait, navigationBar: 44, tabBar: 49, glyph: 25, label: 10, inline: false, fill: true, margin: 16,
                source: "Flutter Cupertino nav_bar.dart 44; measured 49; HIG Tab bars regular glyph 25"),
        Figures(device: .iPhoneSE, orientation: .landscape, navigationBar: 32, tabBar: 32, glyph: 18, label: 13, inline: true, fill: true, margin: 16,
                source: "QMUI_iOS#633 compact 32; HIG Tab bars compact glyph 18; flutter#39258 13 pt side by side; UITabBar.ItemPositioning fill when compact"),
        Figures(device: .iPhone15, orientation: .portrait, navigationBar: 44, tabBar: 49, glyph: 25, label: 10, inline: false, fill: true, margin: 16,
                source: "GKNavigationBarSwift#41; measured 49 + 34"),
        Figures(device: .iPhone15, orientation: .landscape, navigationBar: 32, tabBar: 32, glyph: 18, label: 13, inline: true, fill: true, margin: 16,
                source: "fluentui-apple#1727 and QMUI_iOS#633 compact 32; HIG compact glyph 18; directionalLayoutMargins: safe area + minimum"),
        Figures(device: .iPhone15ProMax, orientation: .portrait, navigationBar: 44, tabBar: 49, glyph: 25, label: 10, inline: false, fill: true, margin: 20,
                source: "measured 49 + 34; UIKit's 20 pt margins on 414 pt phones"),
        Figures(device: .iPhone15ProMax, orientation: .landscape, navigationBar: 44, tabBar: 49, glyph: 25, label: 13, inline: true, fill: false, margin: 20,
                source: "flutter#39258 (XR, 8 Plus landscape: 49, side by side, 13 pt); QMUI_iOS#633 regular 44; ItemPositioning centred when regular"),
        Figures(device: .iPhone16, orientation: .portrait, navigationBar: 44, tabBar: 49, glyph: 25, label: 10, inline: false, fill: true, margin: 16,
                source: "as iPhone 15 (same screen)"),
        Figures(device: .iPhone16, orientation: .landscape, navigationBar: 32, tabBar: 32, glyph: 18, label: 13, inline: true, fill: true, margin: 16,
                source: "as iPhone 15 (same screen)"),
        Figures(device: .iPhone16Plus, orientation: .landscape, navigationBar: 44, tabBar: 49, glyph: 25, label: 13, inline: true, fill: false, margin: 20,
                source: "as iPhone 15 Pro Max (430 pt: regular width in landscape)"),
        Figures(device: .iPhone16Pro, orientation: .portrait, navigationBar: 44, tabBar: 49, glyph: 25, label: 10, inline: false, fill: true, margin: 16,
                source: "402 pt: the 16 pt minimum margin below 414 pt"),
        Figures(device: .iPhone16Pro, orientation: .landscape, navigationBar: 32, tabBar: 32, glyph: 18, label: 13, inline: true, fill: true, margin: 16,
                source: "402 pt: compact width in landscape, as the 6.1-inch phones"),
        Figures(device: .iPhone16ProMax, orientation: .portrait, navigationBar: 44, tabBar: 49, glyph: 25, label: 10, inline: false, fill: true, margin: 20,
                source: "440 pt: UIKit's 20 pt margins on 414 pt and wider phones"),
        Figures(device: .iPhone16ProMax, orientation: .landscape, navigationBar: 44, tabBar: 49, glyph: 25, label: 13, inline: true, fill: false, margin: 20,
                source: "440 pt: regular width in landscape, as the Pro Max before it"),
        Figures(device: .iPad, orientation: .portrait, navigationBar: 50, tabBar: 50, glyph: 25, label: 13, inline: true, fill: false, margin: 20,
                source: "commonly reported 50; flutter#39258 13 pt"),
        Figures(device: .iPad, orientation: .landscape, navigationBar: 50, tabBar: 50, glyph: 25, label: 13, inline: true, fill: false, margin: 20,
                source: "as portrait"),
    ]

    @Test(arguments: figures)
    func barsMatchTheirSources(figures: Figures) throws {
        let device = figures.device
        let frame = ScreenFrame.device(device, figures.orientation)
        let safe = frame.safeArea
        let screen = Screen(frame: frame, navigationBar: NavigationBar(title: "T", display: .inline, trailing: [.icon(.search)]),
                            tabBar: Self.tabs, content: [.cellList(CellList(style: .fullwidth, cells: (0..<30).map { Cell(title: "Row \($0)") }))])
        let list = try ScreenLayout.layout(screen, theme: TestTheme.make(), measurer: FixedAdvanceTextMeasurer()).displayList
        let width = list.size.width
        let note = Comment(rawValue: figures.source)

        let barsTop = figures.orientation == .landscape && device.family != .tablet ? 0 : (device.family == .tablet ? 24.0 : device.family == .dynamicIslandPhone ? 54 : 20)
        let title = try #require(list.frame("chrome.navigationBar.title"))
        #expect(abs(title.midY - (barsTop + figures.navigationBar / 2)) < 0.34, note)
        let button = try #require(list.frame("chrome.navigationBar.trailing[0].glyph"))
        #expect(abs(button.maxX - (width - safe.trailing - figures.margin)) < 0.34, note)

        let item = try #require(list.frame("chrome.tabBar.items[0]"))
        #expect(item.height == figures.tabBar && abs(item.maxY - (list.size.height - safe.bottom)) < 0.34, note)
        let icon = try #require(list.frame("chrome.tabBar.items[0].icon"))
        #expect(abs(icon.width - figures.glyph) < 0.34 && abs(icon.height - figures.glyph) < 0.34, "on the pixel grid; \(figures.source)")
        guard case .text(let label)? = list.item("chrome.tabBar.items[0].label")?.primitive else {
            Issue.record("no tab label"); return
        }
        #expect(label.request.style.size == figures.label, note)
        if figures.inline {
            #expect(abs(icon.midY - item.midY) < 0.34 && abs(label.frame.midY - item.midY) < 0.34, "glyph and label share a line")
            #expect(abs(label.frame.minX - (icon.maxX + 6)) < 0.34, "the label follows the glyph, 6 pt on")
        } else {
            #expect(label.frame.minY > icon.maxY, "the label sits below the glyph")
        }
        let available = width - safe.leading - safe.trailing
        if figures.fill {
            #expect(abs(item.width - available / 3) < 0.34, "equal columns on the pixel grid; \(figures.source)")
        } else {
            #expect(abs(item.width - min(160, available / 3)) < 0.34, note)
            let last = try #require(list.frame("chrome.tabBar.items[2]"))
            #expect(abs((item.minX - safe.leading) - (width - safe.trailing - last.maxX)) < 0.34, "centred as a group")
        }
    }
}

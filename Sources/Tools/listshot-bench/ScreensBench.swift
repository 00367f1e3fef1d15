import Foundation
import Listshot

/// What system chrome costs. A full iPhone 15 Pro Max screen (10 boxed cells)
/// with every bar (status bar, a large-title navigation bar with back button, buttons and search,
/// a tab bar with a badge, the home indicator) against the same screen without them, warm in
/// process; and the cold whole-process render of the same screen from its spec.
enum ScreensBench {
    /// The chrome of the benchmark screen, as YAML keys.
    static let chromeKeys = """
        device: iphone15-pro-max
        navigationBar: { title: Settings, back: Account, trailing: [{ icon: search }, { text: Edit }], search: Search settings }
        tabBar: { selected: 1, items: [{ icon: home, label: Home }, { icon: card, label: Bills, badge: 2 }, { icon: settings, label: Settings }, { icon: user, label: Account }] }

        """

    static func screens(_ base: Screen) -> (bare: Screen, full: Screen) {
        var bare = base
        bare.frame = .device(.iPhone15ProMax, .portrait)
        bare.statusBar = nil
        bare.homeIndicator = .hidden
        var full = bare
        full.statusBar = StatusBar()
        full.homeIndicator = .automatic
        full.navigationBar = NavigationBar(title: "Settings", back: "Account", trailing: [.icon(.search), .text("Edit")], search: "Search settings")
        full.tabBar = TabBar(selected: 1, items: [TabItem(icon: .home, label: "Home"), TabItem(icon: .card, label: "Bills", badge: "2"),
                                                  TabItem(icon: .settings, label: "Settings"), TabItem(icon: .user, label: "Account")])
        return (bare, full)
    }

    static func run(renderer: Renderer, base: Screen, measure: (String, () throws -> Void) throws -> Double, bars: inout Bars) throws {
        print("")
        print("Screens (iPhone 15 Pro Max, 10 boxed cells)")
        let (bare, full) = screens(base)
        let chromeItems = try renderer.layout(full).displayList.items.filter { $0.id.hasPrefix("chrome.") }.count
        print("chrome: \(chromeItems) display items")
        let without = try measure("warm layout + draw, no chrome") {
            _ = try renderer.backend.rasterize(try renderer.layout(bare).displayList)
        }
        let with = try measure("warm layout + draw, every bar") {
            _ = try renderer.backend.rasterize(try renderer.layout(full).displayList)
        }
        bars.add("chrome's cost on a warm full-screen render", median: max(0, with - without), atMost: 2,
                 floor: String(format: "%.2f ms without chrome, %.2f ms with", without, with))
        var framed = full
        framed.presentation = Presentation(caption: Caption(keyword: "Plans", title: "All your lines in one place"), size: .appStore69)
        _ = try measure("warm layout + draw, framed at app-store-6.9") {
            _ = try renderer.backend.rasterize(try renderer.layout(framed).displayList)
        }
    }
}

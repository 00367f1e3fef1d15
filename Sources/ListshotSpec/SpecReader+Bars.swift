import ListshotCore
import Yams

/// The `statusBar`, `navigationBar` and `tabBar` keys (docs/screens.md, "Spec keys").
extension SpecReader {
    static let statusBarKeys = ["time", "battery", "signal", "wifi", "date"]
    static let navigationBarKeys = ["title", "display", "back", "trailing", "search", "scrolled", "backpackStyle"]
    /// Most trailing bar buttons a navigation bar takes.
    static let maximumTrailingButtons = 3
    /// Tab bar items: at least two, and at most the five a compact-width `UITabBar` shows
    /// before it folds the rest into a More tab.
    static let tabItemRange = 2...5
    /// Most characters of a tab badge (`UITabBarItem.badgeValue`), e.g. `99+` or `new`.
    static let maximumBadgeLength = 4

    /// ```yaml
    /// statusBar: { time: "9:41", battery: 100, signal: 4, wifi: 3, date: Tue Jan 9 }
    /// statusBar: none          # no status bar
    /// ```
    func statusBar(_ node: SpecNode) throws(SpecError) -> StatusBar? {
        if case .scalar = node.node {
            let text = try node.string()
            guard text == "none" else {
                throw node.error("'\(text.shortened)' is not a status bar. Use `none` to hide it, or a mapping with keys \(Self.statusBarKeys.joined(separator: ", ")), e.g. `{ time: \"9:41\", battery: 80 }`.")
            }
            return nil
        }
        let keys = try node.mapping(allowed: Self.statusBarKeys)
        var bar = StatusBar()
        if let timeNode = keys["time"] {
            let time = try timeNode.string()
            guard StatusBar.isValidTime(time) else {
                throw timeNode.error("'\(time.shortened)' is not a time. Use H:MM or HH:MM (hours 0…23, minutes 00…59), e.g. \"9:41\".")
            }
            bar.time = time
        }
        if let battery = keys["battery"] { bar.battery = try battery.int(in: 0...100, "a battery level") }
        if let signal = keys["signal"] { bar.signal = try signal.int(in: 0...4, "a signal level") }
        if let wifi = keys["wifi"] { bar.wifi = try wifi.int(in: 0...3, "a Wi-Fi level") }
        if let date = keys["date"] { bar.date = try chromeText(date, "the date", optional: true) }
        return bar
    }

    /// ```yaml
    /// navigationBar:
    ///   title: Settings
    ///   display: large            # or inline
    ///   back: Account
    ///   trailing: [{ icon: search }, { text: Edit }]
    ///   search: true              # or a placeholder: "Search plans"
    ///   scrolled: true            # content under the bar: its standard appearance
    ///   backpackStyle: transparent  # Backpack themes: default, transparent or surfaceContrast
    /// ```
    func navigationBar(_ node: SpecNode) throws(SpecError) -> NavigationBar {
        let keys = try node.mapping(allowed: Self.navigationBarKeys)
        let display = try keys["display"]?.choice(NavigationBar.Display.self) ?? .large
        // An inline bar may have no title (a pushed screen that sets none); a large title needs one.
        guard let titleNode = keys["title"] else {
            guard display == .inline else {
                throw node.error("missing key 'title'. Give the screen's title, e.g. `navigationBar: { title: Settings }`, or use `display: inline` for a bar without one.")
            }
            var bar = NavigationBar(title: "", display: .inline)
            try readBarItems(keys, into: &bar)
            return bar
        }
        var bar = NavigationBar(title: try chromeText(titleNode, "the title"), display: display)
        try readBarItems(keys, into: &bar)
        return bar
    }

    /// The back button, trailing buttons, search field and state of a navigation bar.
    func readBarItems(_ keys: [String: SpecNode], into bar: inout NavigationBar) throws(SpecError) {
        if let scrolled = keys["scrolled"] { bar.scrolled = try scrolled.bool() }
        if let styleNode = keys["backpackStyle"] {
            let style = try styleNode.choice(BPKNavigationBarStyle.self)
            if style == .surfaceContrast, let display = keys["display"], bar.display == .large {
                throw display.error("Backpack's surfaceContrast bar is always inline (it has no large title). Use `display: inline`, or another backpackStyle.")
            }
            bar.backpackStyle = style
        }
        if let back = keys["back"] { bar.back = try chromeText(back, "the back button's label", optional: true) }
        if let trailingNode = keys["trailing"] {
            let items = try trailingNode.sequence()
            guard items.count <= Self.maximumTrailingButtons else {
                throw trailingNode.error("has \(items.count) buttons; a navigation bar takes at most \(Self.maximumTrailingButtons). Keep the most important ones.")
            }
            bar.trailing = try items.map { item throws(SpecError) in try barButton(item) }
        }
        if let search = keys["search"] {
            if case .scalar(let scalar) = search.node, let on = SpecNode.yamlBool(scalar) {
                bar.search = on ? "Search" : nil
            } else {
                bar.search = try chromeText(search, "the search placeholder")
            }
        }
    }

    /// `{ icon: search }` or `{ text: Edit }`.
    func barButton(_ node: SpecNode) throws(SpecError) -> BarButton {
        let keys = try node.mapping(allowed: ["icon", "text"])
        guard keys.count == 1, let (kind, value) = keys.first else {
            throw node.error("a bar button is either `{ icon: NAME }` or `{ text: LABEL }`.")
        }
        if kind == "icon" { return .icon(try icon(value)) }
        return .text(try chromeText(value, "the button's label"))
    }

    /// ```yaml
    /// tabBar:
    ///   selected: 0
    ///   items:
    ///     - { icon: home, label: Home }
    ///     - { icon: user, label: Account, badge: 2 }   # a count, a short text, or `dot`
    /// ```
    func tabBar(_ node: SpecNode) throws(SpecError) -> TabBar {
        let keys = try node.mapping(allowed: ["selected", "items"])
        guard let itemsNode = keys["items"] else {
            throw node.error("missing key 'items'. List \(Self.tabItemRange.lowerBound)…\(Self.tabItemRange.upperBound) tabs, e.g. `items: [{ icon: home, label: Home }, { icon: user, label: Account }]`.")
        }
        let itemNodes = try itemsNode.sequence()
        guard Self.tabItemRange.contains(itemNodes.count) else {
            let more = itemNodes.count > Self.tabItemRange.upperBound
                ? " UIKit shows at most \(Self.tabItemRange.upperBound) on iPhone (the rest go under a More tab)."
                : ""
            throw itemsNode.error("has \(itemNodes.count) item\(itemNodes.count == 1 ? "" : "s"); a tab bar holds \(Self.tabItemRange.lowerBound)…\(Self.tabItemRange.upperBound).\(more)")
        }
        let items = try itemNodes.map { item throws(SpecError) in try tabItem(item) }
        var selected = 0
        if let selectedNode = keys["selected"] {
            selected = try selectedNode.int()
            guard items.indices.contains(selected) else {
                throw selectedNode.error("a selected index of \(selected) is out of range; the \(items.count) items are numbered 0…\(items.count - 1).")
            }
        }
        return TabBar(selected: selected, items: items)
    }

    func tabItem(_ node: SpecNode) throws(SpecError) -> TabItem {
        let keys = try node.mapping(allowed: ["icon", "label", "badge"])
        guard let iconNode = keys["icon"] else { throw node.error("missing key 'icon'. Give the tab's glyph, e.g. `icon: home`.") }
        guard let labelNode = keys["label"] else { throw node.error("missing key 'label'. Give the tab's name, e.g. `label: Home`.") }
        let item = TabItem(icon: try icon(iconNode), label: try chromeText(labelNode, "the tab's label"))
        guard let badgeNode = keys["badge"] else { return item }
        return TabItem(icon: item.icon, label: item.label, badge: try tabBadge(badgeNode))
    }

    /// A tab badge: a count (shown as given), a short text, or `dot` (an empty badge).
    func tabBadge(_ node: SpecNode) throws(SpecError) -> String {
        let text = try node.string()
        if text == "dot" || text.isEmpty { return "" }
        if case .scalar(let scalar) = node.node, scalar.style == .plain || scalar.style == .any, let count = node.node.int, count < 0 {
            throw node.error("a badge of \(count) is negative. Use a count of 0 or more, a short text, or `dot`.")
        }
        let length = text.unicodeScalars.count
        guard length <= Self.maximumBadgeLength else {
            throw node.error("the badge '\(text.shortened)' has \(length) characters; a tab badge holds at most \(Self.maximumBadgeLength) (e.g. 99+). Shorten it.")
        }
        return text
    }
}

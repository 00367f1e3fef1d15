/// A tab bar: items with icons and labels, one selected, above the bottom safe area.
///
/// ```swift
/// TabBar(selected: 0, items: [TabItem(icon: .home, label: "Home"), TabItem(icon: .user, label: "Account", badge: "2")])
/// ```
public struct TabBar: Sendable, Hashable, Codable {
    public var items: [TabItem]
    /// The index of the selected item.
    public var selected: Int

    public init(selected: Int = 0, items: [TabItem]) { self.selected = selected; self.items = items }
}

/// One tab: its glyph, its label and an optional badge (a count or a short text; empty for a dot).
///
/// The glyph is `symbol` when it is set (an SF Symbol name, drawn as SwiftUI's `TabView` draws a
/// `Label(_:systemImage:)`, in its `.fill` variant where it has one: docs/symbols.md "Tab bars"),
/// else `icon`. A spec without `symbol` decodes as before.
///
/// ```swift
/// TabItem(symbol: "house", label: "Home")
/// ```
public struct TabItem: Sendable, Hashable, Codable {
    public var icon: Icon
    public var label: String
    public var badge: String?
    /// An SF Symbol name drawn instead of `icon`; nil draws `icon`.
    public var symbol: String?

    public init(icon: Icon, label: String, badge: String? = nil) { self.icon = icon; self.label = label; self.badge = badge }

    /// A tab whose glyph is the system symbol `symbol` (`icon` is then unused).
    public init(symbol: String, label: String, badge: String? = nil) {
        self.icon = .more; self.label = label; self.badge = badge; self.symbol = symbol
    }
}

/// Whether the home indicator shows: the device's default (devices without a home button) or forced.
public enum HomeIndicator: String, Sendable, Hashable, Codable {
    case automatic, shown, hidden
}

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
public struct TabItem: Sendable, Hashable, Codable {
    public var icon: Icon
    public var label: String
    public var badge: String?

    public init(icon: Icon, label: String, badge: String? = nil) { self.icon = icon; self.label = label; self.badge = badge }
}

/// Whether the home indicator shows: the device's default (devices without a home button) or forced.
public enum HomeIndicator: String, Sendable, Hashable, Codable {
    case automatic, shown, hidden
}

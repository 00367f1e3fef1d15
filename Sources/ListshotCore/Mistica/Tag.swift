/// Mistica's tag styles and their token pairs (COMPONENTS.md §1.3).
public enum TagStyle: String, Sendable, Hashable, Codable, CaseIterable {
    case promo, active, inactive, success, warning, error

    /// The background colour token, e.g. `tagBackgroundPromo`.
    public var backgroundToken: String { "tagBackground" + rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    /// The text colour token, e.g. `tagTextPromo`.
    public var textToken: String { "tagText" + rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

/// A Mistica Tag: a pill with a one-line medium label.
///
/// ```swift
/// Tag(style: .promo, text: "Promo")
/// ```
public struct Tag: Sendable, Hashable {
    public var style: TagStyle
    public var text: String
    public init(style: TagStyle, text: String) { self.style = style; self.text = text }

    /// UIKit `TagView` figures: padding h 12 / v 4, minimum 56×28, preset 2 medium.
    public static let horizontalPadding = 12.0
    public static let verticalPadding = 4.0
    public static let minimumWidth = 56.0
    public static let height = 28.0
}

/// What sits above a cell's title.
public enum Headline: Sendable, Hashable {
    case tag(Tag)
}

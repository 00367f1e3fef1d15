/// Mistica's tag styles and their token pairs (docs/components.md §1.3).
public enum TagStyle: String, Sendable, Hashable, Codable, CaseIterable {
    case promo, active, inactive, success, warning, error

    private var capitalized: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The background colour token, e.g. `tagBackgroundPromo`, or `tagBackgroundPromoInverse` on a
    /// brand background (mistica-ios `TagStyle.inverseBackgroundColor`).
    public func backgroundToken(inverse: Bool = false) -> String {
        "tagBackground" + capitalized + (inverse ? "Inverse" : "")
    }

    /// The text colour token, e.g. `tagTextPromo`, or `tagTextPromoInverse`.
    public func textToken(inverse: Bool = false) -> String {
        "tagText" + capitalized + (inverse ? "Inverse" : "")
    }
}

/// A Mistica Tag (UIKit `TagView`): a one-line medium label on a tinted pill, optionally led by a
/// 16 pt icon. It truncates at the tail when the column is too narrow.
///
/// ```swift
/// Tag(style: .promo, text: "Promo")
/// Tag(style: .success, text: "Paid", icon: .check)
/// Tag(style: .active, text: "On brand", isInverse: true)
/// ```
public struct Tag: Sendable, Hashable, Codable {
    public var style: TagStyle
    public var text: String
    /// A leading 16 pt icon, tinted like the text.
    public var icon: Icon?
    /// The inverse variant (for brand backgrounds); nil follows the cell: inverse on `boxedInverse`.
    public var isInverse: Bool?

    public init(style: TagStyle, text: String, icon: Icon? = nil, isInverse: Bool? = nil) {
        self.style = style; self.text = text; self.icon = icon; self.isInverse = isInverse
    }

    /// UIKit `TagView` figures (docs/components.md §1.3): padding h 12 / v 4, minimum 56×28, preset 2.
    /// The SwiftUI flavour's figures are in ``TagGeometry``.
    public static let horizontalPadding = 12.0
    public static let verticalPadding = 4.0
    public static let minimumWidth = 56.0
    public static let height = 28.0
    /// The leading icon: 16 pt, 4 pt before the label (UIKit `TagView.swift`).
    public static let iconSize = 16.0
    public static let iconSpacing = 4.0
    /// The leading padding of a tag with an icon: 8 (UIKit `TagView.swift`); the trailing stays 12.
    public static let iconLeadingPadding = 8.0
}

/// What sits above a cell's title (UIKit `ListCellContentView.headlineView`, SwiftUI `headlineView`).
///
/// ```swift
/// .tag(Tag(style: .promo, text: "Promo"))
/// .text("Headline")          // preset 1 regular, textPrimary (textPrimaryInverse on boxedInverse)
/// ```
public enum Headline: Sendable, Hashable, Codable {
    case tag(Tag)
    /// A plain text headline: one preset-1 regular line in the title's colour.
    case text(String)
    /// Any view (Mistica: "a headline section which can be customized with any kind of view"),
    /// offered the text column's width, then the headline gap.
    case view(ViewNode)
}

/// A sheet of standalone Mistica tags, as Mistica's `TagTests` lay them out: tags in reading order,
/// wrapped into rows 8 apart inside a 16 pt margin, optionally on a brand background (where tags
/// default to their inverse tokens, `TagView.swift`).
///
/// ```swift
/// TagSheet(title: "Tags", tags: TagStyle.allCases.map { Tag(style: $0, text: $0.rawValue.capitalized) })
/// TagSheet(tags: [Tag(style: .promo, text: "Promo", icon: .star)], isOnBrand: true)
/// TagSheet(tags: tags, axis: .vertical, spacing: 8, alignment: .center)   // UIKit TagTests' stack
/// ```
public struct TagSheet: Sendable, Hashable {
    /// A Mistica section title above the sheet (`TitleView.swift` title1).
    public var title: String?
    public var tags: [Tag]
    /// Draw on `backgroundBrand`; tags without an explicit `isInverse` turn inverse.
    public var isOnBrand: Bool
    /// Rows that wrap (horizontal, the default) or one tag per row (vertical, a `VStack`).
    public var axis: SheetAxis
    /// The gap between tags; nil is ``spacing`` (8).
    public var spacing: Double?
    /// Where each row sits across the sheet's inner width.
    public var alignment: SheetAlignment

    public init(title: String? = nil, tags: [Tag], isOnBrand: Bool = false, axis: SheetAxis = .horizontal,
                spacing: Double? = nil, alignment: SheetAlignment = .leading) {
        self.title = title; self.tags = tags; self.isOnBrand = isOnBrand
        self.axis = axis; self.spacing = spacing; self.alignment = alignment
    }

    /// The margin around the sheet and the default spacing between tags.
    public static let margin = 16.0
    public static let spacing = 8.0
    /// The widest gap a tag or badge sheet takes between items.
    public static let maximumSpacing = 100.0
}

/// A sheet of standalone Mistica badges (`BadgeView.swift`, as `BadgeTests` render them): flag
/// (dot) and numeric badges in reading order, 16 apart inside a 16 pt margin.
///
/// ```swift
/// BadgeSheet(badges: [.dot, .count(1), .count(9), .count(10)])
/// BadgeSheet(badges: (0...10).map { .count($0) }, spacing: 0)   // UIKit BadgeTests' stack
/// ```
public struct BadgeSheet: Sendable, Hashable {
    public var title: String?
    public var badges: [Badge]
    /// Draw on `backgroundBrand` (the badge itself keeps its `badge` colour).
    public var isOnBrand: Bool
    /// Rows that wrap (horizontal, the default) or one badge per row (vertical).
    public var axis: SheetAxis
    /// The gap between badges; nil is ``spacing`` (16).
    public var spacing: Double?
    /// Where each row sits across the sheet's inner width.
    public var alignment: SheetAlignment

    public init(title: String? = nil, badges: [Badge], isOnBrand: Bool = false, axis: SheetAxis = .horizontal,
                spacing: Double? = nil, alignment: SheetAlignment = .leading) {
        self.title = title; self.badges = badges; self.isOnBrand = isOnBrand
        self.axis = axis; self.spacing = spacing; self.alignment = alignment
    }

    public static let margin = 16.0
    public static let spacing = 16.0
}

/// How a tag or badge sheet lines its items up: in wrapping rows, or one item per row.
///
/// ```swift
/// TagSheet(tags: tags, axis: .vertical)   // a VStack / vertical UIStackView
/// ```
public enum SheetAxis: String, Sendable, Hashable, Codable, CaseIterable {
    case horizontal, vertical
}

/// Where a sheet's rows sit across its inner width (a stack's alignment).
///
/// ```swift
/// BadgeSheet(badges: [.count(1)], alignment: .center)
/// ```
public enum SheetAlignment: String, Sendable, Hashable, Codable, CaseIterable {
    case leading, center, trailing
}

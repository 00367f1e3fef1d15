/// A sheet of standalone Mistica tags, as Mistica's `TagTests` lay them out: tags in reading order,
/// wrapped into rows 8 apart inside a 16 pt margin, optionally on a brand background (where tags
/// default to their inverse tokens, `TagView.swift`).
///
/// ```swift
/// TagSheet(title: "Tags", tags: TagStyle.allCases.map { Tag(style: $0, text: $0.rawValue.capitalized) })
/// TagSheet(tags: [Tag(style: .promo, text: "Promo", icon: .star)], isOnBrand: true)
/// ```
public struct TagSheet: Sendable, Hashable {
    /// A Mistica section title above the sheet (`TitleView.swift` title1).
    public var title: String?
    public var tags: [Tag]
    /// Draw on `backgroundBrand`; tags without an explicit `isInverse` turn inverse.
    public var isOnBrand: Bool

    public init(title: String? = nil, tags: [Tag], isOnBrand: Bool = false) {
        self.title = title; self.tags = tags; self.isOnBrand = isOnBrand
    }

    /// The margin around the sheet and the spacing between tags.
    public static let margin = 16.0
    public static let spacing = 8.0
}

/// A sheet of standalone Mistica badges (`BadgeView.swift`, as `BadgeTests` render them): flag
/// (dot) and numeric badges in reading order, 16 apart inside a 16 pt margin.
///
/// ```swift
/// BadgeSheet(badges: [.dot, .count(1), .count(9), .count(10)])
/// ```
public struct BadgeSheet: Sendable, Hashable {
    public var title: String?
    public var badges: [Badge]
    /// Draw on `backgroundBrand` (the badge itself keeps its `badge` colour).
    public var isOnBrand: Bool

    public init(title: String? = nil, badges: [Badge], isOnBrand: Bool = false) {
        self.title = title; self.badges = badges; self.isOnBrand = isOnBrand
    }

    public static let margin = 16.0
    public static let spacing = 16.0
}

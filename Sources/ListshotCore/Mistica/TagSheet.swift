/// A sheet of standalone Mistica tags, as Mistica's `TagTests` lay them out: tags in reading order,
/// wrapped into rows 8 apart inside a 16 pt margin, optionally on a brand background (where tags
/// default to their inverse tokens, `TagView.swift`).
///
/// ```swift
/// TagSheet(title: "Tags", tags: TagStyle.allCases.map { Tag(style: $0, text: $0.rawValue.capitalized) })
/// TagSheet(tags: [Tag(style: .promo, text: "Promo", icon: .star)], isOnBrand: true)
/// TagSheet(tags: tags, axis: .vertical, spacing: 8, alignment: .center)   // UIKit TagTests' stack
/// ```
public struct TagSheet: Sendable, Hashable, Codable {
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

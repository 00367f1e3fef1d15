/// A sheet of standalone Mistica badges (`BadgeView.swift`, as `BadgeTests` render them): flag
/// (dot) and numeric badges in reading order, 16 apart inside a 16 pt margin.
///
/// ```swift
/// BadgeSheet(badges: [.dot, .count(1), .count(9), .count(10)])
/// BadgeSheet(badges: (0...10).map { .count($0) }, spacing: 0)   // UIKit BadgeTests' stack
/// ```
public struct BadgeSheet: Sendable, Hashable, Codable {
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

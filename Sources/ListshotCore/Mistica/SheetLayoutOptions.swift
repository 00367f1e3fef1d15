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

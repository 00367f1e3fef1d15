/// Light or dark mode. Named day and night, as the design systems' docs do.
public enum Appearance: String, Sendable, Hashable, Codable, CaseIterable {
    case day, night
}

/// The user's preferred text size (iOS `UIContentSizeCategory`), smallest first.
///
/// Raw values are the short names used in specs and file names: `xs` … `xxxl`, `ax1` … `ax5`.
public enum ContentSizeCategory: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case extraSmall = "xs"
    case small = "s"
    case medium = "m"
    case large = "l"
    case extraLarge = "xl"
    case extraExtraLarge = "xxl"
    case extraExtraExtraLarge = "xxxl"
    case accessibilityMedium = "ax1"
    case accessibilityLarge = "ax2"
    case accessibilityExtraLarge = "ax3"
    case accessibilityExtraExtraLarge = "ax4"
    case accessibilityExtraExtraExtraLarge = "ax5"

    /// The iOS default.
    public static let `default` = ContentSizeCategory.large

    private var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.order < rhs.order }
}

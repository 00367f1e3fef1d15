/// Light or dark (UIKit `UIUserInterfaceStyle`).
///
/// ```swift
/// UITraitCollection(userInterfaceStyle: .dark)
/// ```
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
    case unspecified, light, dark
}

/// Left to right or right to left (UIKit `UITraitEnvironmentLayoutDirection`).
///
/// ```swift
/// UITraitCollection(layoutDirection: .rightToLeft)
/// ```
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
    case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

/// Compact or regular width or height (UIKit `UIUserInterfaceSizeClass`).
///
/// ```swift
/// UITraitCollection(horizontalSizeClass: .regular)
/// ```
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
    case unspecified, compact, regular
}

/// The kind of device (UIKit `UIUserInterfaceIdiom`).
///
/// ```swift
/// UITraitCollection(userInterfaceIdiom: .pad)
/// ```
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

/// Whether the screen senses pressure (UIKit `UIForceTouchCapability`); Listshot draws nothing differently.
///
/// ```swift
/// UITraitCollection(forceTouchCapability: .available)
/// ```
public enum UIForceTouchCapability: Int, Sendable, Hashable {
    case unknown, unavailable, available
}

/// The user's preferred text size (UIKit `UIContentSizeCategory`), by UIKit's names.
///
/// ```swift
/// UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
/// ```
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Every size, smallest first (without `unspecified`).
    package static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether the size is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("UICTContentSizeCategoryAccessibility") }
}

/// Safe-area and content insets (UIKit `UIEdgeInsets`).
///
/// ```swift
/// UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
/// ```
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    /// No insets.
    public static let zero = UIEdgeInsets()
}

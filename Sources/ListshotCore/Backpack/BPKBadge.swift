/// A Backpack badge (`Backpack-SwiftUI/Badge/Classes/BPKBadge.swift`): caption text, with an optional
/// small icon 4 before it, on a pill padded h 8 / v 4 with 4 pt corners.
///
/// ```swift
/// BPKBadge("Best price", style: .success, icon: .check)
/// BPKBadge("New", style: .outline)      // white outline and text: for dark surfaces and images
/// ```
public struct BPKBadge: Sendable, Hashable, Codable {
    /// `BPKBadge.Style` (`BPKBadge+Style.swift`). `critical` is Backpack's `.destructive`.
    public enum Style: String, Sendable, Hashable, CaseIterable, Codable {
        case normal, strong, success, warning, critical, inverse, outline, brand, subtle
    }
    public var text: String
    public var style: Style
    /// A 16 pt icon before the text, tinted with the style's icon colour.
    public var icon: Icon?
    public init(_ text: String, style: Style = .normal, icon: Icon? = nil) {
        self.text = text; self.style = style; self.icon = icon
    }
}

extension BPKBadge.Style {
    /// Background, text, border and icon tokens (`Backpack-SwiftUI/Badge/Classes/BPKBadge+Style.swift`,
    /// without a `BpkConfiguration` badge override). `nil` background is clear.
    public var tokens: (background: String?, text: String, border: String?, icon: String) {
        switch self {
        case .normal, .subtle: return ("badgeBackgroundNormal", "textPrimary", nil, "textPrimary")
        case .success: return ("badgeBackgroundNormal", "textPrimary", nil, "statusSuccessSpot")
        case .warning: return ("badgeBackgroundNormal", "textPrimary", nil, "statusWarningSpot")
        case .critical: return ("badgeBackgroundNormal", "textPrimary", nil, "statusDangerSpot")
        case .inverse: return ("surfaceDefault", "textPrimary", nil, "textPrimary")
        case .outline: return (nil, "textOnDark", "textOnDark", "textOnDark")
        case .strong: return ("corePrimary", "textOnDark", nil, "textOnDark")
        case .brand: return ("coreAccent", "textPrimaryInverse", nil, "textPrimaryInverse")
        }
    }
}

/// A sheet of standalone Backpack badges, in rows 8 apart, on the canvas or on a dark surface.
///
/// ```swift
/// BPKBadgeSheet(onDark: true, badges: [BPKBadge("New", style: .outline), BPKBadge("Deal", style: .brand)])
/// ```
public struct BPKBadgeSheet: Sendable, Hashable, Codable {
    /// Draws the sheet on `surfaceContrast`, where `outline` badges belong.
    public var onDark: Bool
    public var badges: [BPKBadge]
    public init(onDark: Bool = false, badges: [BPKBadge]) { self.onDark = onDark; self.badges = badges }
}

/// The design system a theme belongs to: it decides which colour tokens the theme must define and
/// which components it can draw.
///
/// ```swift
/// DesignSystem.material.requiredColorTokens   // ["surface", "onSurface", "primary", "divider"]
/// ```
public enum DesignSystem: String, Sendable, Hashable, Codable, CaseIterable {
    /// Telefónica's Mistica (docs/components.md §1): Movistar, Vivo, O2, Telefónica, Blau…
    case mistica
    /// Material Design (docs/components.md §3), as material-components-ios draws it.
    case material
    /// Skyscanner's Backpack (docs/components.md §2): card lists on `canvas`.
    case backpack
    /// iOS's own look, no product design system: UIKit's system colours under plain names
    /// (`background` is `systemBackground`, `textPrimary` is `label`; docs/ios-values.md, "The ios theme").
    case ios

    /// The token the screen background is painted with: Mistica `background`, Material `surface`.
    public var backgroundToken: String {
        switch self {
        case .mistica: return "background"
        case .material: return "surface"
        case .backpack: return "canvas"
        case .ios: return "background"
        }
    }

    /// The brand colour token (a presentation caption's keyword): Mistica `brand`, Material
    /// `primary`, Backpack `coreAccent` (Skyscanner's blue; `corePrimary` is the dark navy text colour).
    public var brandToken: String {
        switch self {
        case .mistica: return "brand"
        case .material: return "primary"
        case .backpack: return "coreAccent"
        case .ios: return "brand"
        }
    }

    /// The fill of ListKit title headers and footers: Mistica `neutralLow`, Backpack `canvasContrast`,
    /// Material `surface` (the screen background when a theme lacks it).
    public var sectionHeaderToken: String {
        switch self {
        case .mistica: return "neutralLow"
        case .material: return "surface"
        case .backpack: return "canvasContrast"
        case .ios: return "backgroundGrouped"
        }
    }

    /// The primary and secondary text tokens, for system-neutral views (ListKit labels).
    public var textTokens: (primary: String, secondary: String) {
        switch self {
        case .mistica, .backpack, .ios: return ("textPrimary", "textSecondary")
        case .material: return ("onSurface", "onSurface")
        }
    }

    /// The colour tokens every theme of this system defines: the ones its components draw with.
    public var requiredColorTokens: [String] {
        switch self {
        case .mistica:
            return [
                "background", "backgroundAlternative", "backgroundBrand", "backgroundContainer", "backgroundContainerBrand",
                "backgroundContainerPressed", "backgroundContainerBrandPressed", "border", "borderDark", "divider", "neutralLow",
                "textPrimary", "textPrimaryInverse", "textSecondary", "textSecondaryInverse", "textLinkDanger",
                "brand", "brandLow", "neutralHigh", "neutralMedium", "control", "controlActivated",
                "iosControlKnob", "badge", "inverse",
            ] + TagStyle.allCases.flatMap { style in
                [false, true].flatMap { [style.backgroundToken(inverse: $0), style.textToken(inverse: $0)] }
            }
        case .material:
            // docs/components.md §3 "Colours" and "Dividers".
            return ["surface", "onSurface", "primary", "divider"]
        case .backpack:
            // docs/components.md §2 "Day / night" plus BPKButton's and BPKBadge's colour sets.
            return ["canvas", "canvasContrast", "surfaceDefault", "surfaceElevated", "surfaceHighlight", "surfaceContrast",
                    "textPrimary", "textSecondary", "textOnDark", "textOnLight", "textPrimaryInverse", "textLink", "line", "coreAccent", "corePrimary",
                    "buttonPrimaryBackground", "buttonPrimaryOnDarkBackground", "buttonLinkForeground", "badgeBackgroundNormal",
                    "statusSuccessSpot", "statusWarningSpot", "statusDangerSpot"]
        case .ios:
            // docs/ios-values.md, "The ios theme": each token is one system colour.
            return IOSThemeTokens.systemColors.map(\.token)
        }
    }

    /// The human name, for messages.
    public var displayName: String {
        switch self {
        case .mistica: return "Mistica"
        case .material: return "Material"
        case .backpack: return "Backpack"
        case .ios: return "iOS"
        }
    }
}

/// The design system a theme belongs to: it decides which colour tokens the theme must define and
/// which components it can draw.
///
/// ```swift
/// DesignSystem.material.requiredColorTokens   // ["surface", "onSurface", "primary", "divider"]
/// ```
public enum DesignSystem: String, Sendable, Hashable, Codable, CaseIterable {
    /// Telefónica's Mistica (COMPONENTS.md §1): Movistar, Vivo, O2, Telefónica, Blau…
    case mistica
    /// Material Design (COMPONENTS.md §3), as material-components-ios draws it.
    case material

    /// The token the screen background is painted with: Mistica `background`, Material `surface`.
    public var backgroundToken: String {
        switch self {
        case .mistica: return "background"
        case .material: return "surface"
        }
    }

    /// The colour tokens every theme of this system defines: the ones its components draw with.
    public var requiredColorTokens: [String] {
        switch self {
        case .mistica:
            return [
                "background", "backgroundContainer", "backgroundContainerBrand", "backgroundContainerPressed",
                "backgroundContainerBrandPressed", "border", "divider",
                "textPrimary", "textPrimaryInverse", "textSecondary", "textSecondaryInverse", "textLinkDanger",
                "brand", "brandLow", "neutralHigh", "neutralMedium", "control", "controlActivated",
                "iosControlKnob", "badge", "inverse",
            ] + TagStyle.allCases.flatMap { style in
                [false, true].flatMap { [style.backgroundToken(inverse: $0), style.textToken(inverse: $0)] }
            }
        case .material:
            // COMPONENTS.md §3 "Colours" and "Dividers".
            return ["surface", "onSurface", "primary", "divider"]
        }
    }

    /// The human name, for messages.
    public var displayName: String {
        switch self {
        case .mistica: return "Mistica"
        case .material: return "Material"
        }
    }
}

import ListshotCore

/// A brand theme as stored in `Themes/<name>.json`: both appearances, the type scale with its
/// Dynamic Type deltas, named weights and radii.
///
/// The schema is documented in `Themes/README.md`. Load and resolve:
///
/// ```swift
/// let theme = try ThemeStore(directories: ["Themes"]).theme(named: "movistar")
/// let night = theme.resolved(appearance: .night, contentSize: .accessibilityLarge)
/// ```
public struct Theme: Sendable, Hashable {
    public var name: String
    public var displayName: String
    /// Mistica or Material; decides the required tokens (``DesignSystem/requiredColorTokens``).
    public var designSystem: DesignSystem
    public var fontFamily: String
    public var textPresets: [TextPreset]
    public var weights: [String: FontWeight]
    public var dynamicTypeDeltas: [ContentSizeCategory: Double]
    public var radii: [String: Double]
    /// Colour tokens: the day and night paint of each.
    public var colors: [String: [Appearance: Paint]]
    /// Brand font files the theme brings (`fonts`), resolved against the theme file.
    public var fonts: [ThemeFont] = []
    /// Which upstream version each part follows (`sources`), e.g. `["radii": "… MovistarCornerRadius.swift @ 0995454a…"]`.
    public var sources: [ThemeSource: String] = [:]
    /// The file it was loaded from, for messages.
    public var file: String

    /// The theme for one appearance and content size, as the layout reads it.
    public func resolved(appearance: Appearance, contentSize: ContentSizeCategory = .default) -> ResolvedTheme {
        var resolved: [String: Paint] = [:]
        for (token, values) in colors {
            if let paint = values[appearance] { resolved[token] = paint }
        }
        return ResolvedTheme(name: name, appearance: appearance, fontFamily: fontFamily, colors: resolved,
                             textPresets: textPresets, weights: weights, radii: radii,
                             dynamicTypeDeltas: dynamicTypeDeltas, contentSize: contentSize, designSystem: designSystem)
    }

    /// The colour tokens a Mistica theme must define (see ``DesignSystem/requiredColorTokens``).
    public static var requiredColorTokens: [String] { DesignSystem.mistica.requiredColorTokens }
}

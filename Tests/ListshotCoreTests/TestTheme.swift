import ListshotCore

/// A small hand-built theme: distinct colours per token so tests can tell elements apart.
enum TestTheme {
    static let deltas: [ContentSizeCategory: Double] = [
        .extraSmall: -3, .small: -2, .medium: -1, .large: 0, .extraLarge: 2, .extraExtraLarge: 4,
        .extraExtraExtraLarge: 6, .accessibilityMedium: 10, .accessibilityLarge: 14,
        .accessibilityExtraLarge: 18, .accessibilityExtraExtraLarge: 22, .accessibilityExtraExtraExtraLarge: 26,
    ]

    /// A Material theme: surface, onSurface, primary and divider, Roboto, subtitle1/body2 at presets 3/2.
    static func material(contentSize: ContentSizeCategory = .default) -> ResolvedTheme {
        var colors: [String: Paint] = [:]
        for (index, token) in DesignSystem.material.requiredColorTokens.enumerated() {
            colors[token] = .solid(RGBA(red: UInt8(40 + index * 50), green: 10, blue: 20))
        }
        let presets = [(12, 16), (14, 20), (16, 24)].map { TextPreset(size: Double($0.0), lineHeight: Double($0.1)) }
        return ResolvedTheme(name: "material-test", appearance: .day, fontFamily: "Roboto", colors: colors, textPresets: presets,
                             weights: [:], radii: [:], dynamicTypeDeltas: deltas, contentSize: contentSize, designSystem: .material)
    }

    static func make(contentSize: ContentSizeCategory = .default, radii: [String: Double] = ["container": 8, "tag": 999]) -> ResolvedTheme {
        let tokens = DesignSystem.mistica.requiredColorTokens
        var colors: [String: Paint] = [:]
        for (index, token) in tokens.enumerated() {
            colors[token] = .solid(RGBA(red: UInt8(index * 7 % 256), green: UInt8(index * 13 % 256), blue: UInt8(index)))
        }
        let presets = [(12, 16), (14, 20), (16, 24), (18, 24), (20, 24), (24, 32), (28, 32), (32, 40), (40, 48), (48, 56)]
            .map { TextPreset(size: Double($0.0), lineHeight: Double($0.1)) }
        let deltas: [ContentSizeCategory: Double] = [
            .extraSmall: -3, .small: -2, .medium: -1, .large: 0, .extraLarge: 2, .extraExtraLarge: 4,
            .extraExtraExtraLarge: 6, .accessibilityMedium: 10, .accessibilityLarge: 14,
            .accessibilityExtraLarge: 18, .accessibilityExtraExtraLarge: 22, .accessibilityExtraExtraExtraLarge: 26,
        ]
        return ResolvedTheme(name: "test", appearance: .day, fontFamily: "Inter", colors: colors, textPresets: presets,
                             weights: ["rowTitle": .regular, "indicator": .medium],
                             radii: radii, dynamicTypeDeltas: deltas, contentSize: contentSize)
    }
}

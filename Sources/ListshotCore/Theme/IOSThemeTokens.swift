/// The colour tokens of an iOS theme (``DesignSystem/ios``) and the system colour each one is
/// (docs/ios-values.md, "The ios theme"). `Themes/ios.json` gives each token exactly its system
/// colour's day and night values; a test holds the two together.
///
/// ```swift
/// IOSThemeTokens.systemColors.first { $0.token == "textPrimary" }?.system   // "label"
/// ```
public enum IOSThemeTokens {
    /// Token → system colour, in the order a theme file lists them.
    public static let systemColors: [(token: String, system: String)] = [
        ("background", "systemBackground"),
        ("backgroundSecondary", "secondarySystemBackground"),
        ("backgroundTertiary", "tertiarySystemBackground"),
        ("backgroundGrouped", "systemGroupedBackground"),
        ("backgroundGroupedSecondary", "secondarySystemGroupedBackground"),
        ("backgroundGroupedTertiary", "tertiarySystemGroupedBackground"),
        ("textPrimary", "label"),
        ("textSecondary", "secondaryLabel"),
        ("textTertiary", "tertiaryLabel"),
        ("textQuaternary", "quaternaryLabel"),
        ("textPlaceholder", "placeholderText"),
        ("textLink", "link"),
        ("divider", "separator"),
        ("dividerOpaque", "opaqueSeparator"),
        ("fill", "systemFill"),
        ("fillSecondary", "secondarySystemFill"),
        ("fillTertiary", "tertiarySystemFill"),
        ("fillQuaternary", "quaternarySystemFill"),
        ("brand", "systemBlue"),
        ("danger", "systemRed"),
        ("success", "systemGreen"),
        ("warning", "systemOrange"),
    ]
}

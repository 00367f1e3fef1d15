/// Text in system chrome uses the system font's stand-in, Inter (docs/components.md §1.5, "Fonts"),
/// whatever the theme's font: iOS draws its bars in SF Pro, not in the app's brand font.
enum ChromeText {
    static let family = "Inter"

    /// A chrome text style: `size` in points, the line box `lineHeight` tall.
    static func style(size: Double, weight: FontWeight, lineHeight: Double) -> TextStyle {
        TextStyle(fontFamily: family, size: size, weight: weight, lineHeight: lineHeight)
    }
}

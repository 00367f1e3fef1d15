/// Backpack's text styles (`BPKFontStyle`), read from the theme's presets in the order
/// `Scripts/make-theme.py` writes them: caption, footnote, bodyDefault, heading5, heading4,
/// heading3, heading2, heading1 (docs/components.md §2 "Typography"; raw tokens `TEXT_*`).
enum BackpackTextStyle {
    case caption, footnote, bodyDefault, heading5, heading4, heading3, label1, label2, label3

    /// The theme preset number and the named weight.
    private var preset: (number: Int, weight: String) {
        switch self {
        case .caption: return (1, "body")
        case .footnote: return (2, "body")
        case .bodyDefault: return (3, "body")
        case .heading5: return (4, "heading")
        case .heading4: return (5, "heading")
        case .heading3: return (6, "heading")
        case .label1: return (3, "label")
        case .label2: return (2, "label")
        case .label3: return (1, "label")
        }
    }

    func style(in theme: ResolvedTheme) -> TextStyle {
        theme.textStyle(preset: preset.number, weight: theme.weight(preset.weight))
    }
}
